import {
  PACT_ADMIN_USERNAME,
  PACT_FIGURES_LENDER_NAME,
  PACT_MEMBER_USERNAME,
  PlacementFiguresPactStates,
} from '../../../../mfe-admin/src/test/pactStates';
import { seedDeal } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';

const HOUR_MS = 3_600_000;
/** What the states seed, and remove afterwards. */
const SEEDED = [
  'lenders',
  'lenderprograms',
  'lendercontacts',
  'lendersubmissions',
  'quotes',
  'activities',
  'deals',
  'documents',
  'rollups',
  'rollupdeltas',
] as const;

/**
 * Provider states of mfe-admin's placement-figures pacts. The lender is made through the real
 * lender service; the submissions, their timeline entries and the quote are stored as the
 * submissions feature stores them (a send and a room answer need the e-mailed link, which a
 * provider state cannot read), with times set so the figures are known: sent 10 hours ago, the
 * quote 4 hours later, selected by an admin.
 */
export function mfeAdminPlacementFiguresStates({ t, setToken }: StateContext): StateHandlers {
  const container = () => t.gateway.container;
  const collection = (name: string) => t.gateway.db.collection(name);

  async function userId(username: string): Promise<string> {
    const existing = await container().repositories.users.findByUsername(username);
    return existing?._id ?? (await t.signIn(username)).user.id;
  }

  async function signInAdmin(): Promise<string> {
    const id = await userId(PACT_ADMIN_USERNAME);
    await container().repositories.users.setFlags(id, { isAdmin: true, isWhitelisted: true });
    setToken((await container().services.auth.openSession(id))!.grant.token);
    return id;
  }

  async function clear(): Promise<void> {
    for (const name of SEEDED) await collection(name).deleteMany({});
    await container().services.programsVersion.changed();
    await container().services.rollupRepair.runOnce({ force: true });
    // The Overview's figures are kept per instance: the next read computes them from what is seeded.
    container().services.placementFigures.forget();
  }

  async function lender(): Promise<string> {
    const created = await container().services.lenders.createLender({
      name: PACT_FIGURES_LENDER_NAME,
      type: 'bank',
      website: null,
      notes: null,
    });
    if (!created.ok) throw new Error(`state setup: ${created.error.message}`);
    return created.value.id;
  }

  async function nothingSent(): Promise<Record<string, string>> {
    await clear();
    const lenderId = await lender();
    await signInAdmin();
    return { lenderId };
  }

  async function lenderAnswered(): Promise<Record<string, string>> {
    await clear();
    const lenderId = await lender();
    const adminId = await signInAdmin();
    const ownerId = await userId(PACT_MEMBER_USERNAME);
    const deal = await seedDeal(container(), { _id: ownerId, username: PACT_MEMBER_USERNAME }, { propertyState: 'TX' });
    const now = Date.now();
    const sentAt = new Date(now - 10 * HOUR_MS);
    const quotedAt = new Date(now - 6 * HOUR_MS);
    const terms = {
      amount: 5_000_000,
      rateType: 'fixed',
      ratePercent: 6.25,
      index: null,
      spreadBps: null,
      termMonths: 120,
      amortisationMonths: 360,
      interestOnlyMonths: null,
      maxLtvPercent: null,
      maxLtcPercent: null,
      originationFeePercent: null,
      exitFeePercent: null,
      recourse: 'non-recourse',
      prepayment: null,
      closingDays: null,
      conditions: null,
      expiresOn: null,
    };
    const submission = (n: number) => ({
      _id: `sub_pact_figures_${n}`,
      dealId: deal._id,
      tokenHash: `pact-figures-token-hash-${n}`,
      lenderId,
      lenderName: PACT_FIGURES_LENDER_NAME,
      contactId: `pact-figures-contact-${n}`,
      contactName: `Contact ${n}`,
      contactEmail: `contact${n}@firstcapital.example`,
      documentIds: [],
      message: '',
      sentBy: adminId,
      createdAt: sentAt,
      expiresAt: new Date(sentAt.getTime() + 30 * 24 * HOUR_MS),
      revokedAt: null,
      answer:
        n === 1 ? { answer: 'quote', passReason: null, passText: null, quote: terms, answeredAt: quotedAt } : null,
    });
    await collection('lendersubmissions').insertMany([submission(1), submission(2)] as never[]);
    const entry = (id: string, kind: string, createdAt: Date, lender: Record<string, unknown>) => ({
      _id: id,
      dealId: deal._id,
      kind,
      actor: { id: null, name: PACT_FIGURES_LENDER_NAME, role: 'system' },
      source: 'system',
      changes: [],
      document: null,
      commentId: null,
      lender: { lenderName: PACT_FIGURES_LENDER_NAME, ...lender },
      createdAt,
    });
    await collection('activities').insertMany([
      entry('sub_pact_figures_1:sent', 'lenderSubmissionSent', sentAt, { submissionId: 'sub_pact_figures_1' }),
      entry('sub_pact_figures_2:sent', 'lenderSubmissionSent', sentAt, { submissionId: 'sub_pact_figures_2' }),
      entry('pact-figures-answer-1', 'lenderAnswered', quotedAt, {
        submissionId: 'sub_pact_figures_1',
        answer: 'quoted',
        detail: '$5,000,000 at 6.25% fixed, 120 months',
      }),
    ] as never[]);
    await collection('quotes').insertOne({
      _id: 'pact-figures-quote-1',
      dealId: deal._id,
      submissionId: 'sub_pact_figures_1',
      source: 'room',
      lenderId,
      lenderName: PACT_FIGURES_LENDER_NAME,
      contactName: 'Contact 1',
      terms,
      createdAt: quotedAt,
      selectedAt: new Date(now - HOUR_MS),
    } as never);
    return { lenderId };
  }

  /** A state that seeds (answering the seed's ids) and afterwards tidies up. */
  const state = (seed: () => Promise<Record<string, string>>) => Object.assign(seed, { setup: seed, teardown: clear });

  return {
    [PlacementFiguresPactStates.lenderAnsweredWithSelectedQuote]: state(lenderAnswered),
    [PlacementFiguresPactStates.nothingSent]: state(nothingSent),
  };
}
