import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal, openStream } from './helpers';

describe('GET /notifications/stream (Server-Sent Events) with two gateway instances', () => {
  let a: TestGateway;
  let b: TestGateway;
  let bClosed = false;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    a = await startTestGateway();
    b = await startTestGateway({}, { peer: a });
    member = await a.signInAs('stream-member');
    admin = await a.signInAs('stream-admin', { isAdmin: true });
  });
  afterAll(async () => {
    if (!bClosed) await b.close();
    await a.close();
  });

  it('a notification written through one instance reaches a stream served by the other', async () => {
    const dealId = await createDeal(a, member, '40 Stream Street');
    const stream = await openStream(b.gateway.url, member.token);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      await b.waitFor(() => stream.events.some((e) => e.event === 'unread'));
      expect((await comment(a, admin.token, dealId, 'Seen from afar')).status).toBe(201);
      const received = await b.waitFor(() => stream.events.find((e) => e.event === 'notification'), 15_000);
      const notification = JSON.parse(received.data) as { kind: string; message: string; deal: { id: string } };
      expect(notification).toMatchObject({
        kind: 'commentAdded',
        message: 'stream-admin: Seen from afar',
        deal: { id: dealId },
      });
      expect(received.id).toBeDefined();
      const count = await b.waitFor(() =>
        stream.events
          .filter((e) => e.event === 'unread')
          .find((e) => (JSON.parse(e.data) as { unreadCount: number }).unreadCount >= 1),
      );
      expect(JSON.parse(count.data)).toEqual({ unreadCount: expect.any(Number) });
      // The admin's own comment is not streamed to the admin.
      expect(stream.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    } finally {
      stream.close();
      await stream.pump;
    }
  });

  it('a reconnect with Last-Event-ID receives what was missed', async () => {
    const dealId = await createDeal(a, member, '41 Resume Road');
    const first = await openStream(b.gateway.url, member.token);
    await comment(a, admin.token, dealId, 'before the gap');
    const seen = await b.waitFor(
      () => first.events.find((e) => e.event === 'notification' && e.data.includes('before the gap')),
      15_000,
    );
    first.close();
    await first.pump;
    a.clock.advance(1000);
    await comment(a, admin.token, dealId, 'during the gap');
    const response = await fetch(`${a.gateway.url}/notifications/stream`, {
      headers: { Authorization: `Bearer ${member.token}`, 'Last-Event-ID': seen.id! },
    });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('during the gap')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(text).toContain('during the gap');
    expect(text).not.toContain('before the gap');
  });

  it('an open stream does not hold a graceful shutdown: it is closed when the shutdown begins', async () => {
    const stream = await openStream(b.gateway.url, member.token);
    await b.waitFor(() => stream.events.some((e) => e.event === 'unread'));
    bClosed = true;
    await b.gateway.close({ graceMs: 120_000 });
    await stream.pump;
    expect(stream.ended()).toBe(true);
  });
});
