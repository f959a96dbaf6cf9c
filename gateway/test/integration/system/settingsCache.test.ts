import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsCache } from '../../../src/infra/settingsCache';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

/**
 * The settings cache (infra/settingsCache.ts) as two instances use it on one database: a read
 * is served from memory while the shared version holds; a change made through one cache applies
 * to its own next read at once and to the other's once that one checks the version.
 */
describe('the settings cache of two instances on one database', () => {
  let t: TestGateway;
  const ID = 'cache-test-document';

  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t?.close());

  const settings = () => t.gateway.db.collection<{ _id: string; value: number }>('settings');
  const write = (value: number) => settings().updateOne({ _id: ID }, { $set: { value } }, { upsert: true });

  it('serves reads from memory until a change, then reads the new document', async () => {
    const a = createSettingsCache({ db: t.gateway.db, clock: t.clock, maxAgeMs: 60_000 });
    const b = createSettingsCache({ db: t.gateway.db, clock: t.clock, maxAgeMs: 0 });
    let loadsOnA = 0;
    const readOn = (cache: typeof a, count?: () => void) =>
      cache.read(ID, async () => {
        count?.();
        return (await settings().findOne({ _id: ID }))?.value ?? null;
      });

    await write(1);
    expect(await readOn(a, () => loadsOnA++)).toBe(1);
    expect(await readOn(b)).toBe(1);

    // Written behind both caches' backs: A (version checked at most once a minute) keeps what it read.
    await write(2);
    expect(await readOn(a, () => loadsOnA++)).toBe(1);
    expect(loadsOnA).toBe(1);

    // A change recorded through B: B's next read is the new document, and so is A's own next read
    // once it records a change itself.
    await write(3);
    await b.changed();
    expect(await readOn(b)).toBe(3);
    expect(await readOn(a, () => loadsOnA++)).toBe(1);
    await a.changed();
    expect(await readOn(a, () => loadsOnA++)).toBe(3);
    expect(loadsOnA).toBe(2);

    // A cache checking the version on every read sees another instance's change at its next read.
    await write(4);
    await a.changed();
    expect(await readOn(b)).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const cache = createSettingsCache({ db: t.gateway.db, clock: t.clock, maxAgeMs: 60_000 });
    await expect(cache.read('failing', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await cache.read('failing', async () => 'read again')).toBe('read again');
  });
});
