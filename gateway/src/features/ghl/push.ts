import { createHash, randomUUID } from 'node:crypto';
import type { SyncDealResult, SyncResult } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { JobQueue } from '../../infra/jobs';
import { createKeyedMutex } from '../../infra/keyedMutex';
import type { Logger } from '../../infra/logger';
import type { DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import { DEAL_NOT_FOUND, type HeldWork } from '../deals/service';
import type { GhlCatalog } from './catalog';
import { GhlError, type GhlClient, type GhlOpportunityInput, type GhlRawOpportunity } from './client';
import { customFieldsFor, opportunityNameFor } from './fields';
import type { GhlLinkRepository, LeaseRepository, SyncOutcomeRepository } from './repository';
import type { PushStateRepository } from './pushStateRepository';
import type { DealDeletePolicy } from './model';
import type { GhlCredentials, GhlSettings } from './settings';
import type { StageSync } from './stageSync';
import { actingAs } from '../activity/context';

export const GHL_PUSH_JOB = 'ghl-push-deal';
export const GHL_DEAL_DELETED_JOB = 'ghl-deal-deleted';
/** The run id of the outcomes that record what a deal's deletion did in GHL (`_id` = `deleted:<deal id>`). */
export const DEAL_DELETED_RUN = 'deal-deleted';
export const deletedOutcomeKey = (dealId: string) => `deleted:${dealId}`;
export const SELECT_DEALS = 'Select at least one deal to sync';
/**
 * Pushes run at once by one process. GHL's burst limit (GHL_BURST_LIMIT calls per 10 s, two calls
 * for a new deal) is what bounds a backlog's drain, not this: a push under load spends more time
 * in the database than with GHL, so five at a time left GHL's allowance partly unused.
 */
const PUSH_CONCURRENCY = 10;
const LEASE_MS = 5 * 60_000;
/** How long a push waits for another process's push of the same deal before giving up (and being retried). */
const LEASE_WAIT_MS = 30_000;
/**
 * How often a push asks again for a lease another process holds. Pushes of one deal in this
 * process wait their turn in memory, so this slow poll is only for the rare cross-process case.
 */
const LEASE_RETRY_MS = 1_000;
/** How often a sync request reads its outcomes while it waits. */
const SYNC_POLL_MS = 250;

/** The job's data: one deal; `runId` when a sync run is waiting for the outcome. */
export type PushJobData = { dealId: string; runId?: string };

/** A deleted deal's opportunity and what the admin's policy was when the deal was deleted. */
export type DealDeletedJobData = {
  dealId: string;
  dealNumber: string;
  opportunityId: string;
  policy: DealDeletePolicy;
};

const POLICY_ACTION: Record<DealDeletePolicy, string> = {
  leave: 'opportunity left unchanged',
  markLost: 'opportunity marked lost',
  markAbandoned: 'opportunity marked abandoned',
  delete: 'opportunity deleted',
};

/** A push that cannot succeed by trying again (reported, never retried). */
export class PushRefused extends Error {
  override readonly name = 'PushRefused';
}

export type GhlPushDeps = {
  client: GhlClient;
  settings: GhlSettings;
  catalog: GhlCatalog;
  stageSync: StageSync;
  deals: DealRepository;
  links: GhlLinkRepository;
  outcomes: SyncOutcomeRepository;
  leases: LeaseRepository;
  pushStates: PushStateRepository;
  jobs: JobQueue;
  clock: Clock;
  log: Logger;
  /** How long a sync request waits for its jobs (GHL_SYNC_WAIT_MS). */
  syncWaitMs: number;
  /** How long a job prepared before a deal's write waits for the write's release (GHL_PUSH_HOLD_MS). */
  holdMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a push sends for a deal (its contact, opportunity and where), as a short hash. */
function pushHash(deal: DealRecord, input: GhlOpportunityInput, pipelineId: string | null | undefined): string {
  const sent = {
    contact: [deal.contactName ?? null, deal.contactEmail ?? null, deal.contactPhone ?? null],
    opportunityId: deal.ghlOpportunityId ?? null,
    pipelineId: pipelineId ?? null,
    input,
  };
  return createHash('sha256').update(JSON.stringify(sent)).digest('base64url');
}

/**
 * Deals to GHL: the Agenda job that upserts a deal's contact and opportunity (the custom fields of
 * docs/product.md#records-and-fields included) and links them to the deal, and the admin's sync,
 * which runs that job for each chosen deal and waits, within a bound, for the outcomes. Idempotent
 * by construction: the contact is upserted (GHL matches it by e-mail or phone); the opportunity is
 * the linked one, else one already carrying the deal id in its name (a create whose answer was
 * lost), else a new one; and one lease per deal keeps two pushes of the same deal from racing.
 */
export function createGhlPush(deps: GhlPushDeps) {
  const log = deps.log.child({ component: 'ghl-push' });
  // Pushes of one deal in this process take turns here, without asking the database.
  const turns = createKeyedMutex();

  async function upsertContact(credentials: GhlCredentials, deal: DealRecord): Promise<string | null> {
    const email = deal.contactEmail ?? undefined;
    const phone = deal.contactPhone ?? undefined;
    if (!email && !phone) return deal.ghlContactId ?? null;
    const [firstName, ...rest] = (deal.contactName ?? '').split(/\s+/).filter(Boolean);
    const { contact } = await deps.client.upsertContact(credentials.auth, {
      ...(firstName ? { firstName } : {}),
      ...(rest.length ? { lastName: rest.join(' ') } : {}),
      ...(deal.contactName ? { name: deal.contactName } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      source: 'Deal Portal',
    });
    return contact.id;
  }

  /**
   * The opportunity of `contactId` in the configured pipeline whose name carries `marker`, updated
   * with `input`; created in the pipeline's first stage when there is none.
   */
  async function ensureOpportunity(
    credentials: GhlCredentials,
    {
      contactId,
      marker,
      input,
      searchFirst = true,
      beforeCreate,
    }: {
      contactId: string;
      marker: string;
      input: GhlOpportunityInput;
      /** False when no create was ever attempted for this marker: there is nothing to find. */
      searchFirst?: boolean;
      /** Runs before the create is sent (recording that one was attempted). */
      beforeCreate?: () => Promise<void>;
    },
  ): Promise<{ opportunity: GhlRawOpportunity; created: boolean }> {
    const pipelineId = credentials.pipelineId;
    if (!pipelineId) throw new PushRefused('No GHL pipeline is configured');
    const find = async () =>
      (
        await deps.client.searchOpportunities(credentials.auth, { pipelineId, contactId, query: marker, maxPages: 3 })
      ).find((o) => (o.name ?? '').includes(marker));

    const existing = searchFirst ? await find() : undefined;
    if (existing) {
      const updated = await deps.client.updateOpportunity(credentials.auth, existing.id, input);
      return { opportunity: { ...existing, ...updated }, created: false };
    }
    const pipeline = (await deps.catalog.pipelines(credentials.auth)).find((p) => p.id === pipelineId);
    if (!pipeline) throw new PushRefused(`The configured GHL pipeline (${pipelineId}) does not exist`);
    const firstStage = pipeline.stages?.[0]?.id;
    await beforeCreate?.();
    try {
      const opportunity = await deps.client.createOpportunity(credentials.auth, {
        ...input,
        pipelineId,
        ...(firstStage ? { pipelineStageId: firstStage } : {}),
        status: 'open',
        contactId,
        ...(credentials.assignedUserId ? { assignedTo: credentials.assignedUserId } : {}),
        source: 'Deal Portal',
      });
      return { opportunity, created: true };
    } catch (error) {
      // A location that allows one opportunity per contact refuses a second one.
      if (error instanceof GhlError && error.kind === 'rejected' && /duplicate/i.test(error.message)) {
        const again = await find();
        if (again) return { opportunity: again, created: false };
        throw new PushRefused('GHL allows only one opportunity per contact in this pipeline');
      }
      throw error;
    }
  }

  /**
   * One push: contact, opportunity, link, then (new link or sync) GHL's stage and status back onto
   * the deal. An edit's or create's push of a deal that is not stored (its create failed or never
   * happened, or it was deleted since), or that has no pipeline to go to and no opportunity, ends
   * without calling GHL.
   */
  async function pushDeal(dealId: string, mode: 'push' | 'sync'): Promise<void> {
    let configured = await deps.settings.credentials();
    // Queued by an instance that has seen a save this one may not have yet: look again before
    // refusing or skipping.
    if (!configured.ok || !configured.value.pipelineId) configured = await deps.settings.credentials({ fresh: true });
    if (!configured.ok) throw new PushRefused(configured.error.message);
    const credentials = configured.value;
    const before = await deps.deals.findById(dealId);
    if (!before && mode === 'push') {
      log.info({ deal: dealId }, 'GHL push skipped: the deal is not stored (never created, or deleted)');
      return;
    }
    if (!before) throw new PushRefused(DEAL_NOT_FOUND);
    if (mode === 'sync' && !before.ghlOpportunityId) throw new PushRefused('Deal is not linked to a GHL opportunity');
    if (mode === 'push' && !credentials.pipelineId && !before.ghlOpportunityId) {
      log.info(
        { dealId: before.dealId },
        'GHL push skipped: no pipeline is configured and the deal has no opportunity',
      );
      return;
    }

    // Pushes of one deal take turns (an edit right after the create waits for the create's push):
    // in memory within this process, through a lease across processes.
    await turns.run(dealId, () => pushUnderLease(credentials, dealId, before, mode));
  }

  async function pushUnderLease(
    credentials: GhlCredentials,
    dealId: string,
    before: DealRecord,
    mode: 'push' | 'sync',
  ): Promise<void> {
    let release = await deps.leases.acquire(`ghl-push:${dealId}`, LEASE_MS);
    for (const waitUntil = Date.now() + LEASE_WAIT_MS; !release && Date.now() < waitUntil;) {
      await sleep(LEASE_RETRY_MS);
      release = await deps.leases.acquire(`ghl-push:${dealId}`, LEASE_MS);
    }
    if (!release) throw new Error('Another update of this deal is being sent to GHL; trying again shortly');
    try {
      const deal = (await deps.deals.findById(dealId)) ?? before;
      const definitions = await deps.catalog.opportunityFields(credentials.auth);
      const input: GhlOpportunityInput = {
        name: opportunityNameFor(deal),
        monetaryValue: deal.loanAmount ?? 0,
        customFields: customFieldsFor(deal, definitions),
      };
      // A burst of pushes of one deal: the first sends it, the rest find nothing new to send.
      const state = await deps.pushStates.get(dealId);
      const hash = pushHash(deal, input, credentials.pipelineId);
      if (mode === 'push' && deal.ghlOpportunityId && state?.pushedHash === hash) {
        log.debug({ dealId: deal.dealId }, 'GHL push skipped: GHL already has this version of the deal');
        return;
      }
      const contactId = await upsertContact(credentials, deal);

      const readAt = new Date();
      let opportunity = deal.ghlOpportunityId
        ? await deps.client.getOpportunity(credentials.auth, deal.ghlOpportunityId)
        : null;
      if (deal.ghlOpportunityId && !opportunity && mode === 'sync') {
        throw new PushRefused('The linked GHL opportunity no longer exists');
      }
      if (opportunity) {
        opportunity = {
          ...opportunity,
          ...(await deps.client.updateOpportunity(credentials.auth, opportunity.id, input)),
        };
      } else {
        if (!contactId) throw new PushRefused('The deal has no client e-mail or phone to make a GHL contact from');
        ({ opportunity } = await ensureOpportunity(credentials, {
          contactId,
          marker: deal.dealId,
          input,
          searchFirst: Boolean(state?.createAttemptedAt),
          beforeCreate: () => deps.pushStates.markCreateAttempted(deal._id, deps.clock.now()),
        }));
      }

      await deps.links.set(opportunity.id, deal._id, deps.clock.now());
      await deps.deals.setGhlLink(deal._id, {
        ghlOpportunityId: opportunity.id,
        ghlContactId: contactId ?? deal.ghlContactId ?? null,
        opportunityName: input.name ?? null,
      });
      await deps.pushStates.markPushed(
        deal._id,
        pushHash({ ...deal, ghlOpportunityId: opportunity.id }, input, credentials.pipelineId),
      );
      // A new link (or an admin's sync) takes GHL's stage and status; an edit's push leaves stage
      // changes to the webhook and reconciliation.
      if (opportunity.pipelineStageId && (!deal.ghlOpportunityId || mode === 'sync')) {
        await deps.stageSync.apply(credentials, deal._id, opportunity.pipelineStageId, 'sync', readAt);
      }
      log.info({ dealId: deal.dealId, opportunityId: opportunity.id, mode }, 'deal pushed to GHL');
    } finally {
      await release().catch((error: unknown) => log.warn({ err: error, dealId }, 'could not release the push lease'));
    }
  }

  /** The job: push one deal; a refusal is reported (no retry), GHL or database trouble is retried. */
  async function runPushJob({ dealId, runId }: PushJobData): Promise<void> {
    const report = async (state: 'succeeded' | 'failed' | 'retrying', error: string | null) => {
      if (runId) await deps.outcomes.report(runId, dealId, state, error, deps.clock.now());
    };
    try {
      // The timeline records the link (and an admin's sync) as GHL sync work.
      await actingAs({ user: undefined, source: 'sync', ghlSync: Boolean(runId) }, () =>
        pushDeal(dealId, runId ? 'sync' : 'push'),
      );
      await report('succeeded', null);
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof PushRefused || (error instanceof GhlError && !error.transient)) {
        log.warn({ dealId, runId, reason: message }, 'GHL push refused; not retrying');
        await report('failed', message);
        return;
      }
      await report('retrying', message).catch(() => undefined);
      throw error;
    }
  }

  deps.jobs.define<PushJobData>(GHL_PUSH_JOB, runPushJob, { concurrency: PUSH_CONCURRENCY });

  /**
   * The job after a linked deal was deleted: applies the policy to its opportunity and records the
   * outcome (`deleted:<deal id>` in the sync outcomes, and the log). Idempotent, so retries and a
   * second run are harmless: setting a status again changes nothing, and an opportunity GHL no
   * longer has counts as deleted. GHL trouble is retried with backoff; a refusal is recorded.
   */
  async function runDealDeletedJob({ dealId, dealNumber, opportunityId, policy }: DealDeletedJobData): Promise<void> {
    const record = (state: 'succeeded' | 'failed' | 'retrying', error: string | null, action: string | null) =>
      deps.outcomes.record(
        deletedOutcomeKey(dealId),
        DEAL_DELETED_RUN,
        dealId,
        state,
        error,
        action,
        deps.clock.now(),
        {
          dealNumber,
          opportunityId,
          policy,
        },
      );
    // Prepared before the deletion and run after the hold: a deal still stored was never deleted.
    if (await deps.deals.findById(dealId)) {
      log.info({ dealId: dealNumber, opportunityId }, 'GHL delete policy skipped: the deal was not deleted');
      return;
    }
    try {
      if (policy !== 'leave') {
        const configured = await deps.settings.credentials();
        if (!configured.ok) throw new PushRefused(configured.error.message);
        const { auth } = configured.value;
        if (policy === 'delete') {
          const existed = await deps.client.deleteOpportunity(auth, opportunityId);
          if (!existed) log.info({ dealId: dealNumber, opportunityId }, 'the opportunity was already gone from GHL');
        } else {
          await deps.client.updateOpportunityStatus(auth, opportunityId, policy === 'markLost' ? 'lost' : 'abandoned');
        }
      }
      await deps.links.remove(opportunityId);
      await deps.pushStates.remove(dealId);
      await record('succeeded', null, POLICY_ACTION[policy]);
      log.info({ dealId: dealNumber, opportunityId, policy }, `deleted deal: ${POLICY_ACTION[policy]}`);
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof PushRefused || (error instanceof GhlError && !error.transient)) {
        log.warn(
          { dealId: dealNumber, opportunityId, policy, reason: message },
          'deleted deal: GHL refused; not retrying',
        );
        await record('failed', message, null);
        return;
      }
      await record('retrying', message, null).catch(() => undefined);
      throw error;
    }
  }

  deps.jobs.define<DealDeletedJobData>(GHL_DEAL_DELETED_JOB, runDealDeletedJob);

  /** When a job prepared now is due on its own: after the hold (real time, as the job runner keeps it). */
  const holdUntil = () => new Date(Date.now() + deps.holdMs);

  /**
   * The handle of a prepared job. Release makes that same job due now (one job, so GHL hears of
   * the write once); only when it is no longer waiting (the write outlasted the hold, so it may
   * already have run and found nothing to do) is a new one queued, as the push and the policy are
   * idempotent. Drop removes it: the write did not happen.
   */
  function heldJob(
    name: string,
    id: string,
    queueAgain: () => Promise<void>,
    beforeRelease?: () => Promise<void>,
  ): HeldWork {
    return {
      async release() {
        await beforeRelease?.();
        if (!(await deps.jobs.runNow(name, id))) await queueAgain();
      },
      drop: () => deps.jobs.remove(id),
    };
  }

  return {
    ensureOpportunity,
    upsertContact,

    /**
     * Before a deal is created or edited: when GHL is configured (a pipeline to create in, or the
     * deal already linked), stores its push job due after GHL_PUSH_HOLD_MS. Released once the
     * write is done, the same job runs at once; should the writer die first, it runs after the
     * hold on any instance and pushes the deal as stored (or ends quietly when it never was).
     */
    async preparePush(dealId: string): Promise<HeldWork | undefined> {
      let configured = await deps.settings.credentials();
      // GHL configured a moment ago on another instance: a deal written now is pushed all the same.
      if (!configured.ok) configured = await deps.settings.credentials({ fresh: true });
      if (!configured.ok) return undefined;
      if (!configured.value.pipelineId && !(await deps.deals.findById(dealId))?.ghlOpportunityId) return undefined;
      const data: PushJobData = { dealId };
      const id = await deps.jobs.schedule(GHL_PUSH_JOB, data, holdUntil());
      return heldJob(GHL_PUSH_JOB, id, () => deps.jobs.enqueue(GHL_PUSH_JOB, data));
    },

    /**
     * Before a linked deal is deleted: stores the job that applies the admin's delete policy (read
     * now, with the opportunity id) due after the hold. Released once the deal is deleted (the
     * admins' list then shows it queued); run after the hold without a release, it does nothing
     * while the deal still exists. A deletion run again (one cut short, finished by the orphan sweep
     * or the member) first removes the job its first attempt left waiting, so the policy runs once.
     */
    async prepareDealDeleted(deal: DealRecord): Promise<HeldWork | undefined> {
      if (!deal.ghlOpportunityId) return undefined;
      if (deal.deletingSince) await deps.jobs.removeWaiting(GHL_DEAL_DELETED_JOB, { dealId: deal._id });
      const configured = await deps.settings.credentials();
      const policy = configured.ok ? configured.value.onDealDeleted : 'leave';
      const data: DealDeletedJobData = {
        dealId: deal._id,
        dealNumber: deal.dealId,
        opportunityId: deal.ghlOpportunityId,
        policy,
      };
      const id = await deps.jobs.schedule(GHL_DEAL_DELETED_JOB, data, holdUntil());
      return heldJob(
        GHL_DEAL_DELETED_JOB,
        id,
        () => deps.jobs.enqueue(GHL_DEAL_DELETED_JOB, data),
        async () => {
          // Admins see the deletion at once (GHL settings → delete outcomes); the job records the rest.
          await deps.outcomes.record(
            deletedOutcomeKey(deal._id),
            DEAL_DELETED_RUN,
            deal._id,
            'queued',
            null,
            null,
            deps.clock.now(),
            { dealNumber: deal.dealId, opportunityId: data.opportunityId, policy },
          );
        },
      );
    },

    runDealDeletedJob,

    /**
     * Pushes our values of the given deals to their linked opportunities, one job per deal, and
     * answers once all have finished or GHL_SYNC_WAIT_MS has passed (jobs still running are reported
     * as such and carry on in the background).
     */
    async sync(
      dealIds: string[] | undefined,
    ): Promise<Result<SyncResult, DomainError<'validation'> | DomainError<'conflict'>>> {
      const unique = [...new Set((dealIds ?? []).map((id) => id.trim()).filter(Boolean))];
      if (unique.length === 0) {
        return fail('validation', SELECT_DEALS, [{ field: 'body.dealIds', message: SELECT_DEALS }]);
      }
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;

      const runId = randomUUID();
      await deps.outcomes.start(runId, unique, deps.clock.now());
      for (const dealId of unique) await deps.jobs.enqueue<PushJobData>(GHL_PUSH_JOB, { dealId, runId });

      const deadline = Date.now() + deps.syncWaitMs;
      let outcomes = await deps.outcomes.list(runId, unique);
      while (outcomes.some((o) => o.state === 'queued' || o.state === 'retrying') && Date.now() < deadline) {
        await sleep(SYNC_POLL_MS);
        outcomes = await deps.outcomes.list(runId, unique);
      }
      await deps.outcomes.clear(runId, unique);

      const byDeal = new Map(outcomes.map((o) => [o.dealId, o]));
      const results: SyncDealResult[] = unique.map((dealId) => {
        const outcome = byDeal.get(dealId);
        if (outcome?.state === 'succeeded') return { dealId, success: true };
        if (outcome?.state === 'failed') return { dealId, success: false, error: outcome.error ?? 'Sync failed' };
        const last = outcome?.error ? ` (last attempt: ${outcome.error})` : '';
        return { dealId, success: false, error: `Still syncing in the background${last}` };
      });
      const successful = results.filter((r) => r.success).length;
      return ok({ totalRequested: unique.length, successful, failed: unique.length - successful, results });
    },
  };
}

export type GhlPush = ReturnType<typeof createGhlPush>;
