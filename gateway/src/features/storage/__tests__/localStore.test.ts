import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStore } from '../localStore';

describe('the local store’s spool sweep', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('deletes the spool files written before the cut-off and keeps newer ones and stored documents', async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-spool-'));
    const store = createLocalStore(root);
    await mkdir(store.spoolDir, { recursive: true });
    const old = join(store.spoolDir, 'upload-old');
    const fresh = join(store.spoolDir, 'upload-fresh');
    await writeFile(old, 'half an upload');
    await writeFile(fresh, 'arriving now');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, anHourAgo, anHourAgo);
    await mkdir(join(root, 'deal-1'));
    await writeFile(join(root, 'deal-1', 'kept.pdf'), '%PDF');

    expect(await store.sweepSpool(new Date(Date.now() - 60_000))).toBe(1);
    expect(await readdir(store.spoolDir)).toEqual(['upload-fresh']);
    expect(await store.sweepSpool(new Date(Date.now() + 1_000))).toBe(1);
    expect(await readdir(store.spoolDir)).toEqual([]);
    expect(await readdir(join(root, 'deal-1'))).toEqual(['kept.pdf']);
  });

  it('finds nothing to do when no upload ever arrived', async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-spool-'));
    expect(await createLocalStore(root).sweepSpool(new Date())).toBe(0);
  });
});
