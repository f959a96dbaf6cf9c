import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INDEX_RATES, DEFAULT_MATCH_TOLERANCES, DEFAULT_SIZING_BY_PURPOSE } from '@portal/contracts';
import { seedDeals } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type ErrorBody = { error: string; details?: { field: string; message: string }[] };
type Terms = Record<string, number | null>;
type Settings = {
  sizingDefaults: Record<string, Terms>;
  tolerances: Record<string, number>;
  indexRates: Record<string, number>;
  defaults: {
    sizingDefaults: Record<string, Terms>;
    tolerances: Record<string, number>;
    indexRates: Record<string, number>;
  };
};
type Sizing = {
  maxLoan: number | null;
  bindingLimit: string | null;
  maxLoanBy: Record<string, number | null>;
  missing: string[];
};
type Placement = {
  loanPurpose: string | null;
  terms: Terms | null;
  sizing: Sizing;
  matches: { match: number; near: number; missingFields: string[] };
};
type Criterion = { criterion: string; status: string; reason: string; withinTolerance: boolean };
type Matches = {
  dealId: string;
  judged: number;
  summary: { match: number; near: number; missingFields: string[] };
  sizing: Sizing;
  results: {
    kind: string;
    closeness: number;
    program: { id: string; name: string };
    lender: { id: string; name: string; type: string; website: string | null };
    contacts: { name: string; email: string | null }[];
    criteria: Criterion[];
  }[];
};
type ProgramDeals = {
  items: { deal: { id: string; dealId: string; loanAmount: number | null; createdBy: string | null }; kind: string }[];
  total: number;
  judged: number;
};

const form = {
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  clientPhone: '555-0142',
  clientEmail: 'ada@example.com',
  propertyAddress: '1200 Congress Avenue, Austin, TX 78701',
  propertyType: 'Multifamily',
  dealType: 'Acquisition',
};

/** What an edit (PUT /deals/{id}) must always send; the rest left out stays as it is. */
const required = {
  clientFirstName: form.clientFirstName,
  clientLastName: form.clientLastName,
  clientPhone: form.clientPhone,
  clientEmail: form.clientEmail,
  propertyAddress: form.propertyAddress,
};

/** The worked example of docs/lenders.md: value $10,440,000, NOI $522,000, a purchase over 360 months. */
const worked = {
  ...form,
  loanRequest: '$5.5M',
  propertyValue: 10_440_000,
  netOperatingIncome: 522_000,
  loanPurpose: 'purchase',
  amortisationMonths: 360,
  termMonths: 120,
};

/** The worked example's terms: 6.5 % over 360 months, 60 % LTV, 1.25x DSCR, 9 % debt yield. */
const workedTerms = {
  ratePercent: 6.5,
  amortisationMonths: 360,
  maxLtvPercent: 60,
  maxLtcPercent: null,
  minDscr: 1.25,
  minDebtYieldPercent: 9,
};

const program = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  loanPurposes: ['purchase'],
  propertyTypes: ['Multifamily'],
  states: ['TX'],
  ...extra,
});

describe('loan sizing settings, a deal placement and lender matching', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('placement-admin', { isAdmin: true });
    member = await t.signInAs('placement-member');
    other = await t.signInAs('placement-other');
  });
  afterAll(() => t.close());

  const call = (path: string, who: SignedIn, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { ...init, token: who.token });
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  };
  const settings = async () => json<Settings>(await call('/admin/settings/placement', admin));
  const save = (body: unknown) => call('/admin/settings/placement', admin, { method: 'PUT', json: body });
  const createDeal = async (body: Record<string, unknown>, who = member) =>
    json<{ id: string; dealId: string }>(await call('/deals', who, { method: 'POST', json: body }), 201);
  const placementOf = async (id: string, who = member) => json<Placement>(await call(`/deals/${id}/placement`, who));
  const matchesOf = async (id: string, query = '') =>
    json<Matches>(await call(`/admin/deals/${id}/matches${query}`, admin));
  const createLender = async (name: string) =>
    json<{ id: string }>(
      await call('/admin/lenders', admin, {
        method: 'POST',
        json: { name, type: 'bank', website: `${name.toLowerCase().replace(/\W/g, '')}.example` },
      }),
      201,
    );
  const createProgram = async (lenderId: string, body: Record<string, unknown>) =>
    json<{ id: string }>(await call(`/admin/lenders/${lenderId}/programs`, admin, { method: 'POST', json: body }), 201);
  const purchaseWith = (terms: Record<string, unknown>) => ({
    ...DEFAULT_SIZING_BY_PURPOSE,
    purchase: { ...DEFAULT_SIZING_BY_PURPOSE.purchase, ...terms },
  });

  it('settings: the shipped defaults until saved; a save holds, null puts the defaults back', async () => {
    const shipped = {
      sizingDefaults: DEFAULT_SIZING_BY_PURPOSE,
      tolerances: DEFAULT_MATCH_TOLERANCES,
      indexRates: DEFAULT_INDEX_RATES,
    };
    expect(await settings()).toEqual({ ...shipped, moveToLenderSubmissionOnSend: false, defaults: shipped });

    const tolerances = { ...DEFAULT_MATCH_TOLERANCES, ltvPoints: 3 };
    const saved = await json<Settings>(await save({ sizingDefaults: purchaseWith({ ratePercent: 7 }), tolerances }));
    expect(saved.sizingDefaults.purchase!.ratePercent).toBe(7);
    expect(saved.tolerances.ltvPoints).toBe(3);
    expect(saved.defaults).toEqual(shipped);
    expect(await settings()).toEqual(saved);

    // One part sent: the other keeps its value.
    const reset = await json<Settings>(await save({ sizingDefaults: null }));
    expect(reset.sizingDefaults).toEqual(DEFAULT_SIZING_BY_PURPOSE);
    expect(reset.tolerances.ltvPoints).toBe(3);
    expect(await json<Settings>(await save({ tolerances: null }))).toEqual({
      ...shipped,
      moveToLenderSubmissionOnSend: false,
      defaults: shipped,
    });

    // The switch of a send to lenders is saved on its own and keeps the rest.
    const switched = await json<Settings>(await save({ moveToLenderSubmissionOnSend: true }));
    expect(switched).toEqual({ ...shipped, moveToLenderSubmissionOnSend: true, defaults: shipped });
    expect(await json<Settings>(await save({ moveToLenderSubmissionOnSend: false }))).toEqual({
      ...shipped,
      moveToLenderSubmissionOnSend: false,
      defaults: shipped,
    });

    // The index rates floating quotes are compared at: saved on their own, null restores them.
    const rates = { ...DEFAULT_INDEX_RATES, SOFR: 5.1 };
    expect((await json<Settings>(await save({ indexRates: rates }))).indexRates).toEqual(rates);
    expect((await settings()).indexRates).toEqual(rates);
    const tooHigh = await json<ErrorBody>(await save({ indexRates: { ...rates, prime: 30 } }), 400);
    expect(JSON.stringify(tooHigh)).toContain('indexRates');
    expect((await settings()).indexRates).toEqual(rates);
    expect(await json<Settings>(await save({ indexRates: null }))).toEqual({
      ...shipped,
      moveToLenderSubmissionOnSend: false,
      defaults: shipped,
    });
  });

  it('settings: an out-of-range field answers 400 naming it, and nothing is saved', async () => {
    const before = await settings();
    const bad = await save({
      sizingDefaults: purchaseWith({ ratePercent: 8 }),
      tolerances: { ...DEFAULT_MATCH_TOLERANCES, dscr: 9 },
    });
    const body = await json<ErrorBody>(bad, 400);
    expect(body.details?.map((d) => d.field)).toContain('body.tolerances.dscr');
    expect(await settings()).toEqual(before);

    const badTerms = await save({ sizingDefaults: purchaseWith({ maxLtvPercent: 150 }) });
    const termsBody = await json<ErrorBody>(badTerms, 400);
    expect(termsBody.details?.map((d) => d.field)).toContain('body.sizingDefaults.purchase.maxLtvPercent');
    const missing = await save({ tolerances: { ltvPoints: 5 } });
    expect(missing.status).toBe(400);
    expect(await settings()).toEqual(before);

    // The contract lets a rate be null; sizing needs one. Refused by the sizing rules, naming the
    // field, and the valid tolerances sent beside it are not saved either.
    const noRate = await save({
      sizingDefaults: purchaseWith({ ratePercent: null }),
      tolerances: { ...DEFAULT_MATCH_TOLERANCES, ltvPoints: 2 },
    });
    const noRateBody = await json<ErrorBody>(noRate, 400);
    expect(noRateBody.error).toBe('Rate is required');
    expect(noRateBody.details).toEqual([
      { field: 'body.sizingDefaults.purchase.ratePercent', message: 'Rate is required' },
    ]);
    expect(await settings()).toEqual(before);
  });

  it('the worked example through the API: $5,505,737, DSCR-limited, on the purpose default terms', async () => {
    await json(await save({ sizingDefaults: purchaseWith(workedTerms) }));
    const deal = await createDeal(worked);
    const placement = await placementOf(deal.id);
    expect(placement.loanPurpose).toBe('purchase');
    expect(placement.terms).toEqual(workedTerms);
    expect(placement.sizing).toMatchObject({
      maxLoan: 5_505_737,
      bindingLimit: 'dscr',
      maxLoanBy: { ltv: 6_264_000, ltc: null, dscr: 5_505_737, debtYield: 5_800_000 },
    });
    // A saved change holds for the next request.
    await json(await save({ sizingDefaults: purchaseWith({ ...workedTerms, maxLtvPercent: 50 }) }));
    expect((await placementOf(deal.id)).sizing).toMatchObject({ maxLoan: 5_220_000, bindingLimit: 'ltv' });
    // An admin reads anyone's; another member gets the 404 of a deal that is not theirs.
    expect((await placementOf(deal.id, admin)).sizing.maxLoan).toBe(5_220_000);
    const foreign = await call(`/deals/${deal.id}/placement`, other);
    const foreignDeal = await call(`/deals/${deal.id}`, other);
    expect(foreign.status).toBe(404);
    expect(foreignDeal.status).toBe(404);
    const { error, message } = (await foreignDeal.json()) as ErrorBody & { message: string };
    expect(await foreign.json()).toMatchObject({ error, message });
    expect((await call('/deals/no-such-deal/placement', member)).status).toBe(404);
    await json(await save({ sizingDefaults: null }));
  });

  describe('matches of a deal, and the deals of a program', () => {
    let dealId: string;
    let lender: { id: string };
    let near: { id: string };
    let wide: { id: string };
    let inactive: { id: string };

    beforeAll(async () => {
      await json(await save({ sizingDefaults: null, tolerances: null }));
      lender = await createLender('Matching Harbor Bank');
      // $7,516,800 against $10,440,000 is 72 % LTV.
      const deal = await createDeal({ ...worked, loanRequest: '$7,516,800' });
      dealId = deal.id;
      near = await createProgram(lender.id, program('Close Seventy', { maxLtv: 70 }));
      wide = await createProgram(lender.id, program('Wide Seventy-Five', { maxLtv: 75 }));
      await createProgram(lender.id, program('Tight Sixty', { maxLtv: 60 }));
      await createProgram(lender.id, program('California Only', { states: ['CA'] }));
      inactive = await createProgram(lender.id, program('Resting', { maxLtv: 80, active: false }));
      await json(
        await call(`/admin/lenders/${lender.id}/contacts`, admin, {
          method: 'POST',
          json: { name: 'Morgan Lee', email: 'morgan@harbor.example' },
        }),
        201,
      );
    });

    it('an admin sees Match then Near with lender, contacts and reasons; the limit cuts the list only', async () => {
      const matches = await matchesOf(dealId);
      expect(matches.judged).toBe(4);
      expect(matches.summary).toEqual({ match: 1, near: 1, missingFields: [] });
      expect(matches.results.map((r) => [r.kind, r.program.name])).toEqual([
        ['match', 'Wide Seventy-Five'],
        ['near', 'Close Seventy'],
      ]);
      const [first, second] = matches.results;
      expect(first!.lender).toEqual({
        id: lender.id,
        name: 'Matching Harbor Bank',
        type: 'bank',
        website: 'https://matchingharborbank.example',
      });
      expect(first!.contacts).toEqual([
        expect.objectContaining({ name: 'Morgan Lee', email: 'morgan@harbor.example' }),
      ]);
      expect(second!.closeness).toBeCloseTo(2 / 70, 6);
      expect(second!.criteria).toContainEqual(
        expect.objectContaining({
          criterion: 'maxLtv',
          status: 'missed',
          reason: 'LTV 72 % > max 70 %',
          withinTolerance: true,
        }),
      );
      expect(first!.criteria).toContainEqual(
        expect.objectContaining({ criterion: 'maxLtv', status: 'met', reason: 'LTV 72 % ≤ max 75 %' }),
      );
      expect(matches.sizing.maxLoan).toBe(5_505_737);

      const one = await matchesOf(dealId, '?limit=1');
      expect(one.results.map((r) => r.program.name)).toEqual(['Wide Seventy-Five']);
      expect(one.summary).toMatchObject({ match: 1, near: 1 });
      expect((await call('/admin/deals/no-such-deal/matches', admin)).status).toBe(404);
    });

    it('a tighter tolerance turns the Near program out (settings read per request)', async () => {
      await json(await save({ tolerances: { ...DEFAULT_MATCH_TOLERANCES, ltvPoints: 1 } }));
      expect((await matchesOf(dealId)).summary).toMatchObject({ match: 1, near: 0 });
      await json(await save({ tolerances: null }));
      expect((await matchesOf(dealId)).summary).toMatchObject({ match: 1, near: 1 });
    });

    it('a member sees the counts on their deal, never a lender or program, and is refused the admin views', async () => {
      const response = await call(`/deals/${dealId}/placement`, member);
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(JSON.parse(text).matches).toEqual({ match: 1, near: 1, missingFields: [] });
      for (const name of ['Harbor', 'Seventy', 'Morgan', lender.id, wide.id]) expect(text).not.toContain(name);
      for (const path of [
        `/admin/deals/${dealId}/matches`,
        '/admin/settings/placement',
        `/admin/lenders/${lender.id}/programs/${near.id}/deals`,
      ]) {
        const refused = await call(path, member);
        expect(refused.status).toBe(403);
      }
      expect((await call(`/deals/${dealId}/placement`, other)).status).toBe(404);
    });

    it('a deal missing its value lists the value as the field that would sharpen the count', async () => {
      const deal = await createDeal({ ...worked, loanRequest: '$7,516,800', propertyValue: null });
      const placement = await placementOf(deal.id);
      expect(placement.matches).toEqual({ match: 0, near: 0, missingFields: ['propertyValue'] });
      expect(placement.sizing.maxLoan).toBeNull();
      expect(placement.sizing.missing).toContain('propertyValue');
    });

    it("editing the deal's value changes its matches", async () => {
      const edit = (propertyValue: number) =>
        call(`/deals/${dealId}`, member, { method: 'PUT', json: { ...required, propertyValue } });
      const edited = await edit(11_000_000);
      expect(edited.status).toBe(200);
      const matches = await matchesOf(dealId);
      expect(matches.results.map((r) => [r.kind, r.program.name])).toEqual([
        ['match', 'Close Seventy'],
        ['match', 'Wide Seventy-Five'],
      ]);
      expect((await placementOf(dealId)).matches).toMatchObject({ match: 2, near: 0 });
      expect((await edit(10_440_000)).status).toBe(200);
    });

    it("the reverse view: a program's open deals, Match first then nearest then newest; inactive programs too", async () => {
      // 60 % LTV (a match, older), 72 % (near) and 64 % (a match, newest); one without a value.
      // The clock moves between creates so "newest" is a fact, not an accident of ids.
      t.clock.advance(60_000);
      const older = await createDeal({ ...worked, loanRequest: '$6,264,000' }, other);
      t.clock.advance(60_000);
      const newest = await createDeal({ ...worked, loanRequest: '$6,681,600' });
      await createDeal({ ...worked, propertyValue: null });
      const rows = await json<ProgramDeals>(await call(`/admin/lenders/${lender.id}/programs/${near.id}/deals`, admin));
      const ids = rows.items.map((row) => row.deal.id);
      expect(ids.indexOf(newest.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(dealId));
      const row = rows.items.find((item) => item.deal.id === older.id)!;
      expect(row).toMatchObject({
        kind: 'match',
        deal: { dealId: older.dealId, loanAmount: 6_264_000, createdBy: 'placement-other' },
      });
      expect(rows.items.find((item) => item.deal.id === dealId)!.kind).toBe('near');
      const all = await json<{ total: number }>(await call('/admin/deals', admin));
      expect(rows.judged).toBe(all.total);
      expect(rows.total).toBe(rows.items.length);

      const limited = await json<ProgramDeals>(
        await call(`/admin/lenders/${lender.id}/programs/${near.id}/deals?limit=1`, admin),
      );
      expect(limited.items.map((item) => item.deal.id)).toEqual([newest.id]);
      expect(limited.total).toBe(rows.total);

      const resting = await json<ProgramDeals>(
        await call(`/admin/lenders/${lender.id}/programs/${inactive.id}/deals`, admin),
      );
      expect(resting.items.map((item) => item.deal.id)).toContain(dealId);
      expect((await call(`/admin/lenders/${lender.id}/programs/no-such/deals`, admin)).status).toBe(404);
      expect((await call(`/admin/lenders/no-such/programs/${near.id}/deals`, admin)).status).toBe(404);
    });

    it('the reverse view judges open deals only: a deal without a status is open, a closed one is not', async () => {
      const programDeals = async () =>
        json<ProgramDeals>(await call(`/admin/lenders/${lender.id}/programs/${near.id}/deals?limit=200`, admin));
      const before = await programDeals();
      // Each would be a Match at 60 % LTV; the deals written as they are stored, whatever their status.
      const fits = {
        propertyAddress: '1200 Congress Avenue, Austin, TX 78701',
        propertyType: 'Multifamily',
        loanPurpose: 'purchase' as const,
        propertyValue: 10_440_000,
        netOperatingIncome: 522_000,
        loanRequest: '$6,264,000',
      };
      const owner = { _id: member.user.id, username: 'placement-member' };
      const [closed, underReview, noStatus] = await seedDeals(t.gateway.container, [
        { owner, fields: { ...fits, status: 'Closed' } },
        { owner, fields: { ...fits, status: 'Under Review' } },
        { owner, fields: { ...fits, status: null as unknown as string } },
      ]);
      const after = await programDeals();
      const ids = after.items.map((row) => row.deal.id);
      expect(ids).toContain(noStatus!._id);
      expect(ids).not.toContain(closed!._id);
      expect(ids).not.toContain(underReview!._id);
      expect(after.judged).toBe(before.judged + 1);
      expect(after.total).toBe(before.total + 1);
    });
  });
});
