import { randomUUID } from 'node:crypto';
import {
  DEFAULT_STATUS,
  checkUnderwriting,
  normaliseStageName,
  parseLoanAmount,
  stateToFill,
  matchProperty,
  type DuplicateMatch,
  type DuplicateMatchReason,
  type GhlImportResult,
  type PropertyIdentity,
} from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import { toDealDto } from '../deals/dto';
import type { StaleView } from '../staleDeals/staleness';
import { DEAL_TEXT_FIELDS, type DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import type { UserRepository } from '../users/repository';
import type { GhlCatalog } from './catalog';
import { GhlError, type GhlClient, type GhlRawContact, type GhlRawOpportunity } from './client';
import { upstream } from './compare';
import {
  CUSTOM_FIELD_KEYS,
  CUSTOM_FIELD_KEY_LIST,
  UNDERWRITING_FIELD_KEYS,
  customValuesOf,
  mappedUnderwritingKeys,
  textOf,
  underwritingValueFrom,
  type UnderwritingFieldKey,
} from './fields';
import type { GhlLinkRepository } from './repository';
import { statusForStage, type GhlCredentials, type GhlSettings } from './settings';
import type { StageSync } from './stageSync';

export const USER_NOT_FOUND = 'User not found';
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';

export type GhlImportDeps = {
  client: GhlClient;
  settings: GhlSettings;
  catalog: GhlCatalog;
  stageSync: StageSync;
  deals: DealRepository;
  users: UserRepository;
  links: GhlLinkRepository;
  clock: Clock;
  log: Logger; /** Days in stage and staleness of the deals answered (staleDeals/service.ts). */
  staleView: () => Promise<StaleView>;
  /**
   * Duplicate detection (features/duplicates), bound once it is wired: the portal deals whose
   * property matches, and the check of a deal an import created (after the answer).
   */
  duplicates?: {
    matchesFor: (subject: PropertyIdentity, exclude: string | null) => Promise<DuplicateMatch[]>;
    checkLater: (dealId: string, source: 'import') => void;
    /** A deal as a match of the given reason (the deal an opportunity is already linked to). */
    describe: (deal: DealRecord, reason: DuplicateMatchReason) => Promise<DuplicateMatch>;
  };
};

export const LINK_DEAL_NOT_FOUND = 'Deal not found';
export const LINK_DEAL_TAKEN = 'That deal is linked to another GHL opportunity';

/** An opportunity as read from GHL, with the deal fields it gives. */
type ReadOpportunity = {
  opportunity: GhlRawOpportunity;
  fields: Partial<DealRecord>;
  stageName: string | null;
  readAt: Date;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The deal fields an opportunity (and its contact and custom fields) gives, with the underwriting
 * fields the location has (`underwritingKeys`; the others stay as they are). An empty state is not
 * given: `withState` fills it from the address, as for a form that sends none.
 */
function fieldsFrom(
  opportunity: GhlRawOpportunity,
  contact: GhlRawContact | null,
  values: Map<string, string | null>,
  underwritingKeys: readonly UnderwritingFieldKey[],
): Partial<DealRecord> {
  const fields: Partial<DealRecord> = {};
  for (const key of CUSTOM_FIELD_KEY_LIST) fields[CUSTOM_FIELD_KEYS[key]] = values.get(key) ?? null;
  const underwriting: Record<string, unknown> = {};
  for (const key of underwritingKeys) {
    const value = underwritingValueFrom(key, values.get(key) ?? null);
    if (value !== null || key !== 'opportunity.property_state') underwriting[UNDERWRITING_FIELD_KEYS[key]] = value;
  }
  // Each value is valid on its own; an interest-only period past the term GHL gives is left out.
  if (checkUnderwriting(underwriting).errors.some((error) => error.field === 'interestOnlyMonths')) {
    underwriting.interestOnlyMonths = null;
  }
  Object.assign(fields, underwriting);
  const monetary = typeof opportunity.monetaryValue === 'number' ? opportunity.monetaryValue : null;
  fields.loanRequest = fields.loanRequest ?? (monetary ? String(monetary) : null);
  fields.loanAmount = parseLoanAmount(fields.loanRequest) ?? monetary;
  const name =
    textOf(contact?.name) ?? textOf([contact?.firstName, contact?.lastName].filter(Boolean).join(' ')) ?? null;
  const [first, ...rest] = (name ?? '').split(/\s+/).filter(Boolean);
  fields.contactName = name;
  fields.contactFirstName = textOf(contact?.firstName) ?? first ?? null;
  fields.contactLastName = textOf(contact?.lastName) ?? (rest.join(' ') || null);
  fields.contactEmail = textOf(contact?.email);
  fields.contactPhone = textOf(contact?.phone);
  fields.propertyName = textOf(opportunity.name);
  fields.opportunityName = textOf(opportunity.name);
  fields.ghlOpportunityId = opportunity.id;
  fields.ghlContactId = opportunity.contactId ?? contact?.id ?? null;
  return fields;
}

/** The fields with the state the address names, when GHL gave none and the deal has none or a new address. */
function withState(fields: Partial<DealRecord>, existing: DealRecord | null): Partial<DealRecord> {
  if (fields.propertyState) return fields;
  const filled = stateToFill(fields.propertyAddress, existing);
  return filled ? { ...fields, propertyState: filled } : fields;
}

/** GHL opportunities to deals (admin → GHL Import). */
export function createGhlImport(deps: GhlImportDeps) {
  let duplicates = deps.duplicates;
  /** The deal an opportunity is linked to: the link table, else (older data) the deal's own field. */
  async function linkedDeal(opportunityId: string): Promise<DealRecord | null> {
    const dealId = await deps.links.dealIdOf(opportunityId);
    if (dealId) return deps.deals.findById(dealId);
    const deal = await deps.deals.findByGhlOpportunityId(opportunityId);
    if (deal) await deps.links.set(opportunityId, deal._id, deps.clock.now());
    return deal;
  }

  /** Reads an opportunity, its contact, custom fields and stage from GHL. */
  async function readOpportunity(
    credentials: GhlCredentials,
    opportunityId: string,
  ): Promise<Result<ReadOpportunity, DomainError<'notFound'> | DomainError<'upstream'>>> {
    const readAt = new Date();
    try {
      const opportunity = await deps.client.getOpportunity(credentials.auth, opportunityId);
      if (!opportunity) return fail('notFound', OPPORTUNITY_NOT_FOUND);
      const definitions = await deps.catalog.opportunityFields(credentials.auth);
      const values = customValuesOf(opportunity, definitions);
      const underwritingKeys = mappedUnderwritingKeys(definitions);
      const embedded = opportunity.contact ? { id: opportunity.contactId ?? '', ...opportunity.contact } : null;
      const contact =
        (opportunity.contactId ? await deps.client.getContact(credentials.auth, opportunity.contactId) : null) ??
        embedded;
      const stageName = opportunity.pipelineStageId
        ? await deps.stageSync.stageName(credentials, opportunity.pipelineStageId)
        : null;
      return ok({ opportunity, fields: fieldsFrom(opportunity, contact, values, underwritingKeys), stageName, readAt });
    } catch (error) {
      if (!(error instanceof GhlError)) throw error;
      deps.log.warn({ err: error, opportunityId }, 'GHL import failed');
      return { ok: false, error: upstream(error) };
    }
  }

  /**
   * Links an opportunity to an existing deal (the import offered as a link): the deal keeps its
   * owner and values, its empty fields take the opportunity's.
   */
  async function linkTo(
    dealId: string,
    { opportunity, fields }: ReadOpportunity,
  ): Promise<Result<GhlImportResult, DomainError<'notFound'> | DomainError<'conflict'>>> {
    const deal = await deps.deals.findById(dealId);
    if (!deal || deal.deletingSince) return fail('notFound', LINK_DEAL_NOT_FOUND);
    if (deal.ghlOpportunityId && deal.ghlOpportunityId !== opportunity.id) return fail('conflict', LINK_DEAL_TAKEN);
    const linked = await linkedDeal(opportunity.id);
    if (linked && linked._id !== deal._id)
      return fail('conflict', 'This opportunity is already linked to another deal');
    const now = deps.clock.now();
    const fills: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(withState(fields, deal))) {
      const current = (deal as Record<string, unknown>)[field];
      if ((current === null || current === undefined || current === '') && value !== null && value !== undefined)
        fills[field] = value;
    }
    await deps.links.set(opportunity.id, deal._id, now);
    const updated = await deps.deals.update(deal._id, {
      ...(fills as Partial<DealRecord>),
      ghlOpportunityId: opportunity.id,
      ghlContactId: deal.ghlContactId ?? fields.ghlContactId ?? null,
      opportunityName: deal.opportunityName ?? fields.opportunityName ?? null,
      updatedAt: now,
    });
    const view = await deps.staleView();
    deps.log.info({ dealId: deal.dealId, opportunityId: opportunity.id }, 'GHL opportunity linked to an existing deal');
    return ok({
      message: 'Opportunity linked to the existing deal',
      deal: toDealDto(updated ?? deal, view),
      created: false,
    });
  }

  return {
    linkedDeal,

    /** Binds duplicate detection, wired after GHL (wiring/duplicates.ts). */
    bindDuplicates(bound: NonNullable<GhlImportDeps['duplicates']>): void {
      duplicates = bound;
    },

    /**
     * The portal deals whose property matches an opportunity (read from GHL), offered as links
     * instead of a new deal; an opportunity already linked answers its deal alone.
     */
    async findMatches({
      opportunityId,
    }: {
      opportunityId: string;
    }): Promise<
      Result<{ items: DuplicateMatch[] }, DomainError<'notFound'> | DomainError<'conflict'> | DomainError<'upstream'>>
    > {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      const read = await readOpportunity(configured.value, opportunityId);
      if (!read.ok) return read;
      const subject = read.value.fields;
      const linked = await linkedDeal(read.value.opportunity.id);
      const matches = (await duplicates?.matchesFor(subject, null)) ?? [];
      if (!linked) return ok({ items: matches });
      const own = matches.find((match) => match.deal.id === linked._id);
      if (own) return ok({ items: [own] });
      // Linked, though its property no longer reads the same: the link is the match.
      const described = await duplicates?.describe(linked, matchProperty(subject, linked) ?? 'address');
      return ok({ items: described ? [described] : [] });
    },

    /**
     * Imports an opportunity as a deal owned by `userId`, reading it from GHL (the admin's copy is
     * not trusted). Importing an opportunity already linked to a deal updates that deal (owner
     * included) instead of creating another; the link table's unique key settles concurrent imports.
     * With `linkDealId`, the opportunity is linked to that existing deal instead (its owner and
     * fields stay; its empty fields take the opportunity's values).
     */
    async importOpportunity({
      opportunityId,
      userId,
      linkDealId,
    }: {
      opportunityId: string;
      userId: string;
      linkDealId?: string | null;
    }): Promise<Result<GhlImportResult, DomainError<'notFound'> | DomainError<'conflict'> | DomainError<'upstream'>>> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      const credentials = configured.value;
      const user = await deps.users.findById(userId);
      if (!user) return fail('notFound', USER_NOT_FOUND);
      const read = await readOpportunity(credentials, opportunityId);
      if (!read.ok) return read;
      const { opportunity, fields, stageName, readAt } = read.value;
      if (linkDealId) return linkTo(linkDealId, read.value);

      const now = deps.clock.now();
      const stage = normaliseStageName(stageName);
      const status = statusForStage(credentials, opportunity.pipelineStageId);

      let existing = await linkedDeal(opportunity.id);
      let dealId = existing?._id ?? randomUUID();
      if (!existing) {
        const claim = await deps.links.claim(opportunity.id, dealId, now);
        if (!claim.claimed) {
          // Another import claimed it a moment ago and is creating the deal: update that one.
          for (let i = 0; i < 20 && !existing; i++) {
            existing = await deps.deals.findById(claim.dealId);
            if (!existing) await sleep(100);
          }
          if (existing) dealId = existing._id;
          else await deps.links.set(opportunity.id, dealId, now); // the linked deal was deleted
        }
      }

      if (existing) {
        const updated = await deps.deals.update(existing._id, {
          ...withState(fields, existing),
          userId: user._id,
          createdBy: user.username,
          updatedAt: now,
        });
        if (opportunity.pipelineStageId) {
          await deps.stageSync.apply(credentials, existing._id, opportunity.pipelineStageId, 'import', readAt);
        }
        const deal = (await deps.deals.findById(existing._id)) ?? updated ?? existing;
        const view = await deps.staleView();
        deps.log.info({ dealId: deal.dealId, opportunityId }, 'GHL opportunity re-imported');
        return ok({ message: 'Imported deal updated from GHL', deal: toDealDto(deal, view), created: false });
      }

      const empty = Object.fromEntries(DEAL_TEXT_FIELDS.map((field) => [field, null])) as Pick<
        DealRecord,
        (typeof DEAL_TEXT_FIELDS)[number]
      >;
      const deal = await deps.deals.create({
        ...empty,
        ...withState(fields, null),
        loanAmount: fields.loanAmount ?? null,
        _id: dealId,
        userId: user._id,
        createdBy: user.username,
        status: status ?? DEFAULT_STATUS,
        stage,
        stageLastUpdated: stage ? now : null,
        stageHistory: stage ? [{ from: null, to: stage, at: now, source: 'import' }] : [],
        ghlStageObservedAt: readAt,
        ...(duplicates ? { duplicateCheck: 'pending' as const } : {}),
        createdAt: now,
        updatedAt: now,
      });
      deps.log.info({ dealId: deal.dealId, opportunityId }, 'GHL opportunity imported');
      // After the answer, like a member's create (the sweep finishes it should this process stop).
      const check = duplicates?.checkLater;
      if (check) setImmediate(() => check(deal._id, 'import'));
      const view = await deps.staleView();
      return ok({ message: 'Opportunity imported successfully', deal: toDealDto(deal, view), created: true });
    },
  };
}

export type GhlImport = ReturnType<typeof createGhlImport>;
