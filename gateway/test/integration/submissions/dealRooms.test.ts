import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../src/features/deals/model';
import type { DocumentRecord } from '../../../src/features/documents/model';
import { createLogger } from '../../../src/infra/logger';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { json, lenderWithContacts, tokenIn, type Submission } from './support';

type Room = {
  dealId: string;
  lenderName: string;
  propertyType: string | null;
  propertyState: string | null;
  narrative: string | null;
  documents: { id: string; fileName: string; previewable: boolean }[];
  answer: { answer: string; passReason: string | null; quote: Record<string, unknown> | null } | null;
};
type ErrorBody = { error: string; message: string; details?: { field: string; message: string }[]; requestId?: string };

const DAY_MS = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n%rent roll\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An error body without its request id (which names the request, not the link's state). */
const withoutRequestId = ({ requestId: _requestId, ...body }: ErrorBody) => body;

const quote = {
  amount: 5_000_000,
  rateType: 'fixed',
  ratePercent: 6.25,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 24,
  maxLtvPercent: 65,
  originationFeePercent: 1,
  recourse: 'non-recourse',
  prepayment: 'Step-down 3-2-1',
  closingDays: 45,
  conditions: 'Appraisal at or above $8M',
  expiresOn: '2099-12-31',
};

describe('lender deal rooms', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let dealA: DealRecord;
  let dealB: DealRecord;
  let rentRoll: DocumentRecord;
  let unshared: DocumentRecord;
  let docOfB: DocumentRecord;
  let contactId: string;
  let tokenA: string;
  let tokenB: string;
  const logLines: string[] = [];

  const room = (token: string, path = '', init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/rooms/${token}${path}`, init);

  /** Sends deals to the contact and returns the token its e-mail carries. */
  async function send(deal: DealRecord, documentIds: string[], extra: Record<string, unknown> = {}) {
    const before = t.smtp!.messages().length;
    const sent = await json<{ items: Submission[] }>(
      await t.request(`/admin/deals/${deal._id}/submissions`, {
        method: 'POST',
        token: admin.token,
        json: { sendKey: randomUUID(), contactIds: [contactId], documentIds, message: 'Please take a look.', ...extra },
      }),
    );
    await t.waitFor(() => t.smtp!.messages().length > before, 30_000);
    const message = t.smtp!.messages().at(-1)!;
    return { submission: sent.items[0]!, token: tokenIn(message.text), message };
  }

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await startTestGateway(
      { ROOM_RATE_LIMIT_PER_MINUTE_PER_LINK: '100000', ROOM_RATE_LIMIT_PER_MINUTE_PER_ADDRESS: '100000' },
      { smtp: true, log: createLogger('info', false, sink) },
    );
    admin = await t.signInAs('rooms-admin', { isAdmin: true });
    await t.configureEmail(admin.token, ['ops@portal.example']);
    contactId = (await lenderWithContacts(t, admin, 'First Capital', ['jane@firstcapital.example']))[0]!;
    const c = t.gateway.container;
    const owner = { _id: admin.user.id, username: 'rooms-admin' };
    dealA = await seedDeal(c, owner, {
      propertyState: 'TX',
      additionalInformation: 'Stabilised 120-unit property.',
    });
    dealB = await seedDeal(c, owner, { propertyType: 'Office' });
    rentRoll = await seedDocument(c, dealA, { fileName: 'Rent roll.pdf', content: PDF });
    unshared = await seedDocument(c, dealA, { fileName: 'Client tax return.pdf' });
    docOfB = await seedDocument(c, dealB, { fileName: 'Office lease.pdf' });
    ({ token: tokenA } = await send(dealA, [rentRoll._id]));
    ({ token: tokenB } = await send(dealB, [docOfB._id]));
  }, 120_000);
  afterAll(() => t.close());

  it('the e-mail goes to the contact with a personal link of 256 bits, which only its hash is stored of', async () => {
    const message = t.smtp!.messages().find((m) => m.text.includes(tokenA))!;
    expect(message.to).toEqual(['jane@firstcapital.example']);
    expect(message.text).toContain('Please take a look.');
    expect(Buffer.from(tokenA, 'base64url')).toHaveLength(32);
    const db = t.gateway.db;
    // The outbox keeps the token sealed only until the e-mail is sent.
    await t.waitFor(
      async () => (await db.collection('outbox').countDocuments({ sealed: { $ne: null } })) === 0,
      30_000,
    );
    for (const name of ['lendersubmissions', 'outbox']) {
      const rows = await db.collection(name).find({}).toArray();
      expect(JSON.stringify(rows)).not.toContain(tokenA);
    }
  });

  it('the room shows the anonymised deal and only the documents shared with it', async () => {
    const response = await room(tokenA);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const body = JSON.parse(text) as Room;
    expect(body).toMatchObject({
      dealId: dealA.dealId,
      lenderName: 'First Capital',
      propertyType: 'Multifamily',
      propertyState: 'TX',
      narrative: 'Stabilised 120-unit property.',
    });
    expect(body.documents).toEqual([
      expect.objectContaining({ id: rentRoll._id, fileName: 'Rent roll.pdf', previewable: true }),
    ]);
    for (const secret of ['Jane', 'Client', '555-0100', 'jane.client@example.com', '1 Seed Street']) {
      expect(text).not.toContain(secret);
    }
  });

  it('a shared document previews inline and downloads; both are on the deal timeline', async () => {
    const inline = await room(tokenA, `/documents/${rentRoll._id}?disposition=inline`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/);
    // The gateway's answers are never kept by a shared cache (a revoked link must not live on there).
    expect(inline.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await inline.arrayBuffer())).toEqual(PDF);
    const download = await room(tokenA, `/documents/${rentRoll._id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);

    const page = await json<{ items: { kind: string; lender: { summary: string } | null }[] }>(
      await t.request(`/deals/${dealA._id}/activities`, { token: admin.token }),
    );
    const lines = page.items.map((item) => item.lender?.summary).filter(Boolean);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Sent to First Capital (Contact 1 of First Capital)',
        'First Capital opened the deal room',
        'First Capital viewed Rent roll.pdf',
        'First Capital downloaded Rent roll.pdf',
      ]),
    );
  });

  it("deal A's link never reaches deal B's documents, nor a document of A it does not share", async () => {
    const invalid = withoutRequestId(await json<ErrorBody>(await room(randomBytes(32).toString('base64url')), 404));
    const otherDeal = await room(tokenA, `/documents/${docOfB._id}`);
    expect(otherDeal.status).toBe(404);
    expect(withoutRequestId((await otherDeal.json()) as ErrorBody)).toEqual(invalid);
    const notShared = await room(tokenA, `/documents/${unshared._id}?disposition=inline`);
    expect(notShared.status).toBe(404);
    expect(withoutRequestId((await notShared.json()) as ErrorBody)).toEqual(invalid);
    // B's own link reaches B's document and shows B, never A.
    const asB = await json<Room>(await room(tokenB));
    expect(asB.dealId).toBe(dealB.dealId);
    expect(asB.documents.map((d) => d.id)).toEqual([docOfB._id]);
    expect((await room(tokenB, `/documents/${rentRoll._id}`)).status).toBe(404);
  });

  it('answers are checked field by field, each 400 naming its field', async () => {
    const cases: [unknown, string][] = [
      [{ answer: 'pass' }, 'body.passReason'],
      [{ answer: 'pass', passReason: 'other' }, 'body.passText'],
      [{ answer: 'pass', passReason: 'because' }, 'body.passReason'],
      [{ answer: 'quote' }, 'body.quote'],
      [{ answer: 'quote', quote: { ...quote, ratePercent: null } }, 'body.quote.ratePercent'],
      [
        { answer: 'quote', quote: { ...quote, rateType: 'floating', ratePercent: null, spreadBps: 250 } },
        'body.quote.index',
      ],
      [
        { answer: 'quote', quote: { ...quote, rateType: 'floating', ratePercent: null, index: 'SOFR' } },
        'body.quote.spreadBps',
      ],
      [{ answer: 'quote', quote: { ...quote, amount: -1 } }, 'body.quote.amount'],
      [{ answer: 'quote', quote: { ...quote, interestOnlyMonths: 200 } }, 'body.quote.interestOnlyMonths'],
      [{ answer: 'quote', quote: { ...quote, expiresOn: '2000-01-01' } }, 'body.quote.expiresOn'],
      [{ answer: 'quote', quote: { ...quote, recourse: 'some' } }, 'body.quote.recourse'],
      [{ answer: 'interested', note: 'x' }, 'body.note'],
    ];
    for (const [body, field] of cases) {
      const answer = await json<ErrorBody>(await room(tokenA, '/answer', { method: 'POST', json: body } as never), 400);
      expect(
        answer.details?.map((d) => d.field),
        JSON.stringify(body),
      ).toContain(field);
      expect(answer.message).toContain(field.replace(/^body\./, ''));
    }
  });

  it('every quote field of the wrong type or range answers 400 naming it, on an otherwise complete quote', async () => {
    const fields = [
      'amount',
      'rateType',
      'ratePercent',
      'index',
      'spreadBps',
      'termMonths',
      'amortisationMonths',
      'interestOnlyMonths',
      'maxLtvPercent',
      'maxLtcPercent',
      'originationFeePercent',
      'exitFeePercent',
      'recourse',
      'prepayment',
      'closingDays',
      'conditions',
      'expiresOn',
    ];
    for (const field of fields) {
      for (const value of [{}, [], true, 'x'.repeat(3000)]) {
        const answer = await json<ErrorBody>(
          await room(tokenA, '/answer', {
            method: 'POST',
            json: { answer: 'quote', quote: { ...quote, [field]: value } },
          } as never),
          400,
        );
        expect(
          answer.details?.map((d) => d.field),
          `${field}=${JSON.stringify(value).slice(0, 20)}`,
        ).toContain(`body.quote.${field}`);
      }
    }
    // Nothing was recorded as an answer.
    expect((await json<Room>(await room(tokenA))).answer).toBeNull();
  });

  it('a pass, then a quote: the quote is kept, the state follows, the timeline says it in plain text', async () => {
    const passed = await json<Room>(
      await room(tokenA, '/answer', {
        method: 'POST',
        json: { answer: 'pass', passReason: 'pricing', passText: '<b>Too tight</b>' },
      } as never),
    );
    expect(passed.answer).toMatchObject({ answer: 'pass', passReason: 'pricing' });
    let list = await json<{ items: Submission[] }>(
      await t.request(`/admin/deals/${dealA._id}/submissions`, { token: admin.token }),
    );
    expect(list.items[0]!.state).toBe('passed');

    const quoted = await json<Room>(
      await room(tokenA, '/answer', { method: 'POST', json: { answer: 'quote', quote } } as never),
    );
    expect(quoted.answer).toMatchObject({ answer: 'quote', quote: expect.objectContaining({ amount: 5_000_000 }) });
    list = await json<{ items: Submission[] }>(
      await t.request(`/admin/deals/${dealA._id}/submissions`, { token: admin.token }),
    );
    const [submission] = list.items;
    expect(submission!.state).toBe('quoted');
    expect(submission!.events.map((e) => e.kind).sort()).toEqual(
      ['sent', 'opened', 'viewed', 'downloaded', 'passed', 'quoted'].sort(),
    );
    expect(submission!.events.find((e) => e.kind === 'passed')!.detail).toBe('Pricing: <b>Too tight</b>');

    const quotes = await json<{
      items: { submissionId: string; lenderName: string; terms: { ratePercent: number } }[];
    }>(await t.request(`/admin/deals/${dealA._id}/quotes`, { token: admin.token }));
    expect(quotes.items).toEqual([
      expect.objectContaining({
        submissionId: submission!.id,
        lenderName: 'First Capital',
        terms: expect.objectContaining({ ratePercent: 6.25 }),
      }),
    ]);
    const noQuotes = await json<{ items: unknown[] }>(
      await t.request(`/admin/deals/${dealB._id}/quotes`, { token: admin.token }),
    );
    expect(noQuotes.items).toEqual([]);
  });

  it('no log line carries a room token', () => {
    const logs = logLines.join('');
    expect(logs).toContain('/rooms/');
    expect(logs).not.toContain(tokenA);
    expect(logs).not.toContain(tokenB);
  });

  it("a deleted deal's links answer as unknown ones, and its submissions go with it", async () => {
    expect((await room(tokenB)).status).toBe(200);
    const deleted = await t.request(`/deals/${dealB._id}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    const gone = await room(tokenB);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as ErrorBody).error).toBe('This link is not valid or has expired');
    const db = t.gateway.db;
    await t.waitFor(async () => (await db.collection('lendersubmissions').countDocuments({ dealId: dealB._id })) === 0);
  });

  it('revoked, expired and unknown links answer the same status and body', async () => {
    const { submission: toRevoke, token: revokedToken } = await send(dealA, [rentRoll._id]);
    expect((await room(revokedToken)).status).toBe(200);
    const revoked = await json<Submission>(
      await t.request(`/admin/deals/${dealA._id}/submissions/${toRevoke.id}/revoke`, {
        method: 'POST',
        token: admin.token,
      }),
    );
    expect(revoked.state).toBe('revoked');
    // Another deal's id does not reach it.
    expect(
      (
        await t.request(`/admin/deals/${dealB._id}/submissions/${toRevoke.id}/revoke`, {
          method: 'POST',
          token: admin.token,
        })
      ).status,
    ).toBe(404);

    const { token: expiringToken } = await send(dealA, [rentRoll._id], { expiresInDays: 1 });
    expect((await room(expiringToken)).status).toBe(200);
    t.clock.advance(2 * DAY_MS);
    // The admin's session expired with the days that passed.
    admin = await t.signInAs('rooms-admin', { isAdmin: true });

    const answers = await Promise.all(
      [revokedToken, expiringToken, randomBytes(32).toString('base64url'), 'short'].flatMap((token) => [
        room(token),
        room(token, `/documents/${rentRoll._id}`),
        room(token, '/answer', { method: 'POST', json: { answer: 'interested' } } as never),
      ]),
    );
    const bodies = await Promise.all(
      answers.map(async (r) => ({ status: r.status, body: withoutRequestId((await r.json()) as ErrorBody) })),
    );
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual({
      status: 404,
      body: { error: 'This link is not valid or has expired', message: 'This link is not valid or has expired' },
    });
    const list = await json<{ items: Submission[] }>(
      await t.request(`/admin/deals/${dealA._id}/submissions`, { token: admin.token }),
    );
    expect(list.items.map((s) => s.state).sort()).toEqual(['expired', 'quoted', 'revoked']);
  });
});
