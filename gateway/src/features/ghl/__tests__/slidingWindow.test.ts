import { describe, expect, it } from 'vitest';
import { createSlidingWindow } from '../slidingWindow';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sliding window that spaces GHL calls', () => {
  it('never lets more than the limit through in any window, calls arriving at any time', async () => {
    const window = createSlidingWindow(3, 300);
    const sentAt: number[] = [];
    const send = async () => {
      await window.take('location');
      sentAt.push(Date.now());
    };
    // Two now, four more just before a fixed window would have been reset: a budget reset every
    // 300 ms would send five of the six within 300 ms.
    const first = [send(), send()];
    await sleep(250);
    await Promise.all([...first, send(), send(), send(), send()]);
    sentAt.sort((a, b) => a - b);
    expect(sentAt).toHaveLength(6);
    // A lower bound on the spacing (timers fire late, never early, bar a millisecond of rounding).
    for (let i = 0; i + 3 < sentAt.length; i++) expect(sentAt[i + 3]! - sentAt[i]!).toBeGreaterThanOrEqual(299);
  });

  it('keeps a budget per location', async () => {
    const window = createSlidingWindow(1, 60_000);
    await window.take('a');
    // A second location is not held back by the first one's spent budget.
    await expect(Promise.race([window.take('b').then(() => 'sent'), sleep(1_000).then(() => 'held')])).resolves.toBe(
      'sent',
    );
  });
});
