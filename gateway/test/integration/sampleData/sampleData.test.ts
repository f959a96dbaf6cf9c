import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZING_BY_PURPOSE,
  LENDER_TYPES,
  dealFactsFrom,
  loanPurposeOf,
  rankMatches,
  sizeLoan,
  sizingInputsFrom,
  type CreditBox,
  type Deal,
  type Lender,
  type LenderDetail,
  type LenderProgram,
  type LenderSubmission,
  type PlacementFigures,
} from '@portal/contracts';
import { sandboxDiscordId } from '../../../sandbox/discord';
import {
  ALREADY_LOADED,
  DEALS_EXIST,
  NOT_LOADED,
  NOT_SANDBOXED,
  NOT_YOURS,
} from '../../../src/features/sampleData/service';
import { DEMO_MEMBER, SAMPLE_DEAL_COUNT, SAMPLE_STAGES } from '../../../src/features/sampleData/book';
import { SAMPLE_QUOTED_DEALS } from '../../../src/features/sampleData/quoteBook';
import { SAMPLE_SUBMITTED_DEALS } from '../../../src/features/sampleData/submissionBook';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Status = {
  offered: boolean;
  loading: boolean;
  loaded: boolean;
  canRemove: boolean;
  loadedAt: string | null;
  dealCount: number;
};
type Page = { items: Deal[]; total: number };
type LenderPage = { items: Lender[]; total: number };

/** A program as matching judges it (the domain's credit box). */
const creditBox = (program: LenderProgram): CreditBox => ({
  id: program.id,
  name: program.name,
  loanPurposes: program.loanPurposes,
  propertyTypes: program.propertyTypes,
  minLoan: program.minLoan,
  maxLoan: program.maxLoan,
  maxLtvPercent: program.maxLtv,
  maxLtcPercent: program.maxLtc,
  minDscr: program.minDscr,
  minDebtYieldPercent: program.minDebtYield,
  nationwide: program.nationwide,
  states: program.states,
  recourse: program.recourse,
  minTermMonths: program.termMinMonths,
  maxTermMonths: program.termMaxMonths,
  indicativeRatePercent: program.indicativeRate,
  active: program.active,
});

/** The admin's own lenders: one named as a sample lender is, one not. */
const OWN_LENDERS = [
  { name: 'Harborline Community Bank', type: 'bank' },
  { name: 'Our Own Credit Partners', type: 'debt-fund' },
];

const DEAL = {
  clientFirstName: 'Real',
  clientLastName: 'Client',
  clientPhone: '+1 555 0100',
  clientEmail: 'real.client@example.com',
  propertyAddress: '1 Real Street, Springfield',
  loanRequest: '$2M',
};

describe('the sample book', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true, smtp: true, ghl: { seed: false } });
    admin = await t.signInAs('sample-admin', { isAdmin: true });
    member = await t.signInAs('sample-plain-member');
    await t.configureGhl(admin.token);
    // As npm start admits the sandbox's demo member (scripts/stack/stack.ts); they have not signed in yet.
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: DEMO_MEMBER.username,
      discordId: sandboxDiscordId(DEMO_MEMBER.username),
      notes: 'Sandbox demo member',
      addedBy: null,
      addedByUsername: 'sandbox',
    });
    for (const lender of OWN_LENDERS) {
      const created = await t.request('/admin/lenders', { method: 'POST', token: admin.token, json: lender });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as Lender;
      const program = await t.request(`/admin/lenders/${id}/programs`, {
        method: 'POST',
        token: admin.token,
        json: { name: 'Own Program', loanPurposes: ['purchase'], propertyTypes: ['Office'], nationwide: true },
      });
      expect(program.status).toBe(201);
    }
  });
  afterAll(() => t?.close());

  const status = async (token: string) => (await (await t.request('/sample-data', { token })).json()) as Status;
  const load = (token: string) => t.request('/sample-data', { method: 'POST', token });
  const remove = (token: string) => t.request('/sample-data', { method: 'DELETE', token });
  const allLenders = async () =>
    (await (await t.request('/admin/lenders?limit=100', { token: admin.token })).json()) as LenderPage;
  const lenderDetail = async (id: string) =>
    (await (await t.request(`/admin/lenders/${id}`, { token: admin.token })).json()) as LenderDetail;
  const allDeals = async () =>
    (await (await t.request('/admin/deals?limit=200', { token: admin.token })).json()) as Page;
  const repairFindsNothing = async () =>
    expect((await t.gateway.container.services.rollupRepair.runOnce({ force: true }))?.repaired).toEqual([]);

  it('is offered on an empty portal on the sandbox services, to whitelisted users only', async () => {
    expect(await status(admin.token)).toEqual({
      offered: true,
      loading: false,
      loaded: false,
      canRemove: false,
      loadedAt: null,
      dealCount: 0,
    });
    expect((await status(member.token)).offered).toBe(true);
    const pending = await t.signInAs('sample-pending', { isWhitelisted: false });
    expect((await t.request('/sample-data', { token: pending.token })).status).toBe(403);
    expect((await load(pending.token)).status).toBe(403);
    expect((await t.request('/sample-data')).status).toBe(401);
    expect((await remove(member.token)).status).toBe(409);
    expect(await (await remove(member.token)).json()).toMatchObject({ error: NOT_LOADED });
  });

  it('is never offered nor loaded while a real provider is configured', async () => {
    // Discord only is the sandbox here: GHL, Microsoft and SMTP would be real.
    const real = await startTestGateway();
    try {
      const someone = await real.signInAs('real-admin', { isAdmin: true });
      expect(((await (await real.request('/sample-data', { token: someone.token })).json()) as Status).offered).toBe(
        false,
      );
      const refused = await real.request('/sample-data', { method: 'POST', token: someone.token });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: NOT_SANDBOXED });
    } finally {
      await real.close();
    }
  });

  let loaded: Page;

  it(
    'loads about 150 deals across every stage and status, with documents and GHL opportunities; the rollups are exact',
    { timeout: 300_000 },
    async () => {
      const response = await load(admin.token);
      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({ offered: false, loading: true, loaded: false, canRemove: false });
      // While it loads: a second load is refused, and so is removal.
      expect((await load(admin.token)).status).toBe(409);
      expect((await remove(admin.token)).status).toBe(409);
      await t.waitFor(async () => (await status(admin.token)).loaded, 240_000);
      expect(await status(admin.token)).toMatchObject({
        loading: false,
        loaded: true,
        canRemove: true,
        dealCount: 150,
      });

      loaded = await allDeals();
      expect(loaded.total).toBe(SAMPLE_DEAL_COUNT);
      const stages = new Set(loaded.items.map((deal) => deal.stage));
      for (const { stage } of SAMPLE_STAGES) expect(stages).toContain(stage);
      const statuses = new Set(loaded.items.map((deal) => deal.status));
      for (const s of ['Open', 'Under Review', 'In Underwriting', 'LOE Sent', 'No Show', 'Closed', 'Signed Proposal'])
        expect(statuses).toContain(s);
      // Dates spread over months.
      const months = new Set(loaded.items.map((deal) => deal.createdAt.slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(8);

      // The loader owns some deals; the rest belong to sample members.
      const own = (await (await t.request('/deals?limit=100', { token: admin.token })).json()) as Page;
      expect(own.total).toBeGreaterThan(20);
      expect(own.total).toBeLessThan(SAMPLE_DEAL_COUNT);
      const users = (await (await t.request('/admin/users?limit=100', { token: admin.token })).json()) as {
        items: { username: string }[];
      };
      expect(users.items.map((u) => u.username)).toEqual(expect.arrayContaining(['maya.chen.capital']));

      const documents = (await (await t.request('/admin/documents?limit=100', { token: admin.token })).json()) as Page;
      expect(documents.total).toBeGreaterThan(20);
      expect(documents.total).toBeLessThan(60);

      const linked = t.ghl!.opportunities();
      expect(linked.length).toBeGreaterThan(20);
      expect(linked.every((o) => o.name.startsWith('DL-'))).toBe(true);

      await repairFindsNothing();
      const analytics = await (await t.request('/admin/analytics', { token: admin.token })).json();
      expect(analytics).toMatchObject({ deals: { total: SAMPLE_DEAL_COUNT } });
    },
  );

  it('gives most deals underwriting figures, some deliberately missing, so sizing shows', () => {
    const items = loaded.items;
    const share = (test: (deal: Deal) => boolean) => items.filter(test).length / items.length;
    expect(share((deal) => deal.propertyState !== null)).toBe(1);
    expect(share((deal) => deal.loanPurpose !== null)).toBeGreaterThan(0.8);
    expect(share((deal) => deal.propertyValue !== null)).toBeGreaterThan(0.7);
    expect(share((deal) => deal.netOperatingIncome !== null)).toBeGreaterThan(0.5);
    // Some leave every figure out, others one of them.
    expect(share((deal) => deal.loanPurpose === null && deal.propertyValue === null)).toBeGreaterThan(0.05);
    expect(share((deal) => deal.propertyValue !== null && deal.netOperatingIncome === null)).toBeGreaterThan(0.05);
    const sized = items.map((deal) => {
      const purpose = loanPurposeOf(deal);
      return sizeLoan(sizingInputsFrom(deal), purpose ? DEFAULT_SIZING_BY_PURPOSE[purpose] : {});
    });
    const binding = new Set(sized.map((sizing) => sizing.bindingLimit).filter(Boolean));
    expect(sized.filter((sizing) => sizing.maxLoan !== null).length).toBeGreaterThan(items.length / 3);
    expect(binding.size).toBeGreaterThanOrEqual(2);
    for (const deal of items) {
      if (deal.termMonths !== null && deal.interestOnlyMonths !== null)
        expect(deal.interestOnlyMonths).toBeLessThanOrEqual(deal.termMonths);
    }
  });

  it("loads about 40 fictional lenders of every type beside the admin's own, named apart when a name is taken", async () => {
    const lenders = await allLenders();
    const own = OWN_LENDERS.map((lender) => lender.name);
    const sample = lenders.items.filter((lender) => !own.includes(lender.name));
    expect(lenders.total).toBe(OWN_LENDERS.length + sample.length);
    expect(sample.length).toBeGreaterThanOrEqual(35);
    expect(sample.length).toBeLessThanOrEqual(45);
    expect(new Set(sample.map((lender) => lender.type))).toEqual(new Set(LENDER_TYPES));
    // The admin's lender keeps its name; the sample one of the same name is told apart.
    expect(sample.map((lender) => lender.name)).toContain('Harborline Community Bank (sample)');
    expect(sample.every((lender) => lender.website?.endsWith('.example'))).toBe(true);
    const programs = sample.reduce((sum, lender) => sum + lender.programCount, 0);
    expect(programs).toBeGreaterThanOrEqual(80);
    expect(programs).toBeLessThanOrEqual(120);
    expect(sample.every((lender) => lender.contactCount >= 1 && lender.contactCount <= 2)).toBe(true);
    expect(sample.some((lender) => lender.nationwide)).toBe(true);
    expect(sample.some((lender) => !lender.nationwide && lender.states.length > 0)).toBe(true);
    const purposes = new Set(sample.flatMap((lender) => lender.loanPurposes));
    expect(purposes).toEqual(new Set(['purchase', 'refinance', 'cash-out-refinance', 'construction', 'bridge']));
    const detail = await lenderDetail(sample[0]!.id);
    expect(detail.contacts.every((contact) => contact.email?.endsWith('.example'))).toBe(true);
  });

  it('fits its lenders to its deals: a good share of the deals have Match and Near programs', async () => {
    const lenders = await allLenders();
    const own = OWN_LENDERS.map((lender) => lender.name);
    const details = await Promise.all(
      lenders.items.filter((lender) => !own.includes(lender.name)).map((lender) => lenderDetail(lender.id)),
    );
    const programs = details.flatMap((detail) => detail.programs).map(creditBox);
    const ranked = loaded.items.map((deal) => {
      const purpose = loanPurposeOf(deal);
      return rankMatches(dealFactsFrom(deal, purpose ? DEFAULT_SIZING_BY_PURPOSE[purpose] : null), programs).results;
    });
    const share = (test: (kinds: string[]) => boolean) =>
      ranked.filter((results) => test(results.map((r) => r.kind))).length / ranked.length;
    expect(share((kinds) => kinds.includes('match'))).toBeGreaterThan(0.5);
    expect(share((kinds) => kinds.includes('near'))).toBeGreaterThan(0.2);
    expect(share((kinds) => kinds.includes('match') && kinds.includes('near'))).toBeGreaterThan(0.15);
  });

  it('gives the demo member a share across stages, though they had not signed in when it loaded', async () => {
    const demo = await t.signInAs(DEMO_MEMBER.username);
    const theirs = (await (await t.request('/deals?limit=100', { token: demo.token })).json()) as Page;
    expect(theirs.total).toBe(20);
    expect(new Set(theirs.items.map((deal) => deal.stage)).size).toBeGreaterThanOrEqual(4);
    // One user: the sign-in found the one the load created.
    const named = (await t.gateway.container.repositories.users.list()).filter(
      (u) => u.username === DEMO_MEMBER.username,
    );
    expect(named).toHaveLength(1);
  });

  it('gives a handful of deals lenders have seen quotes: one selected and shared with its owner, one shared', async () => {
    const deals = (await allDeals()).items;
    const quoted: { deal: Deal; quotes: { selected: boolean; shared: boolean; figures: { dscr: number | null } }[] }[] =
      [];
    for (const deal of deals) {
      const response = await t.request(`/admin/deals/${deal.id}/quotes`, { token: admin.token });
      const { items } = (await response.json()) as { items: (typeof quoted)[number]['quotes'] };
      if (items.length > 0) quoted.push({ deal, quotes: items });
    }
    expect(quoted.length).toBe(SAMPLE_QUOTED_DEALS);
    const all = quoted.flatMap((entry) => entry.quotes);
    expect(all.filter((quote) => quote.selected)).toHaveLength(1);
    expect(all.filter((quote) => quote.shared)).toHaveLength(2);
    expect(all.every((quote) => quote.figures.dscr !== null)).toBe(true);
    const chosen = quoted.find((entry) => entry.quotes.some((quote) => quote.selected))!;
    expect(chosen.deal.selectedQuote).toMatchObject({ lenderName: expect.any(String) });
  });

  it('sends the deals lenders have seen to the sample lenders: the placement figures and the deals show it', async () => {
    const figures = (await (
      await t.request('/admin/placement/figures', { token: admin.token })
    ).json()) as PlacementFigures;
    const sent = figures.lenders.filter((lender) => lender.submissions > 0);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(sent.filter((lender) => lender.responses > 0).length).toBeGreaterThanOrEqual(3);
    expect(sent.some((lender) => lender.responses < lender.submissions)).toBe(true);
    expect(sent.some((lender) => lender.medianHoursToFirstAnswer !== null)).toBe(true);

    const seen = loaded.items.filter((deal) =>
      ['Lender Submission', 'Underwriting', 'Proposal', 'Signed Proposal'].includes(deal.stage ?? ''),
    );
    const sentDeals: { deal: Deal; submissions: LenderSubmission[] }[] = [];
    for (const deal of seen) {
      const response = await t.request(`/admin/deals/${deal.id}/submissions`, { token: admin.token });
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: LenderSubmission[] };
      if (items.length > 0) sentDeals.push({ deal, submissions: items });
    }
    expect(sentDeals).toHaveLength(SAMPLE_SUBMITTED_DEALS);
    const states = sentDeals.flatMap((entry) => entry.submissions.map((submission) => submission.state));
    expect(new Set(states)).toEqual(
      new Set(['sent', 'opened', 'viewedDocuments', 'interested', 'passed', 'quoted', 'expired', 'revoked']),
    );
    // One deal's "Sent to lenders" alone shows several states, each with its events.
    const varied = sentDeals.find((entry) => new Set(entry.submissions.map((s) => s.state)).size >= 3)!;
    expect(varied).toBeDefined();
    expect(varied.submissions.every((s) => s.events[0]?.kind === 'sent')).toBe(true);
    expect(new Set(varied.submissions.map((s) => s.lenderId)).size).toBeGreaterThanOrEqual(2);
  });

  it('is loaded once: a second load, by anyone, is refused', async () => {
    for (const token of [admin.token, member.token]) {
      const again = await load(token);
      expect(again.status).toBe(409);
      expect([DEALS_EXIST, ALREADY_LOADED]).toContain(((await again.json()) as { error: string }).error);
    }
    expect(await status(member.token)).toMatchObject({ offered: false, loaded: true, canRemove: false });
  });

  it(
    'only an admin or the member who loaded it removes it; removal takes exactly the sample records',
    { timeout: 300_000 },
    async () => {
      const refused = await remove(member.token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: NOT_YOURS });

      // Real work done since the load stays.
      const real = await t.request('/deals', { method: 'POST', token: member.token, json: DEAL });
      expect(real.status).toBe(201);
      const realDeal = (await real.json()) as { id: string; dealId: string };
      const realDoc = await t.upload(member.token, {
        dealId: realDeal.id,
        fileName: 'kept.pdf',
        content: Buffer.from('%PDF-1.4\n%kept\n'),
      });
      expect(realDoc.status).toBe(201);

      const sampleDocs = (await t.gateway.container.repositories.documents.listAll()).filter(
        (doc) => doc.dealId !== realDeal.id,
      );
      expect(sampleDocs.every((doc) => existsSync(join(t.storageDir, doc.storageKey)))).toBe(true);
      // The real deal's own push may have reached GHL too: its opportunity is not the book's.
      const sampleOpportunities = t.ghl!.opportunities().filter((o) => !o.name.startsWith(realDeal.dealId));

      const removed = await remove(admin.token);
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({
        message: 'Sample data removed',
        deals: SAMPLE_DEAL_COUNT,
        documents: sampleDocs.length,
        users: 5,
        ghlOpportunities: sampleOpportunities.length,
      });

      const left = await allDeals();
      expect(left.items.map((deal) => deal.id)).toEqual([realDeal.id]);
      const docsLeft = await t.gateway.container.repositories.documents.listAll();
      expect(docsLeft.map((doc) => doc.originalName)).toEqual(['kept.pdf']);
      expect(sampleDocs.some((doc) => existsSync(join(t.storageDir, doc.storageKey)))).toBe(false);
      expect(t.ghl!.opportunities().every((o) => o.name.startsWith(realDeal.dealId))).toBe(true);
      const users = (await t.gateway.container.repositories.users.list()).map((u) => u.username).sort();
      // The demo member stays, as if they had signed in; their sample deals went with the book.
      expect(users).toEqual([DEMO_MEMBER.username, 'sample-admin', 'sample-pending', 'sample-plain-member']);
      const demo = await t.signInAs(DEMO_MEMBER.username);
      expect(((await (await t.request('/deals', { token: demo.token })).json()) as Page).total).toBe(0);
      // Exactly the sample lenders went: the admin's own stay, with their programs.
      const lenders = await allLenders();
      expect(lenders.items.map((lender) => lender.name).sort()).toEqual(OWN_LENDERS.map((l) => l.name).sort());
      expect(lenders.items.every((lender) => lender.programCount === 1)).toBe(true);
      const programsLeft = await t.gateway.db.collection('lenderprograms').countDocuments({});
      expect(programsLeft).toBe(OWN_LENDERS.length);
      expect(await t.gateway.db.collection('lendercontacts').countDocuments({})).toBe(0);
      // The sample quotes, submissions and their timeline entries went with their deals.
      await t.waitFor(async () => (await t.gateway.db.collection('quotes').countDocuments({})) === 0);
      await t.waitFor(async () => (await t.gateway.db.collection('lendersubmissions').countDocuments({})) === 0);
      await t.waitFor(
        async () =>
          (await t.gateway.db.collection('activities').countDocuments({ 'lender.submissionId': { $exists: true } })) ===
          0,
      );
      await repairFindsNothing();
      const analytics = await (await t.request('/admin/analytics', { token: admin.token })).json();
      expect(analytics).toMatchObject({ deals: { total: 1 } });

      expect(await status(admin.token)).toMatchObject({ offered: false, loaded: false, canRemove: false });
      expect((await remove(admin.token)).status).toBe(409);
    },
  );
});
