import type { SampleDataRemoved, SampleDataStatus } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import { actingAs } from '../../infra/actingContext';
import type { Clock } from '../../infra/clock';
import { forEachConcurrently } from '../../infra/concurrently';
import type { Logger } from '../../infra/logger';
import type { DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import { newDealRecord, type DealService } from '../deals/service';
import { validateCreate } from '../deals/validation';
import { normaliseStageName } from '@portal/contracts';
import type { DocumentService } from '../documents/service';
import type { GhlCatalog } from '../ghl/catalog';
import type { GhlClient } from '../ghl/client';
import { customFieldsFor, opportunityNameFor } from '../ghl/fields';
import type { GhlLinkRepository } from '../ghl/repository';
import type { GhlCredentials, GhlSettings } from '../ghl/settings';
import type { AutoAccessRepository } from '../autoAccess/repository';
import type { UserRecord } from '../users/model';
import type { UserRepository } from '../users/repository';
import { DEMO_MEMBER, SAMPLE_MEMBERS, sampleBook, type SampleDeal } from './book';
import { raiseSampleFlags, spellDuplicatePairs, type SampleDuplicates } from './duplicateBook';
import { loadSampleLenders, removeSampleLenders, type SampleLenderDeps } from './lenderBook';
import { samplePdf } from './pdf';
import { sampleFees } from './feeBook';
import { sampleQuotes } from './quoteBook';
import { sampleSubmissions } from './submissionBook';
import type { ActivityRepository } from '../activity/repository';
import type { SubmissionRepository } from '../submissions/repository';
import type { SampleBookRepository } from './repository';

export const NOT_SANDBOXED =
  'Sample data is only available while every external service is the sandbox: this portal has real providers configured';
export const DEALS_EXIST = 'Sample data can only be loaded into an empty portal: deals already exist';
export const ALREADY_LOADED = 'A sample book is already loaded';
export const NOT_LOADED = 'No sample book is loaded';
export const STILL_LOADING = 'The sample book is still loading; try again in a moment';
export const NOT_YOURS = 'Only an admin or the member who loaded the sample book can remove it';

/** Every external service must be the sandbox for the sample book to be offered. */
const SANDBOXED_SERVICES = ['discord', 'ghl', 'microsoft', 'smtp'];
const DAY_MS = 24 * 3600 * 1000;
/** Deals (and GHL opportunities) removed at once when the sample book goes. */
const REMOVAL_CONCURRENCY = 4;

export type SampleDataDeps = {
  book: SampleBookRepository;
  users: UserRepository;
  deals: DealRepository;
  /** The deal service on another clock and without the background hooks (e-mails, GHL push). */
  dealsAt: (clock: Clock) => DealService;
  documentsAt: (clock: Clock) => DocumentService;
  /** How many documents a deal has (the removal's count). */
  countDocuments: (dealId: string) => Promise<number>;
  /** Removes notifications about these deals or addressed to these users. */
  removeNotifications: (about: { dealIds: string[]; recipientIds: string[] }) => Promise<number>;
  ghl: { settings: GhlSettings; client: GhlClient; catalog: GhlCatalog; links: GhlLinkRepository };
  /** The lender directory the sample lenders go into. */
  lenders: SampleLenderDeps;
  /** Where the sample submissions and quotes go (removed with their deals, as every deal's are). */
  submissions: Pick<SubmissionRepository, 'insert' | 'insertQuote'>;
  /** Where the submissions' events go: the deals' timelines (removed with their deals). */
  activities: Pick<ActivityRepository, 'insert'>;
  /** A deal's documents (those a sample submission shares). */
  listDocuments: (dealId: string) => Promise<{ _id: string; originalName: string }[]>;
  /** Where the demo member's Discord id is found before they first sign in. */
  autoAccess: Pick<AutoAccessRepository, 'list'>;
  sandboxServices: readonly string[];
  /** Duplicate detection: the book's three duplicate pairs are flagged, and removal takes their keys and flags. */
  duplicates?: SampleDuplicates;
  clock: Clock;
  log: Logger;
};

const asAuthUser = (user: UserRecord): AuthUser => ({
  id: user._id,
  discordId: user.discordId,
  username: user.username,
  isAdmin: user.isAdmin,
  isWhitelisted: user.isWhitelisted,
});

/**
 * The sample book for a first look at an empty portal on the sandbox services
 * (docs/sample-data.md): loaded through the same services as real work, and recorded so that
 * removal takes away exactly what loading made.
 */
export function createSampleData(deps: SampleDataDeps) {
  const log = deps.log.child({ component: 'sample-data' });
  const sandboxed = SANDBOXED_SERVICES.every((service) => deps.sandboxServices.includes(service));

  /** Sample members, each under a username nobody has yet; Discord ids no Discord user can have. */
  async function createMembers(at: Date): Promise<UserRecord[]> {
    const members: UserRecord[] = [];
    for (const [i, member] of SAMPLE_MEMBERS.entries()) {
      let username = member.username;
      for (let n = 2; await deps.users.findByUsername(username); n++) username = `${member.username}${n}`;
      const user = await deps.users.create(
        {
          discordId: `sample-${i + 1}-${at.getTime()}`,
          username,
          name: member.name,
          email: member.email,
          avatar: null,
        },
        { isAdmin: false, isWhitelisted: true },
        at,
      );
      await deps.book.add({ userIds: [user._id] });
      members.push(user);
    }
    return members;
  }

  /**
   * The sandbox's demo member, who owns a share of the book (docs/sample-data.md), or null when
   * they loaded it themselves (they own the loader's share) or are not admitted. Before their
   * first sign-in they are created as sign-in creates them: by the Discord id the auto-access
   * list holds for them, whitelisted as that list admits them. Sign-in then finds them by that id.
   * They are no sample record: removal leaves the user, as if they had signed in.
   */
  async function demoMember(loader: AuthUser, at: Date): Promise<AuthUser | null> {
    const entry = (await deps.autoAccess.list()).find(
      (e) => e.discordUsernameLower === DEMO_MEMBER.username && e.discordId,
    );
    const existing =
      (entry?.discordId ? await deps.users.findByDiscordId(entry.discordId) : null) ??
      (await deps.users.findByUsername(DEMO_MEMBER.username));
    if (existing) return existing._id !== loader.id && existing.isWhitelisted ? asAuthUser(existing) : null;
    if (!entry?.discordId) return null;
    const profile = { discordId: entry.discordId, avatar: null, ...DEMO_MEMBER };
    return asAuthUser(await deps.users.create(profile, { isAdmin: false, isWhitelisted: true }, at));
  }

  /** The GHL credentials and the configured pipeline's stage ids by portal stage name, when GHL is configured. */
  async function ghlTarget(): Promise<{ credentials: GhlCredentials; stageIds: Map<string, string> } | null> {
    const credentials = await deps.ghl.settings.credentials();
    if (!credentials.ok || !credentials.value.pipelineId) return null;
    const pipelines = await deps.ghl.catalog.pipelines(credentials.value.auth);
    const pipeline = pipelines.find((p) => p.id === credentials.value.pipelineId);
    if (!pipeline) return null;
    const stageIds = new Map((pipeline.stages ?? []).map((s) => [normaliseStageName(s.name) ?? s.name, s.id]));
    return { credentials: credentials.value, stageIds };
  }

  /** A sandbox GHL contact and opportunity in the deal's stage, named as the push names them. */
  async function addToGhl(
    target: NonNullable<Awaited<ReturnType<typeof ghlTarget>>>,
    deal: DealRecord,
  ): Promise<Pick<DealRecord, 'ghlOpportunityId' | 'ghlContactId' | 'opportunityName'>> {
    const { auth, pipelineId } = target.credentials;
    const { contact } = await deps.ghl.client.upsertContact(auth, {
      firstName: deal.contactFirstName ?? undefined,
      lastName: deal.contactLastName ?? undefined,
      name: deal.contactName ?? undefined,
      email: deal.contactEmail ?? undefined,
      phone: deal.contactPhone ?? undefined,
      source: 'Deal Portal',
    });
    const definitions = await deps.ghl.catalog.opportunityFields(auth);
    const stageId = target.stageIds.get(deal.stage ?? '') ?? [...target.stageIds.values()][0];
    const name = opportunityNameFor(deal);
    const opportunity = await deps.ghl.client.createOpportunity(auth, {
      name,
      monetaryValue: deal.loanAmount ?? 0,
      customFields: customFieldsFor(deal, definitions),
      pipelineId: pipelineId!,
      ...(stageId ? { pipelineStageId: stageId } : {}),
      status: 'open',
      contactId: contact.id,
      source: 'Deal Portal',
    });
    await deps.book.add({ ghlOpportunityIds: [opportunity.id] });
    return { ghlOpportunityId: opportunity.id, ghlContactId: contact.id, opportunityName: name };
  }

  /**
   * One sample deal as the deal service creates it (newDealRecord, validated like the form), then
   * moved to its stage as a GHL sync moves it: the history entry, `stageLastUpdated` and the
   * mapped status.
   */
  function dealRecord(spec: SampleDeal, owner: AuthUser, now: Date): Omit<DealRecord, 'dealId'> {
    const ageMs = spec.createdDaysAgo * DAY_MS + (spec.createdDaysAgo % 9) * 3600_000;
    const createdAt = new Date(now.getTime() - ageMs);
    const validated = validateCreate(spec.request);
    if (!validated.ok) throw new Error(`sample deal refused: ${validated.details[0]!.message}`);
    const record = newDealRecord(owner, validated.changes, createdAt);
    if (!spec.step) return record;
    const movedAt = new Date(createdAt.getTime() + ageMs * (0.3 + (spec.createdDaysAgo % 5) / 10));
    return {
      ...record,
      stage: spec.step.stage,
      status: spec.step.status ?? record.status,
      stageLastUpdated: movedAt,
      stageHistory: [{ from: record.stage, to: spec.step.stage, at: movedAt, source: 'sync' }],
      updatedAt: movedAt,
    };
  }

  /** A few documents of a deal, uploaded by its owner a day and a half after it was created. */
  async function attachDocuments(spec: SampleDeal, deal: DealRecord, owner: AuthUser): Promise<void> {
    const documents = deps.documentsAt({ now: () => new Date(deal.createdAt.getTime() + 1.5 * DAY_MS) });
    for (const doc of spec.documents) {
      const content = samplePdf(doc.fileName.replace(/\.pdf$/, ''), [
        `Deal: ${deal.dealId}, ${deal.propertyAddress}`,
        `Client: ${deal.contactName}`,
        'Sample document for a first look at the portal.',
      ]);
      const attached = await actingAs({ user: owner }, () =>
        documents.attachFile(owner, deal._id, { fileName: doc.fileName, content, tags: doc.tags }),
      );
      if (!attached.ok) throw new Error(`sample document refused: ${attached.error.message}`);
    }
  }

  /**
   * A few quotes from the sample lenders on deals lenders have seen (one selected, one shared),
   * and the submissions of those deals to the sample lenders' contacts with their events; the
   * quotes answered through a room belong to its submission. No e-mail goes out.
   */
  async function addSubmissionsAndQuotes(
    deals: DealRecord[],
    lenderIds: string[],
    loader: AuthUser,
    now: Date,
  ): Promise<void> {
    const lenders = (await Promise.all(lenderIds.map((id) => deps.lenders.repository.findLender(id)))).filter(
      (lender) => lender !== null,
    );
    const sampled = sampleQuotes(deals, lenders, loader.id, now);
    const contacts = await deps.lenders.repository.contactsOfMany(lenders.map((lender) => lender._id));
    const documents = new Map<string, { id: string; fileName: string }[]>();
    for (const deal of deals) {
      const docs = await deps.listDocuments(deal._id);
      if (docs.length > 0)
        documents.set(
          deal._id,
          docs.map((doc) => ({ id: doc._id, fileName: doc.originalName })),
        );
    }
    const { submissions, activities, quotes } = sampleSubmissions({
      deals,
      lenders: lenders.map((lender) => ({
        _id: lender._id,
        name: lender.name,
        contacts: contacts.filter((contact) => contact.lenderId === lender._id),
      })),
      quotes: sampled.quotes,
      documents,
      loadedBy: loader,
      now,
    });
    for (const submission of submissions) await deps.submissions.insert(submission);
    await deps.activities.insert(activities);
    for (const quote of quotes) await deps.submissions.insertQuote(quote);
    for (const { dealId, selectedQuote } of sampled.selected) await deps.deals.update(dealId, { selectedQuote });
    for (const { dealId, fee } of sampleFees(deals, sampled.selected, now))
      await deps.deals.update(dealId, { fee, hasFee: true });
  }

  /** The load this instance is running, if any. */
  let running: Promise<void> | null = null;

  /**
   * Stores the book through the deal repository's bulk write (the one seeding and imports use):
   * the rollups take each owner's deals in one batch, and the timeline is written from each
   * deal's record when first read.
   */
  async function fill(user: AuthUser, now: Date): Promise<void> {
    const started = Date.now();
    const members = (await createMembers(now)).map(asAuthUser);
    const demo = await demoMember(user, now);
    const owners = [user, ...members, ...(demo ? [demo] : [])];
    const ghl = await ghlTarget();
    // Oldest first, so deal numbers rise with their dates.
    const book = sampleBook(members.length).sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
    const drafts = book
      .map((spec) => ({ spec, owner: demo && spec.demoShare ? demo : owners[spec.owner]! }))
      .map((entry) => ({
        ...entry,
        draft: dealRecord(entry.spec, entry.owner, now),
      }));
    const pairs = deps.duplicates ? spellDuplicatePairs(drafts) : [];
    const numbers = new Map<number, string[]>();
    const years = drafts.map(({ draft }) => draft.createdAt.getUTCFullYear());
    for (const year of new Set(years)) {
      numbers.set(year, await deps.deals.allocateDealIds(year, years.filter((y) => y === year).length));
    }
    const deals: { spec: SampleDeal; owner: AuthUser; deal: DealRecord }[] = [];
    for (const { spec, owner, draft } of drafts) {
      let deal: DealRecord = { ...draft, dealId: numbers.get(draft.createdAt.getUTCFullYear())!.shift()! };
      if (spec.inGhl && ghl) deal = { ...deal, ...(await addToGhl(ghl, deal)) };
      deals.push({ spec, owner, deal });
    }
    await deps.book.add({ dealIds: deals.map(({ deal }) => deal._id) });
    for (const owner of owners) {
      const own = deals.filter((entry) => entry.owner.id === owner.id).map((entry) => entry.deal);
      await actingAs({ user: owner }, () => deps.deals.insertMany(own));
    }
    for (const { deal } of deals) {
      if (deal.ghlOpportunityId) await deps.ghl.links.set(deal.ghlOpportunityId, deal._id, deps.clock.now());
    }
    if (deps.duplicates)
      await raiseSampleFlags(
        deps.duplicates,
        deals.map(({ deal }) => deal),
        pairs,
      );
    for (const { spec, owner, deal } of deals) {
      if (spec.documents.length > 0) await attachDocuments(spec, deal, owner);
    }
    const lenderIds: string[] = [];
    const lenders = await loadSampleLenders(deps.lenders, async (id) => {
      lenderIds.push(id);
      await deps.book.add({ lenderIds: [id] });
    });
    await addSubmissionsAndQuotes(
      deals.map(({ deal }) => deal),
      lenderIds,
      user,
      now,
    );
    log.info({ deals: deals.length, lenders, ms: Date.now() - started, loadedBy: user.id }, 'sample book loaded');
  }

  async function status(user: AuthUser): Promise<SampleDataStatus> {
    const book = await deps.book.get();
    const offered = sandboxed && !book && !(await deps.deals.hasAny());
    return {
      offered,
      loaded: book?.state === 'loaded',
      loading: book?.state === 'loading',
      canRemove: book?.state === 'loaded' && (user.isAdmin || user.id === book.loadedBy),
      loadedAt: book ? new Date(book.loadedAt).toISOString() : null,
      dealCount: book?.dealIds.length ?? 0,
    };
  }

  return {
    status,

    /**
     * Loads the book: the caller owns about a fifth of the deals, the demo member (unless the
     * caller) 20 more, sample members the rest; then the sample lenders. Only into an empty
     * portal whose external services are all the sandbox.
     */
    async load(user: AuthUser): Promise<Result<SampleDataStatus, DomainError<'forbidden' | 'conflict'>>> {
      if (!sandboxed) return fail('forbidden', NOT_SANDBOXED);
      if (await deps.deals.hasAny()) return fail('conflict', DEALS_EXIST);
      const now = deps.clock.now();
      if (!(await deps.book.claim(user.id, now))) return fail('conflict', ALREADY_LOADED);
      // A book takes a while on the embedded database: it loads in the background while the
      // page shows its progress (GET /sample-data).
      running = fill(user, now)
        .catch((error: unknown) =>
          log.error({ err: error }, 'the sample book stopped loading; what it made can be removed'),
        )
        .finally(async () => {
          // Even a load that failed half-way is marked loaded: what it made can then be removed exactly.
          await deps.book.markLoaded();
          running = null;
        });
      return ok(await status(user));
    },

    /** Resolves when a load started by this instance has finished (tests, shutdown). */
    async settled(): Promise<void> {
      await running;
    },

    /** Removes exactly what loading made (deals created since by anyone stay). */
    async remove(user: AuthUser): Promise<Result<SampleDataRemoved, DomainError<'forbidden' | 'conflict'>>> {
      const book = await deps.book.get();
      if (!book) return fail('conflict', NOT_LOADED);
      if (!user.isAdmin && user.id !== book.loadedBy) return fail('forbidden', NOT_YOURS);
      // A load left unfinished by a restart is removable; one still running is not.
      if (running) return fail('conflict', STILL_LOADING);
      const deals = deps.dealsAt(deps.clock);
      await deps.duplicates?.forget(book.dealIds);
      let dealCount = 0;
      let documentCount = 0;
      // Each deal goes the way DELETE /deals/{id} takes it; a few at once, or the removal waits
      // on every round trip of 150 deletions one after another.
      await forEachConcurrently(book.dealIds, REMOVAL_CONCURRENCY, async (id) => {
        const deal = await deps.deals.findById(id);
        if (!deal) return;
        // Read before adding: `count += await …` would add to a total read before the wait.
        const documents = await deps.countDocuments(id);
        documentCount += documents;
        const owner: AuthUser = { id: deal.userId, discordId: '', username: '', isAdmin: false, isWhitelisted: true };
        if ((await deals.delete(owner, id)).ok) dealCount++;
      });
      let ghlCount = 0;
      const credentials = await deps.ghl.settings.credentials();
      await forEachConcurrently(book.ghlOpportunityIds, REMOVAL_CONCURRENCY, async (opportunityId) => {
        // Only while GHL is still the sandbox: a real CRM never had these opportunities.
        if (
          credentials.ok &&
          sandboxed &&
          (await deps.ghl.client.deleteOpportunity(credentials.value.auth, opportunityId))
        )
          ghlCount++;
        await deps.ghl.links.remove(opportunityId);
      });
      await deps.removeNotifications({ dealIds: book.dealIds, recipientIds: book.userIds });
      const userCount = await deps.users.deleteMany(book.userIds);
      const lenderCount = await removeSampleLenders(deps.lenders, book.lenderIds ?? []);
      await deps.book.remove();
      log.info(
        { deals: dealCount, documents: documentCount, users: userCount, lenders: lenderCount, by: user.id },
        'sample book removed',
      );
      return ok({
        message: 'Sample data removed',
        deals: dealCount,
        documents: documentCount,
        users: userCount,
        ghlOpportunities: ghlCount,
      });
    },
  };
}

export type SampleData = ReturnType<typeof createSampleData>;
