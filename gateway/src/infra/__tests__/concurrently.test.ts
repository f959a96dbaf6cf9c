import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from '../concurrently';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('runs every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      seen.push(item);
      running--;
    });
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(most).toBe(3);
  });

  it('finishes the other items, then rejects with the first failure', async () => {
    const done: number[] = [];
    await expect(
      forEachConcurrently([1, 2, 3, 4], 2, async (item) => {
        await tick();
        if (item === 2) throw new Error('item 2 failed');
        done.push(item);
      }),
    ).rejects.toThrow('item 2 failed');
    expect(done.sort()).toEqual([1, 3, 4]);
  });

  it('does nothing for no items', async () => {
    await expect(forEachConcurrently([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
