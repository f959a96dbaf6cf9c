import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal, seedDocument } from '../../support/seed';
import type { SignedIn } from '../../support/testGateway';
import { startPair, type Pair } from '../multiInstance/pair';
import { json, lenderWithContacts, tokenIn, type Submission } from './support';

describe('a send repeated at once through two instances', () => {
  let pair: Pair;
  let admin: SignedIn;

  beforeAll(async () => {
    pair = await startPair({}, { smtp: true });
    admin = await pair.a.signInAs('send-admin', { isAdmin: true });
    await pair.a.configureEmail(admin.token, ['ops@portal.example']);
  }, 120_000);
  afterAll(() => pair.close());

  it('four clients sending the same submission through two instances: one e-mail per contact, each link opens its room', async () => {
    const contacts = [
      ...(await lenderWithContacts(pair.a, admin, 'Harbor Bank', ['ana@harbor.example', 'ben@harbor.example'])),
      ...(await lenderWithContacts(pair.a, admin, 'Summit Debt Fund', ['cy@summit.example'])),
    ];
    const deal = await seedDeal(pair.a.gateway.container, { _id: admin.user.id, username: 'send-admin' });
    const doc = await seedDocument(pair.a.gateway.container, deal, { fileName: 'T12.pdf' });
    const body = { sendKey: randomUUID(), contactIds: contacts, documentIds: [doc._id], message: 'New deal for you.' };

    const answers = await Promise.all(
      [pair.a, pair.b, pair.a, pair.b].map(async (instance) =>
        json<{ items: Submission[] }>(
          await instance.request(`/admin/deals/${deal._id}/submissions`, {
            method: 'POST',
            token: admin.token,
            json: body,
          }),
        ),
      ),
    );
    const smtp = pair.a.smtp!;
    await pair.a.waitFor(() => smtp.messages().length >= contacts.length, 60_000);
    await pair.a.waitFor(async () => {
      const outbox = await json<{ pending: number; failed: number }>(
        await pair.b.request('/admin/email/outbox', { token: admin.token }),
      );
      return outbox.pending === 0 && outbox.failed === 0;
    }, 60_000);
    // Both workers look once more: nothing is left to send.
    await Promise.all([pair.a.gateway.container.infra.outbox.flush(), pair.b.gateway.container.infra.outbox.flush()]);

    const messages = smtp.messages();
    expect(messages.map((m) => m.to.join()).sort()).toEqual([
      'ana@harbor.example',
      'ben@harbor.example',
      'cy@summit.example',
    ]);

    // One submission per contact, whichever request stored it, and every answer names the same ones.
    const list = await json<{ items: Submission[] }>(
      await pair.b.request(`/admin/deals/${deal._id}/submissions`, { token: admin.token }),
    );
    expect(list.items).toHaveLength(contacts.length);
    const ids = new Set(list.items.map((s) => s.id));
    for (const answer of answers) for (const item of answer.items) expect(ids).toContain(item.id);

    // Each e-mail's link is the one whose hash was stored: it opens the room on either instance.
    for (const [index, message] of messages.entries()) {
      const instance = index % 2 === 0 ? pair.a : pair.b;
      const room = await instance.request(`/rooms/${tokenIn(message.text)}`);
      expect(room.status).toBe(200);
      expect(((await room.json()) as { documents: { id: string }[] }).documents.map((d) => d.id)).toEqual([doc._id]);
    }
  }, 180_000);
});
