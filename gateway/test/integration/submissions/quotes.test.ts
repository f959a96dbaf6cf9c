import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DealRecord } from '../../../src/features/deals/model';
import type { DocumentRecord } from '../../../src/features/documents/model';
import { pdfOfSize, png, smallPdf } from '../../support/files';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { json, lenderWithContacts, tokenIn, type Submission } from './support';

type Figures = { ratePercent: number; annualDebtService: number; dscr: number | null; expired: boolean };
type Quote = {
  id: string;
  dealId: string;
  submissionId: string | null;
  source: 'room' | 'admin';
  lenderId: string;
  lenderName: string;
  contactName: string | null;
  terms: Record<string, unknown> & { conditions?: string | null };
  termSheet: { documentId: string; fileName: string } | null;
  figures: Figures;
  shared: boolean;
  selected: boolean;
  createdAt: string;
};
type ErrorBody = { error: string; message: string; details?: { field: string; message: string }[]; requestId?: string };
type Activity = { kind: string; lender: { summary: string } | null };
type Notification = { kind: string; title: string; message: string };

const NOI = 522_000;
/** Text a lender typed that must stay text: markup, and a line that would pass for the e-mail's own. */
const ROOM_CONDITIONS = 'Appraisal at or above $8M <script>alert(1)</script>\nOpen the portal: http://evil.example';
const FORMULA = '=HYPERLINK("http://x")';

/** The published worked example: 6.5 % over 30 years on $5,505,737 is DSCR 1.25 on NOI $522,000. */
const roomQuote = {
  amount: 5_505_737,
  rateType: 'fixed',
  ratePercent: 6.5,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 24,
  recourse: 'non-recourse',
  prepayment: 'Step-down 3-2-1',
  conditions: ROOM_CONDITIONS,
  expiresOn: '2099-12-31',
};
const floatingTerms = {
  amount: 4_000_000,
  rateType: 'floating',
  index: 'SOFR',
  spreadBps: 250,
  termMonths: 60,
  amortisationMonths: 300,
  recourse: 'full',
  conditions: FORMULA,
  prepayment: '<script>alert("prepay")</script>',
};

/** Every text item of every page, whitespace collapsed. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join('\n').replace(/\s+/g, ' ');
}

/** Twelve fully amortising monthly payments. */
const annualService = (amount: number, ratePercent: number, months: number) => {
  const r = ratePercent / 100 / 12;
  return (12 * amount * r) / (1 - (1 + r) ** -months);
};

describe('quotes: record, compare, select, share, export', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;
  let pdfDoc: DocumentRecord;
  let pngDoc: DocumentRecord;
  let lenderId: string;
  let contactId: string;
  let token: string;
  let roomQuoteId: string;
  let recordedQuoteId: string;
  let termSheetId: string;
  let racedIds: string[] = [];

  const room = (path: string, init: RequestInit & { json?: unknown } = {}) => t.request(`/rooms/${token}${path}`, init);
  const uploadTermSheet = (link: string, content: Buffer, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([content]), fileName);
    return t.request(`/rooms/${link}/term-sheet`, { method: 'POST', body: form });
  };
  const list = async () =>
    (await json<{ items: Quote[] }>(await t.request(`/admin/deals/${deal._id}/quotes`, { token: admin.token }))).items;
  const timeline = async () =>
    (
      await json<{ items: Activity[] }>(
        await t.request(`/deals/${deal._id}/activities?limit=100`, { token: admin.token }),
      )
    ).items;
  const select = (quoteId: string) =>
    t.request(`/admin/deals/${deal._id}/quotes/${quoteId}/select`, { method: 'POST', token: admin.token });
  const share = (quoteId: string, shared: boolean) =>
    t.request(`/admin/deals/${deal._id}/quotes/${quoteId}/shared`, {
      method: 'PUT',
      token: admin.token,
      json: { shared },
    });
  // The test clock stands still: each quote a second after the last, so newest first is an order.
  const record = (body: Record<string, unknown>) => {
    t.clock.advance(1000);
    return t.request(`/admin/deals/${deal._id}/quotes`, { method: 'POST', token: admin.token, json: body });
  };

  async function send(): Promise<{ submission: Submission; token: string }> {
    const before = t.smtp!.messages().length;
    const sent = await json<{ items: Submission[] }>(
      await t.request(`/admin/deals/${deal._id}/submissions`, {
        method: 'POST',
        token: admin.token,
        json: { sendKey: randomUUID(), contactIds: [contactId], documentIds: [], message: '' },
      }),
    );
    const message = await t.waitFor(
      () =>
        t
          .smtp!.messages()
          .slice(before)
          .find((m) => m.to.includes('jane@quotes.example')),
      30_000,
    );
    return { submission: sent.items[0]!, token: tokenIn(message.text) };
  }

  beforeAll(async () => {
    t = await startTestGateway(
      { ROOM_RATE_LIMIT_PER_MINUTE_PER_LINK: '100000', ROOM_RATE_LIMIT_PER_MINUTE_PER_ADDRESS: '100000' },
      { smtp: true },
    );
    admin = await t.signInAs('quotes-admin', { isAdmin: true });
    member = await t.signInAs('quotes-member');
    other = await t.signInAs('quotes-other');
    await t.configureEmail(admin.token, ['ops@portal.example']);
    const preferences = await t.request('/notifications/preferences', {
      method: 'PUT',
      token: member.token,
      json: { channels: { quoteReceived: 'email', quoteSelected: 'email' } },
    });
    expect(preferences.status).toBe(200);
    contactId = (await lenderWithContacts(t, admin, 'First Capital', ['jane@quotes.example']))[0]!;
    const contact = await t.gateway.db.collection('lendercontacts').findOne({ _id: contactId as never });
    lenderId = String(contact!.lenderId);
    const c = t.gateway.container;
    deal = await seedDeal(c, { _id: member.user.id, username: 'quotes-member' }, { netOperatingIncome: NOI });
    pdfDoc = await seedDocument(c, deal, { fileName: 'Term sheet (e-mail).pdf', content: smallPdf() });
    pngDoc = await seedDocument(c, deal, { fileName: 'Photo.png', content: png(), mimeType: 'image/png' });
    ({ token } = await send());
  }, 120_000);
  afterAll(() => t?.close());

  it("a room's quote names the term sheet it uploaded, shows its figures, and its owner is e-mailed in plain text", async () => {
    const uploaded = await uploadTermSheet(token, smallPdf(), 'First Capital terms.pdf');
    const sheet = await json<{ id: string; fileName: string; mimeType: string; previewable: boolean }>(uploaded, 201);
    expect(sheet).toMatchObject({
      fileName: 'First Capital terms.pdf',
      mimeType: 'application/pdf',
      previewable: true,
    });
    termSheetId = sheet.id;
    // With the deal's documents for the admins; recorded under the room, never against the member.
    const docs = await json<{ id: string; userId: string }[]>(
      await t.request(`/deals/${deal._id}/documents`, { token: admin.token }),
    );
    expect(docs.find((doc) => doc.id === sheet.id)?.userId).not.toBe(member.user.id);

    await json(await room('/answer', { method: 'POST', json: { answer: 'quote', quote: roomQuote, termSheetId } }));
    const [quote] = await list();
    roomQuoteId = quote!.id;
    expect(quote).toMatchObject({
      source: 'room',
      lenderId,
      lenderName: 'First Capital',
      contactName: 'Contact 1 of First Capital',
      termSheet: { documentId: termSheetId, fileName: 'First Capital terms.pdf' },
      shared: false,
      selected: false,
    });
    expect(quote!.terms.conditions).toBe(ROOM_CONDITIONS);
    expect(quote!.figures).toEqual({
      ratePercent: 6.5,
      annualDebtService: expect.closeTo(annualService(5_505_737, 6.5, 360), 1),
      dscr: 1.25,
      expired: false,
    });

    const mail = await t.smtp!.waitFor((m) => m.subject === 'New quote from First Capital');
    expect(mail.to).toEqual(['quotes-member@sandbox.example']);
    expect(mail.html).toBeNull();
    // The lender's text is in it as typed, on one line: it cannot start a line of its own.
    expect(mail.text).toContain('<script>alert(1)</script> Open the portal: http://evil.example');
    expect(mail.text.split(/\r?\n/).some((line) => line.startsWith('Open the portal: http://evil'))).toBe(false);
    const notifications = await json<{ items: Notification[] }>(
      await t.request('/notifications', { token: member.token }),
    );
    const received = notifications.items.find((n) => n.kind === 'quoteReceived')!;
    expect(received.message).toContain('First Capital quoted $5,505,737 at 6.5% fixed');
    expect(received.message).toContain('<script>alert(1)</script>');
    expect((await timeline()).some((entry) => entry.kind === 'lenderAnswered')).toBe(true);
  });

  it('term sheets: a PNG is refused (415), so is a file over 10 MB (413); a revoked link is any unknown link', async () => {
    const refused = await uploadTermSheet(token, png(), 'terms.pdf');
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as ErrorBody).error).toBe('Please upload the term sheet as a PDF.');
    const large = await uploadTermSheet(token, pdfOfSize(10 * 1024 * 1024 + 1), 'big.pdf');
    expect(large.status).toBe(413);
    expect(((await large.json()) as ErrorBody).error).toBe('File size must be less than 10MB');

    // A second room of the same deal: its term sheet is not the first room's to name.
    const second = await send();
    const ofSecond = await json<{ id: string }>(await uploadTermSheet(second.token, smallPdf(), 'Other.pdf'), 201);
    const borrowed = await room('/answer', {
      method: 'POST',
      json: { answer: 'quote', quote: roomQuote, termSheetId: ofSecond.id },
    });
    expect(borrowed.status).toBe(400);
    expect(((await borrowed.json()) as ErrorBody).details?.[0]?.field).toBe('body.termSheetId');
    const withoutQuote = await room('/answer', { method: 'POST', json: { answer: 'interested', termSheetId } });
    expect(withoutQuote.status).toBe(400);
    expect(((await withoutQuote.json()) as ErrorBody).details?.[0]?.field).toBe('body.termSheetId');
    // The other room does not show it either.
    const secondRoom = await json<{ documents: { id: string }[] }>(await t.request(`/rooms/${second.token}`));
    expect(secondRoom.documents).toEqual([]);

    await json(
      await t.request(`/admin/deals/${deal._id}/submissions/${second.submission.id}/revoke`, {
        method: 'POST',
        token: admin.token,
      }),
    );
    const revoked = await uploadTermSheet(second.token, smallPdf(), 'late.pdf');
    const unknown = await uploadTermSheet('A'.repeat(43), smallPdf(), 'late.pdf');
    expect(revoked.status).toBe(404);
    expect(unknown.status).toBe(404);
    const strip = ({ requestId: _requestId, ...body }: ErrorBody) => body;
    expect(strip((await revoked.json()) as ErrorBody)).toEqual(strip((await unknown.json()) as ErrorBody));
    expect(await list()).toHaveLength(1);
  });

  it("an admin records a quote: each field checked, nothing stored on error; a floating rate uses the settings' index rate", async () => {
    const index = { SOFR: 5, prime: 7.5, 'treasury-5y': 4, 'treasury-10y': 4.3, other: 5 };
    await json(
      await t.request('/admin/settings/placement', { method: 'PUT', token: admin.token, json: { indexRates: index } }),
    );
    const refusals: [Record<string, unknown>, string][] = [
      [{ lenderId: 'no-such-lender', terms: floatingTerms }, 'body.lenderId'],
      [{ lenderId, terms: { ...floatingTerms, rateType: 'fixed' } }, 'body.terms.ratePercent'],
      [{ lenderId, terms: { ...floatingTerms, interestOnlyMonths: 61 } }, 'body.terms.interestOnlyMonths'],
      [{ lenderId, terms: { ...floatingTerms, expiresOn: '2000-01-01' } }, 'body.terms.expiresOn'],
      [{ lenderId, terms: floatingTerms, termSheetDocumentId: pngDoc._id }, 'body.termSheetDocumentId'],
      [{ lenderId, terms: floatingTerms, termSheetDocumentId: 'not-a-document' }, 'body.termSheetDocumentId'],
    ];
    for (const [body, field] of refusals) {
      const response = await record(body);
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ErrorBody).details?.map((d) => d.field)).toContain(field);
    }
    expect(await list()).toHaveLength(1);

    const recorded = await json<Quote>(
      await record({ lenderId, contactName: 'Sam by phone', terms: floatingTerms, termSheetDocumentId: pdfDoc._id }),
      201,
    );
    recordedQuoteId = recorded.id;
    expect(recorded).toMatchObject({
      source: 'admin',
      submissionId: null,
      contactName: 'Sam by phone',
      termSheet: { documentId: pdfDoc._id, fileName: 'Term sheet (e-mail).pdf' },
      shared: false,
      selected: false,
    });
    const service = annualService(4_000_000, 7.5, 300);
    expect(recorded.figures.ratePercent).toBe(7.5);
    expect(recorded.figures.annualDebtService).toBeCloseTo(service, 1);
    expect(recorded.figures.dscr).toBe(Math.round((NOI / service) * 100) / 100);
    expect((await list()).map((q) => q.id)).toEqual([recordedQuoteId, roomQuoteId]);
    expect((await timeline()).find((entry) => entry.kind === 'quoteRecorded')?.lender?.summary).toContain(
      "recorded First Capital's quote",
    );
    await t.smtp!.waitFor((m) => m.subject === 'New quote from First Capital' && m.text.includes('SOFR + 250 bps'));
  });

  it('a quote stored before the comparison reads with defaults; an expired one cannot be selected (409)', async () => {
    await t.gateway.db.collection('quotes').insertOne({
      _id: 'old-quote' as never,
      dealId: deal._id,
      submissionId: 'old-submission',
      lenderId,
      lenderName: 'First Capital',
      contactName: 'Old Contact',
      terms: { ...roomQuote, conditions: null, expiresOn: '2020-01-01' },
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const old = (await list()).find((q) => q.id === 'old-quote')!;
    expect(old).toMatchObject({ source: 'room', termSheet: null, shared: false, selected: false });
    expect(old.figures.expired).toBe(true);
    const refused = await select('old-quote');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error).toBe('This quote has expired');
    expect((await list()).some((q) => q.selected)).toBe(false);
  });

  it('selecting moves the single mark, records the terms on the deal, the timeline and the owner’s e-mail', async () => {
    const first = await json<{ items: Quote[] }>(await select(roomQuoteId));
    expect(first.items.filter((q) => q.selected).map((q) => q.id)).toEqual([roomQuoteId]);
    expect(first.items.find((q) => q.id === roomQuoteId)!.shared).toBe(true);
    const mail = await t.smtp!.waitFor((m) => m.subject === "First Capital's quote selected");
    expect(mail.to).toEqual(['quotes-member@sandbox.example']);
    expect(mail.text).toContain('quotes-admin selected First Capital');

    const moved = await json<{ items: Quote[] }>(await select(recordedQuoteId));
    expect(moved.items.filter((q) => q.selected).map((q) => q.id)).toEqual([recordedQuoteId]);
    const dealNow = await json<{ selectedQuote: { quoteId: string; lenderName: string; terms: { index: string } } }>(
      await t.request(`/deals/${deal._id}`, { token: member.token }),
    );
    expect(dealNow.selectedQuote).toMatchObject({ quoteId: recordedQuoteId, lenderName: 'First Capital' });
    expect(dealNow.selectedQuote.terms.index).toBe('SOFR');

    const entries = async () => (await timeline()).filter((entry) => entry.kind === 'quoteSelected').length;
    const before = await entries();
    expect(before).toBe(2);
    await json(await select(recordedQuoteId));
    expect(await entries()).toBe(before);
    expect((await select('no-such-quote')).status).toBe(404);
  });

  it('concurrent selections of different quotes end with exactly one selected', async () => {
    const ids: string[] = (racedIds = []);
    for (let n = 0; n < 4; n++) {
      ids.push(
        (await json<Quote>(await record({ lenderId, terms: { ...floatingTerms, amount: 1_000_000 + n } }), 201)).id,
      );
    }
    const answers = await Promise.all(ids.map((id) => select(id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const selected = (await list()).filter((q) => q.selected);
    expect(selected).toHaveLength(1);
    const dealNow = await json<{ selectedQuote: { quoteId: string } }>(
      await t.request(`/deals/${deal._id}`, { token: admin.token }),
    );
    expect(dealNow.selectedQuote.quoteId).toBe(selected[0]!.id);
  });

  it("the owner lists only shared quotes, never a contact; another member's deal is not found", async () => {
    await json(await select(recordedQuoteId));
    // The quotes the race selected stay shared once selected; stop sharing them.
    for (const id of racedIds) expect((await json<Quote>(await share(id, false))).shared).toBe(false);
    const owned = async () =>
      json<{ items: Record<string, unknown>[] }>(await t.request(`/deals/${deal._id}/quotes`, { token: member.token }));
    // Shared: the room quote (selected once) and the recorded one (selected now).
    let shared = await owned();
    expect(shared.items.map((q) => q.id).sort()).toEqual([recordedQuoteId, roomQuoteId].sort());
    for (const item of shared.items) {
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'figures', 'id', 'lenderName', 'selected', 'terms']);
    }
    expect(JSON.stringify(shared)).not.toContain('Contact 1 of First Capital');
    expect(JSON.stringify(shared)).not.toContain('Sam by phone');
    expect(shared.items.find((q) => q.id === recordedQuoteId)!.selected).toBe(true);

    expect((await json<Quote>(await share(roomQuoteId, false))).shared).toBe(false);
    shared = await owned();
    expect(shared.items.map((q) => q.id)).toEqual([recordedQuoteId]);
    // The selected quote stays shared.
    expect((await json<Quote>(await share(recordedQuoteId, false))).shared).toBe(true);
    expect((await owned()).items.map((q) => q.id)).toEqual([recordedQuoteId]);
    expect((await json<Quote>(await share(roomQuoteId, true))).shared).toBe(true);
    expect((await owned()).items).toHaveLength(2);

    const foreign = await t.request(`/deals/${deal._id}/quotes`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as ErrorBody).error).toBe('Deal not found');
    expect((await t.request(`/deals/${deal._id}/quotes`, { token: admin.token })).status).toBe(200);
    expect((await share('no-such-quote', true)).status).toBe(404);
  });

  it('the CSV quotes and neutralises what lenders typed, with its file name and row count', async () => {
    const response = await t.request(`/admin/deals/${deal._id}/quotes/export`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${deal.dealId}-quotes.csv"`);
    const quotes = await list();
    expect(Number(response.headers.get('x-total-count'))).toBe(quotes.length);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(quotes.length + 1);
    expect(lines[0]).toContain('"Lender","Contact"');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).not.toMatch(/(^|,)"=HYPERLINK/m);
    expect(text).toContain('"<script>alert(""prepay"")</script>"');
  });

  it("the full summary PDF shows the selected quote's terms and conditions; the anonymised one shows no quote", async () => {
    await json(await select(roomQuoteId));
    const full = await t.request(`/deals/${deal._id}/summary.pdf?form=full`, { token: member.token });
    expect(full.status).toBe(200);
    const fullText = await pdfText(new Uint8Array(await full.arrayBuffer()));
    expect(fullText).toContain('Selected Quote');
    expect(fullText).toContain('First Capital');
    expect(fullText).toContain('Appraisal at or above $8M <script>alert(1)</script>');
    expect(fullText).toContain('Open the portal: http://evil.example');
    expect(fullText).toContain('Step-down 3-2-1');

    const anonymised = await t.request(`/deals/${deal._id}/summary.pdf`, { token: member.token });
    const anonymisedText = await pdfText(new Uint8Array(await anonymised.arrayBuffer()));
    // Nor a term sheet's name: the anonymised form goes to lenders.
    expect(anonymisedText).toContain('Photo.png');
    for (const absent of ['Selected Quote', 'First Capital', 'Appraisal', 'Step-down', 'evil.example', 'Term sheet']) {
      expect(anonymisedText).not.toContain(absent);
    }
  });
});
