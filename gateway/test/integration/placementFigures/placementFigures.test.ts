import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { json, lenderWithContacts, tokenIn, type Submission } from '../submissions/support';

type LenderFigures = {
  lenderId: string;
  lenderName: string;
  submissions: number;
  responses: number;
  responseRatePercent: number | null;
  medianHoursToFirstAnswer: number | null;
  quotes: number;
  selected: number;
  lastSentAt: string | null;
};
type Figures = { lenders: LenderFigures[]; totals: Record<string, number | null> };

const HOUR_MS = 3_600_000;
/** A lender name a spreadsheet would run as a formula (CSV injection). */
const FORMULA_NAME = "=cmd|' /C calc'!A0";

const quote = {
  amount: 5_000_000,
  rateType: 'fixed',
  ratePercent: 6.25,
  termMonths: 120,
  amortisationMonths: 360,
  recourse: 'non-recourse',
};

describe('placement figures per lender (GET /admin/placement/figures, GET /admin/placement/export)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let sent: Submission[];
  const tokens = new Map<string, string>();
  let firstCapitalId: string;
  let formulaLenderId: string;

  const answer = (email: string, body: Record<string, unknown>) =>
    t.request(`/rooms/${tokens.get(email)!}/answer`, { method: 'POST', json: body });
  const figures = async (query = '') =>
    json<Figures>(await t.request(`/admin/placement/figures${query}`, { token: admin.token }));

  beforeAll(async () => {
    t = await startTestGateway(
      { ROOM_RATE_LIMIT_PER_MINUTE_PER_LINK: '100000', ROOM_RATE_LIMIT_PER_MINUTE_PER_ADDRESS: '100000' },
      { smtp: true },
    );
    admin = await t.signInAs('figures-admin', { isAdmin: true });
    member = await t.signInAs('figures-member');
    await t.configureEmail(admin.token, ['ops@portal.example']);
    const firstCapital = await lenderWithContacts(t, admin, 'First Capital', [
      'a1@firstcapital.example',
      'a2@firstcapital.example',
      'a3@firstcapital.example',
    ]);
    const formula = await lenderWithContacts(t, admin, FORMULA_NAME, ['b1@formula.example']);
    const quiet = await lenderWithContacts(t, admin, 'Quiet Bank', ['c1@quiet.example']);
    const deal = await seedDeal(t.gateway.container, { _id: admin.user.id, username: 'figures-admin' });
    sent = (
      await json<{ items: Submission[] }>(
        await t.request(`/admin/deals/${deal._id}/submissions`, {
          method: 'POST',
          token: admin.token,
          json: {
            sendKey: randomUUID(),
            contactIds: [...firstCapital, ...formula, ...quiet],
            documentIds: [],
            message: '',
          },
        }),
      )
    ).items;
    await t.waitFor(() => t.smtp!.messages().length >= 5, 30_000);
    for (const message of t.smtp!.messages()) tokens.set(message.to[0]!, tokenIn(message.text));
    const lenderOf = (email: string) =>
      (sent.find((row) => row.contactEmail === email) as Submission & { lenderId: string }).lenderId;
    firstCapitalId = lenderOf('a1@firstcapital.example');
    formulaLenderId = lenderOf('b1@formula.example');

    // Sent at T0. First Capital: interested after 2 h (then a quote at 12 h), a pass after 4 h,
    // a quote after 10 h; the formula lender quotes after 20 h; Quiet Bank never answers.
    t.clock.advance(2 * HOUR_MS);
    expect((await t.request(`/rooms/${tokens.get('a1@firstcapital.example')!}`)).status).toBe(200);
    await json(await answer('a1@firstcapital.example', { answer: 'interested' }));
    t.clock.advance(2 * HOUR_MS);
    await json(await answer('a2@firstcapital.example', { answer: 'pass', passReason: 'pricing' }));
    t.clock.advance(6 * HOUR_MS);
    await json(await answer('a3@firstcapital.example', { answer: 'quote', quote }));
    t.clock.advance(2 * HOUR_MS);
    await json(await answer('a1@firstcapital.example', { answer: 'quote', quote: { ...quote, ratePercent: 6.1 } }));
    t.clock.advance(8 * HOUR_MS);
    await json(await answer('b1@formula.example', { answer: 'quote', quote }));

    // The admin selects First Capital's first quote (the select operation sets selectedAt).
    const a3 = sent.find((row) => row.contactEmail === 'a3@firstcapital.example')!;
    await t.gateway.db.collection('quotes').updateOne({ submissionId: a3.id }, { $set: { selectedAt: new Date() } });
    // Sessions end while the clock moves by hours: sign in again for the reads.
    admin = await t.signInAs('figures-admin', { isAdmin: true });
    member = await t.signInAs('figures-member');
  }, 120_000);
  afterAll(() => t.close());

  it('counts submissions, responses, the median hours to the first answer, quotes and the selected one per lender', async () => {
    const body = await figures();
    expect(body.lenders).toEqual([
      {
        lenderId: firstCapitalId,
        lenderName: 'First Capital',
        submissions: 3,
        responses: 3,
        responseRatePercent: 100,
        // First answers after 2, 4 and 10 hours (a1's later quote does not move its first answer).
        medianHoursToFirstAnswer: 4,
        quotes: 2,
        selected: 1,
        lastSentAt: expect.any(String),
      },
      expect.objectContaining({
        lenderId: formulaLenderId,
        lenderName: FORMULA_NAME,
        submissions: 1,
        responses: 1,
        responseRatePercent: 100,
        medianHoursToFirstAnswer: 20,
        quotes: 1,
        selected: 0,
      }),
      expect.objectContaining({
        lenderName: 'Quiet Bank',
        submissions: 1,
        responses: 0,
        responseRatePercent: 0,
        medianHoursToFirstAnswer: null,
        quotes: 0,
        selected: 0,
      }),
    ]);
    // The totals' median is over every answered submission: 2, 4, 10 and 20 hours.
    expect(body.totals).toEqual({
      lenders: 3,
      submissions: 5,
      responses: 4,
      responseRatePercent: 80,
      medianHoursToFirstAnswer: 7,
      quotes: 3,
      selected: 1,
    });
  });

  it('keeps one lender with lenderId (its page); an unknown lender answers 404', async () => {
    const body = await figures(`?lenderId=${encodeURIComponent(firstCapitalId)}`);
    expect(body.lenders.map((row) => row.lenderName)).toEqual(['First Capital']);
    expect(body.totals).toMatchObject({ lenders: 1, submissions: 3, responses: 3, quotes: 2, selected: 1 });
    const unknown = await t.request('/admin/placement/figures?lenderId=no-such-lender', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Lender not found' });
  });

  it('a lender sent nothing yet has empty figures', async () => {
    const [contact] = await lenderWithContacts(t, admin, 'New Lender', ['n1@new.example']);
    const lender = await json<{ items: { id: string; name: string }[] }>(
      await t.request('/admin/lenders?q=New%20Lender', { token: admin.token }),
    );
    expect(contact).toBeTruthy();
    const body = await figures(`?lenderId=${lender.items.find((row) => row.name === 'New Lender')!.id}`);
    expect(body).toEqual({
      asOf: expect.any(String),
      lenders: [],
      totals: {
        lenders: 0,
        submissions: 0,
        responses: 0,
        responseRatePercent: null,
        medianHoursToFirstAnswer: null,
        quotes: 0,
        selected: 0,
      },
    });
  });

  it('exports one CSV row per lender, the formula-like name neutralised', async () => {
    const response = await t.request('/admin/placement/export', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="placement-figures-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"lender_id","lender_name","submissions","responses","response_rate_percent","median_hours_to_first_answer","quotes","selected","last_sent_at"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^"${firstCapitalId}","First Capital","3","3","100","4","2","1","\\d{4}-`));
    expect(lines[2]).toContain(`"'=cmd|' /C calc'!A0","1","1","100","20","1","0",`);
    expect(lines[3]).toMatch(/"Quiet Bank","1","0","0",,"0","0","/);
  });

  it('is for admins only (403 for a member)', async () => {
    expect((await t.request('/admin/placement/figures', { token: member.token })).status).toBe(403);
    expect((await t.request('/admin/placement/export', { token: member.token })).status).toBe(403);
  });
});
