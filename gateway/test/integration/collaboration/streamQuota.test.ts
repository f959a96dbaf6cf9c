import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal, openStream } from './helpers';

type Stream = Awaited<ReturnType<typeof openStream>>;

const closedReason = (stream: Stream) => {
  const closed = stream.events.find((e) => e.event === 'closed');
  return closed ? (JSON.parse(closed.data) as { reason: string }).reason : undefined;
};

describe('open notification streams per member, across two instances', () => {
  let a: TestGateway;
  let b: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  const streams: Stream[] = [];

  beforeAll(async () => {
    // No NOTIFICATION_STREAMS_PER_MEMBER: the default of five applies.
    a = await startTestGateway();
    b = await startTestGateway({}, { peer: a });
    member = await a.signInAs('stream-cap-member');
    other = await a.signInAs('stream-cap-other');
    admin = await a.signInAs('stream-cap-admin', { isAdmin: true });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(streams.map((stream) => stream.pump));
    await b.close();
    await a.close();
  });

  /** Opens a stream and waits until the gateway has set it up (its first unread count). */
  const open = async (t: TestGateway, token: string) => {
    const stream = await openStream(t.gateway.url, token);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await t.waitFor(() => stream.events.some((e) => e.event === 'unread'));
    return stream;
  };

  it('a sixth stream closes the oldest, whichever instance serves it; the others stay open', async () => {
    const first = await open(b, member.token);
    const middle: Stream[] = [];
    for (let i = 0; i < 4; i++) middle.push(await open(i % 2 === 0 ? a : b, member.token));
    const bystander = await open(a, other.token);

    const sixth = await open(a, member.token);
    await a.waitFor(() => first.ended());
    expect(closedReason(first)).toBe('replaced');

    const seventh = await open(b, member.token);
    await b.waitFor(() => middle[0]!.ended());
    expect(closedReason(middle[0]!)).toBe('replaced');

    // The five newest still deliver: a notification reaches each of them (so each instance has
    // polled, and checked its streams' registrations, since the seventh opened).
    const dealId = await createDeal(a, member, '6 Stream Street');
    expect((await comment(b, admin.token, dealId, 'to every open stream')).status).toBe(201);
    const open5 = [...middle.slice(1), sixth, seventh];
    await a.waitFor(() =>
      open5.every((stream) => stream.events.some((e) => e.event === 'notification' && e.data.includes('every open'))),
    );
    for (const stream of [...open5, bystander]) expect(stream.ended()).toBe(false);
    expect(
      a.gateway.container.services.notificationStreams.size() + b.gateway.container.services.notificationStreams.size(),
    ).toBe(6);
  }, 120_000);
});

describe('a notification stream ends when its session does', () => {
  let t: TestGateway;
  let admin: SignedIn;
  const streams: Stream[] = [];

  beforeAll(async () => {
    // The re-check runs every minute by default; here often, so the test need not wait a minute.
    t = await startTestGateway({ NOTIFICATION_STREAM_SESSION_CHECK_MS: '100' });
    admin = await t.signInAs('stream-session-admin', { isAdmin: true });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(streams.map((stream) => stream.pump));
    await t.close();
  });

  const open = async (token: string) => {
    const stream = await openStream(t.gateway.url, token);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await t.waitFor(() => stream.events.some((e) => e.event === 'unread'));
    return stream;
  };

  it('logout ends the streams of that session only; revoking access ends the rest', async () => {
    const first = await t.signInAs('stream-session-member');
    const second = await t.signIn('stream-session-member');
    const ofFirst = await open(first.token);
    const ofSecond = await open(second.token);

    expect((await t.request('/auth/logout', { method: 'POST', token: first.token })).status).toBe(200);
    await t.waitFor(() => ofFirst.ended());
    expect(closedReason(ofFirst)).toBe('signedOut');
    expect(ofSecond.ended()).toBe(false);

    const revoked = await t.request(`/admin/users/${second.user.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { isWhitelisted: false },
    });
    expect(revoked.status).toBe(200);
    await t.waitFor(() => ofSecond.ended());
    expect(closedReason(ofSecond)).toBe('signedOut');
  }, 60_000);

  it('a session past its end ends its stream (test clock)', async () => {
    const member = await t.signInAs('stream-session-expiry');
    const stream = await open(member.token);
    t.clock.advance(t.config.JWT_TTL_SECONDS * 1000 + 1000);
    try {
      await t.waitFor(() => stream.ended());
      expect(closedReason(stream)).toBe('signedOut');
    } finally {
      t.clock.advance(-(t.config.JWT_TTL_SECONDS * 1000 + 1000));
    }
  }, 60_000);
});
