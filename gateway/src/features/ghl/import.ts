import { randomUUID } from 'node:crypto';
import {
  DEFAULT_STATUS,
  checkUnderwriting,
  normaliseStageName,
  parseLoanAmount,
  stateToFill,
  type GhlImportResult,
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
import { statusForStage, type GhlSettings } from './settings';
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
  /** The deal an opportunity is linked to: the link table, else (older data) the deal's own field. */
  async function linkedDeal(opportunityId: string): Promise<DealRecord | null> {
    const dealId = await deps.links.dealIdOf(opportunityId);
    if (dealId) return deps.deals.findById(dealId);
    const deal = await deps.deals.findByGhlOpportunityId(opportunityId);
    if (deal) await deps.links.set(opportunityId, deal._id, deps.clock.now());
    return deal;
  }

  return {
    linkedDeal,

    /**
     * Imports an opportunity as a deal owned by `userId`, reading it from GHL (the admin's copy is
     * not trusted). Importing an opportunity already linked to a deal updates that deal (owner
     * included) instead of creating another; the link table's unique key settles concurrent imports.
     */
    async importOpportunity({
      opportunityId,
      userId,
    }: {
      opportunityId: string;
      userId: string;
    }): Promise<Result<GhlImportResult, DomainError<'notFound'> | DomainError<'conflict'> | DomainError<'upstream'>>> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      const credentials = configured.value;
      const user = await deps.users.findById(userId);
      if (!user) return fail('notFound', USER_NOT_FOUND);

      let opportunity: GhlRawOpportunity | null;
      let values: Map<string, string | null>;
      let underwritingKeys: UnderwritingFieldKey[];
      let contact: GhlRawContact | null;
      let stageName: string | null = null;
      const readAt = new Date();
      try {
        opportunity = await deps.client.getOpportunity(credentials.auth, opportunityId);
        if (!opportunity) return fail('notFound', OPPORTUNITY_NOT_FOUND);
        const definitions = await deps.catalog.opportunityFields(credentials.auth);
        values = customValuesOf(opportunity, definitions);
        underwritingKeys = mappedUnderwritingKeys(definitions);
        const embedded = opportunity.contact ? { id: opportunity.contactId ?? '', ...opportunity.contact } : null;
        contact =
          (opportunity.contactId ? await deps.client.getContact(credentials.auth, opportunity.contactId) : null) ??
          embedded;
        if (opportunity.pipelineStageId) {
          stageName = await deps.stageSync.stageName(credentials, opportunity.pipelineStageId);
        }
      } catch (error) {
        if (!(error instanceof GhlError)) throw error;
        deps.log.warn({ err: error, opportunityId }, 'GHL import failed');
        return { ok: false, error: upstream(error) };
      }

      const now = deps.clock.now();
      const fields = fieldsFrom(opportunity, contact, values, underwritingKeys);
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
        createdAt: now,
        updatedAt: now,
      });
      deps.log.info({ dealId: deal.dealId, opportunityId }, 'GHL opportunity imported');
      const view = await deps.staleView();
      return ok({ message: 'Opportunity imported successfully', deal: toDealDto(deal, view), created: true });
    },
  };
}

export type GhlImport = ReturnType<typeof createGhlImport>;
