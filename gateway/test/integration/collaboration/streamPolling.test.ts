import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal, openStream } from './helpers';

type Command = { name: string; recipients: unknown };

/** The recipients a command on the notifications names: a find's filter or an aggregate's $match. */
function recipientsOf(name: string, command: Record<string, unknown>): unknown {
  if (name === 'aggregate') {
    const [first] = command.pipeline as { $match?: { recipientId?: unknown } }[];
    return first?.$match?.recipientId;
  }
  const filter = (command.filter ?? command.query) as { recipientId?: unknown } | undefined;
  return filter?.recipientId;
}

describe('GET /notifications/stream: one database read per poll for every connected user', () => {
  let t: TestGateway;
  let admin: SignedIn;
  const members: SignedIn[] = [];

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('poll-admin', { isAdmin: true });
    for (const name of ['poll-ann', 'poll-bob', 'poll-cat', 'poll-dan']) members.push(await t.signInAs(name));
  });
  afterAll(async () => {
    await t.close();
  });

  it('N streams cause one find per poll (recipients by $in), fanned out by recipient, also to two tabs of one user', async () => {
    const [ann, bob] = members as [SignedIn, SignedIn];
    const annDeal = await createDeal(t, ann, '50 Poll Place');
    const bobDeal = await createDeal(t, bob, '51 Poll Place');
    const streams = await Promise.all([
      ...members.map((member) => openStream(t.gateway.url, member.token)),
      openStream(t.gateway.url, ann.token),
    ]);
    const annSecondTab = streams[4]!;
    try {
      // Each stream has done its own catch-up and first count (one read each, once, at opening).
      for (const stream of streams) await t.waitFor(() => stream.events.some((e) => e.event === 'unread'));

      const client = t.gateway.db.getClient();
      const seen: Command[] = [];
      const listener = (event: { commandName: string; command: Record<string, unknown> }) => {
        if (event.command[event.commandName] !== 'notifications') return;
        seen.push({ name: event.commandName, recipients: recipientsOf(event.commandName, event.command) });
      };
      client.on('commandStarted', listener);
      try {
        await t.waitFor(() => seen.filter((command) => command.name === 'find').length >= 2);
        expect((await comment(t, admin.token, annDeal, 'for both tabs')).status).toBe(201);
        expect((await comment(t, admin.token, bobDeal, 'for bob')).status).toBe(201);
        for (const stream of [streams[0]!, annSecondTab]) {
          await t.waitFor(() => stream.events.find((e) => e.data.includes('for both tabs')));
        }
        await t.waitFor(() => streams[1]!.events.find((e) => e.data.includes('for bob')));
        // The unread counts follow in the same poll.
        await t.waitFor(() =>
          streams[1]!.events.some((e) => e.event === 'unread' && e.data === JSON.stringify({ unreadCount: 1 })),
        );
      } finally {
        client.off('commandStarted', listener);
      }

      const everyone = members.map((member) => member.user.id).sort();
      const reads = seen.filter((command) => command.name !== 'insert');
      const finds = reads.filter((command) => command.name === 'find');
      expect(finds.length).toBeGreaterThanOrEqual(3);
      // Each find serves every connected user (two tabs of one user included): none is per user.
      for (const find of finds) {
        const { $in } = find.recipients as { $in: string[] };
        expect([...$in].sort()).toEqual(everyone);
      }
      // The unread counts are grouped too: one aggregate for the streams whose count is due.
      for (const read of reads.filter((command) => command.name !== 'find')) {
        expect(read.name).toBe('aggregate');
        expect(read.recipients).toMatchObject({ $in: expect.any(Array) });
      }

      // Nobody else received the comments.
      for (const stream of streams.slice(2, 4)) {
        expect(stream.events.filter((e) => e.event === 'notification')).toEqual([]);
      }
      expect(streams[1]!.events.filter((e) => e.event === 'notification')).toHaveLength(1);
      expect(annSecondTab.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    } finally {
      for (const stream of streams) stream.close();
      await Promise.all(streams.map((stream) => stream.pump));
    }
  }, 120_000);
});
