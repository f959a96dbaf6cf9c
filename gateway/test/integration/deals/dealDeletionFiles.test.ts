import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPdf } from '../../support/files';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';
import type { DocumentRecord } from '../../../src/features/documents/model';

const HOUR = 3_600_000;
/** Past the default grace period (STORAGE_ORPHAN_GRACE, 1 hour): what the sweep sees after a restart an hour later. */
const later = () => new Date(Date.now() + HOUR + 60_000);
/** Stands for a process that died at this point: nothing after it ever runs. */
const dies = () => new Promise<never>(() => undefined);

type UploadBody = { document: { id: string } };

/** Where a deletion of the deal is cut short: how many of its document records it had removed. */
const KILL_POINTS = [
  { name: 'before any record was removed', removed: () => 0 },
  { name: 'with half of the records removed', removed: (n: number) => Math.floor(n / 2) },
  { name: 'with every record removed, before the files', removed: (n: number) => n },
];

type Backend = {
  name: string;
  start(): Promise<TestGateway>;
  /** The names of the files in the deal's folder (none when the folder is gone). */
  inFolder(t: TestGateway, deal: DealRecord): Promise<string[]>;
};

const backends: Backend[] = [
  {
    name: 'local storage',
    start: () => startTestGateway(),
    inFolder: async (t, deal) => (await readdir(join(t.storageDir, deal.dealId)).catch(() => [])).sort(),
  },
  {
    name: 'the admin-connected OneDrive',
    async start() {
      const t = await startTestGateway({}, { microsoft: true });
      const admin = await t.signInAs('deal-files-admin', { isAdmin: true });
      await t.connectOneDrive(admin);
      return t;
    },
    inFolder: async (t, deal) => {
      const prefix = `Deal Portal Documents/${deal.dealId}/`;
      return t
        .microsoft!.files()
        .filter((file) => file.path.startsWith(prefix))
        .map((file) => file.path.slice(prefix.length))
        .sort();
    },
  },
];

const intentsLeft = (t: TestGateway) => t.gateway.db.collection('storageintents').countDocuments();

/** The file name a stored document has in its deal's folder. */
const storedName = (doc: DocumentRecord) => (doc.storage === 'local' ? doc.storageKey.split('/')[1] : doc.originalName);

describe.each(backends)('a deal deletion cut short, in $name', (backend) => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await backend.start();
    member = await t.signInAs('deal-files-member');
  });
  afterAll(() => t.close());

  /** A deal of the member's with `count` documents uploaded the way the browser does. */
  async function dealWithDocuments(count: number): Promise<{ deal: DealRecord; docs: DocumentRecord[] }> {
    const deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'deal-files-member' });
    for (let n = 1; n <= count; n++) {
      const response = await t.upload(member.token, {
        dealId: deal._id,
        fileName: `doc-${n}.pdf`,
        content: smallPdf(),
      });
      expect(response.status).toBe(201);
    }
    const docs = await t.gateway.container.repositories.documents.listByDeal(deal._id);
    expect(docs).toHaveLength(count);
    return { deal, docs };
  }

  /**
   * Runs the deal deletion's steps (deals/service.ts delete, documents/service.ts removeAllForDeal)
   * and stops as a killed process would once `removed` document records are gone.
   */
  async function deletionCutShort(deal: DealRecord, docs: DocumentRecord[], removed: number): Promise<void> {
    const c = t.gateway.container;
    await c.repositories.deals.markDeleting(deal._id, new Date());
    const files = docs.map((doc) => ({
      documentId: doc._id,
      backend: doc.storage,
      key: doc.storageKey,
      folder: deal.dealId,
      fileName: doc.originalName,
    }));
    let reached!: () => void;
    const stopped = new Promise<void>((resolve) => (reached = resolve));
    void c.services.storage.removeDealDocuments(deal.dealId, files, async () => {
      await c.repositories.documents.deleteAll(docs.slice(0, removed).map((doc) => doc._id));
      reached();
      return dies();
    });
    await stopped;
  }

  it.each(KILL_POINTS)(
    'killed $name: after the sweep every record left has its file and no other file is left; deleting again removes all',
    async ({ removed }) => {
      const c = t.gateway.container;
      const { deal, docs } = await dealWithDocuments(4);
      const cut = removed(docs.length);
      await deletionCutShort(deal, docs, cut);
      // Before the grace period is over the sweep leaves everything alone (the deletion may still be running).
      expect(await c.services.orphanSweep.sweep()).toEqual({ removed: 0, kept: 0, dealsDeleted: 0, failed: 0 });

      expect(await c.services.orphanSweep.sweep(later())).toEqual({
        removed: cut,
        kept: docs.length - cut,
        dealsDeleted: 0,
        failed: 0,
      });
      const left = await c.repositories.documents.listByDeal(deal._id);
      expect(left.map((doc) => doc._id).sort()).toEqual(
        docs
          .slice(cut)
          .map((doc) => doc._id)
          .sort(),
      );
      expect(await backend.inFolder(t, deal)).toEqual(left.map(storedName).sort());
      for (const doc of left) {
        const download = await t.request(`/documents/${doc._id}/download`, { token: member.token });
        expect(download.status, doc.originalName).toBe(200);
        expect((await download.arrayBuffer()).byteLength).toBe(smallPdf().length);
      }
      expect(await intentsLeft(t)).toBe(0);

      // The half-deleted deal takes no new document; deleting it again finishes the job.
      const refused = await t.upload(member.token, { dealId: deal._id, fileName: 'late.pdf', content: smallPdf() });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ message: 'Deal not found' });
      expect(await backend.inFolder(t, deal)).toEqual(left.map(storedName).sort());

      const again = await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: member.token });
      expect(again.status).toBe(200);
      expect(await c.repositories.documents.listByDeal(deal._id)).toEqual([]);
      expect(await c.repositories.deals.findById(deal._id)).toBeNull();
      expect(await backend.inFolder(t, deal)).toEqual([]);
      expect(await intentsLeft(t)).toBe(0);
    },
  );

  it('a complete deletion leaves no record, file or intent', async () => {
    const c = t.gateway.container;
    const { deal } = await dealWithDocuments(3);
    const response = await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: member.token });
    expect(response.status).toBe(200);
    expect(await c.repositories.documents.listByDeal(deal._id)).toEqual([]);
    expect(await backend.inFolder(t, deal)).toEqual([]);
    expect(await intentsLeft(t)).toBe(0);
    expect(await c.services.orphanSweep.sweep(later())).toEqual({ removed: 0, kept: 0, dealsDeleted: 0, failed: 0 });
  });

  it('an upload killed after recording its document for a deal deleted meanwhile leaves nothing after the sweep', async () => {
    const c = t.gateway.container;
    const { deal } = await dealWithDocuments(1);
    expect((await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: member.token })).status).toBe(200);

    // The upload's storage step, begun before the deletion, writes its record after it and dies.
    const spool = c.infra.localStore.spoolDir;
    await mkdir(spool, { recursive: true });
    const filePath = join(spool, randomUUID());
    await writeFile(filePath, smallPdf());
    const documentId = randomUUID();
    const input = {
      documentId,
      folder: deal.dealId,
      fileName: 'straggler.pdf',
      filePath,
      size: smallPdf().length,
      mimeType: 'application/pdf',
    };
    await new Promise<void>((resolve, reject) => {
      c.services.storage
        .storeUpload(input, async (stored) => {
          const now = new Date();
          await c.repositories.documents.insert({
            _id: documentId,
            dealId: deal._id,
            userId: deal.userId,
            originalName: 'straggler.pdf',
            mimeType: 'application/pdf',
            fileSize: input.size,
            tags: [],
            storage: stored.backend,
            storageKey: stored.key,
            oneDriveUrl: stored.webUrl,
            createdAt: now,
            updatedAt: now,
          });
          resolve();
          return dies();
        })
        .catch(reject);
    });
    expect(await backend.inFolder(t, deal)).toEqual(['straggler.pdf'].map((name) => expect.stringContaining(name)));

    expect(await c.services.orphanSweep.sweep(later())).toEqual({ removed: 1, kept: 0, dealsDeleted: 0, failed: 0 });
    expect(await c.repositories.documents.findById(documentId)).toBeNull();
    expect(await backend.inFolder(t, deal)).toEqual([]);
    expect(await intentsLeft(t)).toBe(0);
  });
});

describe('an upload racing the deletion of its deal', () => {
  it('in OneDrive: the deal deleted while the upload was being stored; the upload answers 404 and nothing is left', async () => {
    const t = await startTestGateway({}, { microsoft: true });
    try {
      const admin = await t.signInAs('race-admin', { isAdmin: true });
      await t.connectOneDrive(admin);
      const member = await t.signInAs('race-member');
      const deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'race-member' });
      const kept = await t.upload(member.token, { dealId: deal._id, fileName: 'kept.pdf', content: smallPdf() });
      expect(kept.status).toBe(201);

      // The upload's file is in the drive under its own name, and Graph is slow to say so.
      const hold = t.microsoft!.holdNextRename();
      const racing = t.upload(member.token, { dealId: deal._id, fileName: 'racing.pdf', content: smallPdf() });
      await hold.applied;
      const deleted = await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: member.token });
      expect(deleted.status).toBe(200);
      hold.release();

      const response = await racing;
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Deal not found' });
      const c = t.gateway.container;
      expect(await c.repositories.documents.listByDeal(deal._id)).toEqual([]);
      expect(t.microsoft!.files().filter((file) => file.path.includes(deal.dealId))).toEqual([]);
      expect(await t.gateway.db.collection('storageintents').countDocuments()).toBe(0);
      expect(await c.services.orphanSweep.sweep(later())).toEqual({ removed: 0, kept: 0, dealsDeleted: 0, failed: 0 });
    } finally {
      await t.close();
    }
  });

  it('in local storage: uploads sent alongside the deletion end either recorded and deleted with the deal, or refused with 404', async () => {
    const t = await startTestGateway();
    try {
      const member = await t.signInAs('race-local-member');
      const deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'race-local-member' });
      const uploads = Array.from({ length: 6 }, (_, n) =>
        t.upload(member.token, { dealId: deal._id, fileName: `race-${n}.pdf`, content: smallPdf() }),
      );
      const deleted = await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: member.token });
      expect(deleted.status).toBe(200);
      const answers = await Promise.all(uploads);
      for (const answer of answers) expect([201, 404]).toContain(answer.status);
      for (const answer of answers.filter((a) => a.status === 201)) {
        const { document } = (await answer.json()) as UploadBody;
        expect(await t.gateway.container.repositories.documents.findById(document.id)).toBeNull();
      }

      const c = t.gateway.container;
      expect(await c.repositories.documents.listByDeal(deal._id)).toEqual([]);
      expect(await readdir(join(t.storageDir, deal.dealId)).catch(() => [])).toEqual([]);
      expect(await t.gateway.db.collection('storageintents').countDocuments()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
