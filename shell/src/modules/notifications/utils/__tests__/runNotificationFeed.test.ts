import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS, REPLACED_RETRY_MS, runNotificationFeed } from '../runNotificationFeed';

/** A stream body that sends `text` and ends. */
const body = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

/** Runs the feed on a fake clock until the stream has been opened `opens` times; returns the time of each open. */
async function openTimes(firstStream: string, opens: number): Promise<number[]> {
  let time = 0;
  const opened: number[] = [];
  const controller = new AbortController();
  await runNotificationFeed({
    signal: controller.signal,
    openStream: async () => {
      opened.push(time);
      if (opened.length >= opens) controller.abort();
      return body(opened.length === 1 ? firstStream : '');
    },
    pollUpdates: async () => ({ items: [], unreadCount: 0, serverTime: new Date(time).toISOString() }),
    onNotification: () => undefined,
    onUnreadCount: () => undefined,
    onModeChange: () => undefined,
    sleep: async (ms) => {
      time += ms;
    },
    now: () => time,
    random: () => 0.5,
  });
  return opened;
}

describe('runNotificationFeed: a stream the gateway closed', () => {
  it('closed for a newer stream of the member: polls, and opens again only after REPLACED_RETRY_MS', async () => {
    const [first, second] = await openTimes('event: closed\ndata: {"reason":"replaced"}\n\n', 2);
    expect(second! - first!).toBeGreaterThanOrEqual(REPLACED_RETRY_MS);
  });

  it('ended for any other reason: reconnects within the usual backoff', async () => {
    const [first, second] = await openTimes('event: unread\ndata: {"unreadCount":0}\n\n', 2);
    expect(second! - first!).toBeLessThan(POLL_INTERVAL_MS);
  });
});
