import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPdf } from '../../support/files';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';
import type { StoredFile } from '../../../src/features/storage/port';

const HOUR = 3_600_000;
/** Past the default grace period (STORAGE_ORPHAN_GRACE, 1 hour): what the sweep sees an hour and a bit later. */
const later = () => new Date(Date.now() + HOUR + 60_000);
/** Stands for a process that died at this point: nothing after it ever runs. */
const dies = () => new Promise<never>(() => undefined);

type UploadBody = { document: { id: string } };

/** A received upload, spooled where the upload path spools it. */
async function spooled(t: TestGateway, content = smallPdf()) {
  const spool = t.gateway.container.infra.localStore.spoolDir;
  await mkdir(spool, { recursive: true });
  const filePath = join(spool, randomUUID());
  await writeFile(filePath, content);
  return { filePath, size: content.length, mimeType: 'application/pdf' };
}

/**
 * Runs the upload path's storage step for `deal` and stops as a killed process would: before the
 * document record is written (or, with `recordWritten`, right after it). Resolves once the file is stored.
 */
async function uploadCutShort(
  t: TestGateway,
  deal: DealRecord,
  fileName: string,
  options: { recordWritten?: boolean } = {},
): Promise<{ documentId: string; stored: StoredFile }> {
  const c = t.gateway.container;
  const documentId = randomUUID();
  const input = { documentId, folder: deal.dealId, fileName, ...(await spooled(t)) };
  return new Promise((resolve, reject) => {
    c.services.storage
      .storeUpload(input, async (stored) => {
        if (options.recordWritten) {
          await c.repositories.documents.insert({
            _id: documentId,
            dealId: deal._id,
            userId: deal.userId,
            originalName: fileName,
            mimeType: 'application/pdf',
            fileSize: input.size,
            tags: [],
            storage: stored.backend,
            storageKey: stored.key,
            oneDriveUrl: stored.webUrl,
            createdAt: new Date(),
            updatedAt: new Date(),
          });
        }
        resolve({ documentId, stored });
        return dies();
      })
      .catch(reject);
  });
}

/** The storage step of an upload up to the file being in storage, dying before its key is noted. */
async function savedWithoutKey(t: TestGateway, deal: DealRecord, fileName: string): Promise<void> {
  const c = t.gateway.container;
  const store = await c.services.storage.forUpload();
  const documentId = randomUUID();
  await c.infra.storageIntents.begin({ documentId, backend: store.backend, folder: deal.dealId, fileName });
  await store.save({ uploadId: documentId, folder: deal.dealId, fileName, ...(await spooled(t)) });
}

const intentsLeft = (t: TestGateway) => t.gateway.db.collection('storageintents').countDocuments();

describe('files of uploads and deletions cut short, in local storage', () => {
  let t: TestGateway;
  let member: SignedIn;
  let deal: DealRecord;
  const inFolder = async () => (await readdir(join(t.storageDir, deal.dealId)).catch(() => [])).sort();

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('orphan-member');
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'orphan-member' });
  });
  afterAll(() => t.close());

  it('a file stored by an upload that died before its record is removed once the grace period is over', async () => {
    const { documentId } = await uploadCutShort(t, deal, 'cut-short.pdf');
    expect(await inFolder()).toEqual([`${documentId}-cut-short.pdf`]);
    // Nobody sees it meanwhile: no record, so no list, count or checklist shows it.
    const list = await t.request(`/deals/${deal._id}/documents`, { token: member.token });
    expect(await list.json()).toEqual([]);

    const sweep = t.gateway.container.services.orphanSweep;
    expect(await sweep.sweep()).toEqual({ removed: 0, kept: 0, dealsDeleted: 0, failed: 0 });
    expect(await inFolder()).toEqual([`${documentId}-cut-short.pdf`]);

    expect(await sweep.sweep(later())).toEqual({ removed: 1, kept: 0, dealsDeleted: 0, failed: 0 });
    expect(await inFolder()).toEqual([]);
    expect(await intentsLeft(t)).toBe(0);
  });

  it('a file that reached storage before its key was noted is found by its upload name and removed', async () => {
    await savedWithoutKey(t, deal, 'no-key.pdf');
    expect(await inFolder()).toHaveLength(1);
    expect(await t.gateway.container.services.orphanSweep.sweep(later())).toMatchObject({ removed: 1 });
    expect(await inFolder()).toEqual([]);
    expect(await intentsLeft(t)).toBe(0);
  });

  it('never removes a file its record points to: completed uploads, and one that died after writing its record', async () => {
    const response = await t.upload(member.token, { dealId: deal._id, fileName: 'kept.pdf', content: smallPdf() });
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as UploadBody;
    expect(await intentsLeft(t)).toBe(0);
    const { documentId } = await uploadCutShort(t, deal, 'recorded.pdf', { recordWritten: true });

    expect(await t.gateway.container.services.orphanSweep.sweep(later())).toEqual({
      removed: 0,
      kept: 1,
      dealsDeleted: 0,
      failed: 0,
    });
    expect(await intentsLeft(t)).toBe(0);
    for (const id of [document.id, documentId]) {
      const download = await t.request(`/documents/${id}/download`, { token: member.token });
      expect(download.status, id).toBe(200);
      expect((await download.arrayBuffer()).byteLength, id).toBe(smallPdf().length);
    }
    expect(await inFolder()).toHaveLength(2);
  });

  it('a deletion that died after removing the record leaves its file to the sweep; one that completes leaves nothing', async () => {
    const c = t.gateway.container;
    const doc = await seedDocument(c, deal, { fileName: 'half-deleted.pdf' });
    const file = {
      documentId: doc._id,
      backend: doc.storage,
      key: doc.storageKey,
      folder: deal.dealId,
      fileName: doc.originalName,
    };
    void c.services.storage.removeDocument(file, async () => {
      await c.repositories.documents.delete(doc._id);
      return dies();
    });
    await t.waitFor(async () => (await c.repositories.documents.findById(doc._id)) === null);
    expect(await inFolder()).toContain(doc.storageKey.split('/')[1]);
    expect(await c.services.orphanSweep.sweep(later())).toMatchObject({ removed: 1 });
    expect(await inFolder()).not.toContain(doc.storageKey.split('/')[1]);

    const whole = await seedDocument(c, deal, { fileName: 'deleted.pdf' });
    expect((await t.request(`/documents/${whole._id}`, { method: 'DELETE', token: member.token })).status).toBe(200);
    expect(await inFolder()).not.toContain(whole.storageKey.split('/')[1]);
    expect(await intentsLeft(t)).toBe(0);
  });

  it('an upload whose storage step outlasted half the grace period gives up instead of writing its record', async () => {
    const hasty = await startTestGateway({ STORAGE_ORPHAN_GRACE: '1 ms' });
    try {
      const owner = await hasty.signInAs('hasty-member');
      const own = await seedDeal(hasty.gateway.container, { _id: owner.user.id, username: 'hasty-member' });
      const response = await hasty.upload(owner.token, { dealId: own._id, fileName: 'slow.pdf', content: smallPdf() });
      expect(response.status).toBe(502);
      expect(await hasty.gateway.container.repositories.documents.listByDeal(own._id)).toEqual([]);
      expect(await readdir(join(hasty.storageDir, own.dealId))).toEqual([]);
      expect(await intentsLeft(hasty)).toBe(0);
    } finally {
      await hasty.close();
    }
  }, 120_000);
});

describe('files of uploads cut short, in the admin-connected OneDrive', () => {
  let t: TestGateway;
  let member: SignedIn;
  let deal: DealRecord;
  const inFolder = () =>
    t
      .microsoft!.files()
      .filter((f) => f.path.startsWith(`Deal Portal Documents/${deal.dealId}/`))
      .map((f) => f.path.slice(`Deal Portal Documents/${deal.dealId}/`.length))
      .sort();

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true });
    const admin = await t.signInAs('orphan-od-admin', { isAdmin: true });
    member = await t.signInAs('orphan-od-member');
    await t.connectOneDrive(admin);
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'orphan-od-member' });
  });
  afterAll(() => t.close());

  it('a drive file stored by an upload that died before its record is removed once the grace period is over', async () => {
    const { stored } = await uploadCutShort(t, deal, 'cut-short.pdf');
    expect(stored.backend).toBe('onedrive');
    expect(inFolder()).toEqual(['cut-short.pdf']);
    const sweep = t.gateway.container.services.orphanSweep;
    expect(await sweep.sweep()).toMatchObject({ removed: 0 });
    expect(inFolder()).toEqual(['cut-short.pdf']);
    expect(await sweep.sweep(later())).toEqual({ removed: 1, kept: 0, dealsDeleted: 0, failed: 0 });
    expect(inFolder()).toEqual([]);
    expect(await intentsLeft(t)).toBe(0);
  });

  it('a drive file whose upload died before Graph told its id is found by its upload name and removed', async () => {
    await savedWithoutKey(t, deal, 'no-id.pdf');
    expect(inFolder()).toEqual([expect.stringMatching(/\.uploading$/)]);
    expect(await t.gateway.container.services.orphanSweep.sweep(later())).toMatchObject({ removed: 1 });
    expect(inFolder()).toEqual([]);
  });

  it('never removes a drive file its record points to; OneDrive down keeps the intent for the next run', async () => {
    const response = await t.upload(member.token, { dealId: deal._id, fileName: 'kept.pdf', content: smallPdf() });
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as UploadBody;
    await uploadCutShort(t, deal, 'recorded.pdf', { recordWritten: true });
    await uploadCutShort(t, deal, 'orphan.pdf');
    expect(inFolder()).toEqual(['kept.pdf', 'orphan.pdf', 'recorded.pdf']);

    const sweep = t.gateway.container.services.orphanSweep;
    t.microsoft!.setUnavailable(true);
    try {
      expect(await sweep.sweep(later())).toEqual({ removed: 0, kept: 1, dealsDeleted: 0, failed: 1 });
    } finally {
      t.microsoft!.setUnavailable(false);
    }
    expect(await sweep.sweep(later())).toEqual({ removed: 1, kept: 0, dealsDeleted: 0, failed: 0 });
    expect(inFolder()).toEqual(['kept.pdf', 'recorded.pdf']);
    const download = await t.request(`/documents/${document.id}/download`, { token: member.token });
    expect(download.status).toBe(200);
  });
});
