import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, jpeg, ole2, pdfOfSize, plainZip, png, smallPdf, windowsExecutable, xlsx } from '../../support/files';
import { rawUpload } from '../../support/rawUpload';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

const TYPE_MESSAGE = 'File type not supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.';
const SIZE_MESSAGE = 'File size must be less than 10MB';
const MB = 1024 * 1024;
const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

type UploadBody = { message: string; document: Record<string, unknown> & { id: string } };

describe('POST /documents/upload (uploadDocument) to local storage', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('upload-member');
    other = await t.signInAs('upload-other');
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'upload-member' });
  });
  afterAll(() => t.close());

  const spoolIsEmpty = async () => {
    const entries = await readdir(join(t.storageDir, '.incoming')).catch(() => []);
    expect(entries).toEqual([]);
  };

  it('stores a PDF with its tags and answers the message of docs/product.md#deal-and-document-messages and the document', async () => {
    const content = smallPdf();
    const response = await t.upload(member.token, {
      dealId: deal._id,
      fileName: 'Term Sheet.pdf',
      content,
      tags: '["appraisal"," lender ",""]',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as UploadBody;
    expect(body.message).toBe('Document uploaded successfully');
    expect(body.document).toMatchObject({
      dealId: deal._id,
      userId: member.user.id,
      originalName: 'Term Sheet.pdf',
      mimeType: 'application/pdf',
      fileSize: content.length,
      tags: ['appraisal', 'lender'],
      oneDriveUrl: null,
    });
    const stored = await t.gateway.container.repositories.documents.findById(body.document.id);
    expect(stored?.storage).toBe('local');
    expect(sha256(await readFile(join(t.storageDir, stored!.storageKey)))).toBe(sha256(content));
    await spoolIsEmpty();
  });

  it('a 9.9 MB PDF is stored and downloads byte-identical', async () => {
    const content = pdfOfSize(Math.floor(9.9 * MB));
    const response = await t.upload(member.token, { dealId: deal._id, fileName: 'big.pdf', content });
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as UploadBody;
    expect(document.fileSize).toBe(content.length);
    const download = await t.request(`/documents/${document.id}/download`, { token: member.token });
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(content));
  });

  it('exactly 10 MB is accepted; one byte more is refused', async () => {
    const atLimit = await t.upload(member.token, {
      dealId: deal._id,
      fileName: 'limit.pdf',
      content: pdfOfSize(10 * MB),
    });
    expect(atLimit.status).toBe(201);
    const over = await rawUpload(t.gateway.url, {
      token: member.token,
      dealId: deal._id,
      fileName: 'over.pdf',
      fileBytes: 10 * MB + 1,
      chunked: false,
    });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ error: SIZE_MESSAGE });
    await spoolIsEmpty();
  });

  it('an 11 MB upload is refused with the message of docs/product.md#upload-rules before it is read in full (Content-Length)', async () => {
    const result = await rawUpload(t.gateway.url, {
      token: member.token,
      dealId: deal._id,
      fileName: 'eleven.pdf',
      fileBytes: 11 * MB,
      chunked: false,
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({
      error: SIZE_MESSAGE,
      message: SIZE_MESSAGE,
      details: [{ field: 'body.file', message: SIZE_MESSAGE }],
      requestId: expect.any(String),
    });
    await spoolIsEmpty();
  });

  it('a streamed upload is cut off once it passes 10 MB: the server stops reading and memory stays flat', async () => {
    const fileBytes = 100 * MB;
    const baseline = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - (baseline.heapUsed + baseline.arrayBuffers));
    }, 5);
    const result = await rawUpload(t.gateway.url, {
      token: member.token,
      dealId: deal._id,
      fileName: 'endless.pdf',
      fileBytes,
      chunked: true,
    });
    clearInterval(sampler);

    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ error: SIZE_MESSAGE });
    // The answer came while most of the 100 MB had not even been produced by the client.
    expect(result.bytesOffered).toBeGreaterThan(10 * MB);
    expect(result.bytesOffered).toBeLessThan(40 * MB);
    // Buffering would need at least the 10 MB read (and the whole 100 MB to answer); streaming stays far below.
    expect(peak).toBeLessThan(32 * MB);
    await spoolIsEmpty();
  });

  it('an executable renamed .pdf is refused with the type message', async () => {
    const response = await t.upload(member.token, {
      dealId: deal._id,
      fileName: 'invoice.pdf',
      content: windowsExecutable(),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: TYPE_MESSAGE,
      message: TYPE_MESSAGE,
      requestId: expect.any(String),
    });
    await spoolIsEmpty();
  });

  it.each([
    ['a PDF named .exe', 'setup.exe', smallPdf()],
    ['a PNG named .pdf', 'scan.pdf', png()],
    ['a text file', 'notes.txt', Buffer.from('just text')],
    ['a ZIP named .pdf', 'archive.pdf', plainZip()],
    ['a file without extension', 'README', smallPdf()],
  ])('%s is refused with the type message (415)', async (_label, fileName, content) => {
    const response = await t.upload(member.token, { dealId: deal._id, fileName, content });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe(TYPE_MESSAGE);
  });

  it.each([
    ['report.docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['model.xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['plain-zip-as.docx', plainZip(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['legacy.doc', ole2(), 'application/msword'],
    ['legacy.xls', ole2(), 'application/vnd.ms-excel'],
    ['photo.jpg', jpeg(), 'image/jpeg'],
    ['photo.JPEG', jpeg(), 'image/jpeg'],
    ['plan.png', png(), 'image/png'],
    ['bundle.zip', plainZip(), 'application/zip'],
  ])('accepts %s (content and extension agree)', async (fileName, content, mimeType) => {
    const response = await t.upload(member.token, { dealId: deal._id, fileName, content });
    expect(response.status).toBe(201);
    expect(((await response.json()) as UploadBody).document).toMatchObject({ originalName: fileName, mimeType });
  });

  it('sanitises the file name (no path, no reserved characters) on disk and in the record', async () => {
    const response = await t.upload(member.token, {
      dealId: deal._id,
      fileName: '../../etc/pa:ss<wd>?.pdf',
      content: smallPdf(),
    });
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as UploadBody;
    expect(document.originalName).toBe('pa_ss_wd__.pdf');
    const stored = await t.gateway.container.repositories.documents.findById(document.id);
    expect(stored!.storageKey.startsWith(`${deal.dealId}/`)).toBe(true);
    expect(stored!.storageKey.endsWith('-pa_ss_wd__.pdf')).toBe(true);
  });

  it('answers 400 for a missing file, a missing dealId, bad tags, an empty file or a non-multipart body', async () => {
    const noFile = new FormData();
    noFile.append('dealId', deal._id);
    const a = await t.request('/documents/upload', { method: 'POST', token: member.token, body: noFile });
    expect(a.status).toBe(400);
    expect(((await a.json()) as { error: string }).error).toBe('Please choose a file to upload');

    const noDeal = new FormData();
    noDeal.append('file', new Blob([smallPdf()]), 'a.pdf');
    const b = await t.request('/documents/upload', { method: 'POST', token: member.token, body: noDeal });
    expect(b.status).toBe(400);
    expect(((await b.json()) as { error: string }).error).toBe('dealId is required');

    const badTags = await t.upload(member.token, {
      dealId: deal._id,
      fileName: 'a.pdf',
      content: smallPdf(),
      tags: '{"not":"a list"}',
    });
    expect(badTags.status).toBe(400);
    expect(((await badTags.json()) as { error: string }).error).toMatch(/^Tags must be a JSON array/);

    const empty = await t.upload(member.token, { dealId: deal._id, fileName: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe('The file is empty');

    const json = await t.request('/documents/upload', {
      method: 'POST',
      token: member.token,
      json: { dealId: deal._id },
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe('Send the document as multipart/form-data');
    await spoolIsEmpty();
  });

  it("a member cannot upload to another member's deal (404) and nothing is stored", async () => {
    const response = await t.upload(other.token, { dealId: deal._id, fileName: 'sneaky.pdf', content: smallPdf() });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Deal not found',
      message: 'Deal not found',
      requestId: expect.any(String),
    });
    expect(
      (await t.upload(member.token, { dealId: 'no-such-deal', fileName: 'a.pdf', content: smallPdf() })).status,
    ).toBe(404);
    await spoolIsEmpty();
  });

  it("an admin may upload to any member's deal", async () => {
    const admin = await t.signInAs('upload-admin', { isAdmin: true });
    const response = await t.upload(admin.token, { dealId: deal._id, fileName: 'admin-note.pdf', content: smallPdf() });
    expect(response.status).toBe(201);
    expect(((await response.json()) as UploadBody).document.userId).toBe(admin.user.id);
  });

  it('anonymous 401, pending 403', async () => {
    const form = new FormData();
    form.append('dealId', deal._id);
    form.append('file', new Blob([smallPdf()]), 'a.pdf');
    expect((await t.request('/documents/upload', { method: 'POST', body: form })).status).toBe(401);
    const pending = await t.signIn('upload-pending');
    expect((await t.upload(pending.token, { dealId: deal._id, fileName: 'a.pdf', content: smallPdf() })).status).toBe(
      403,
    );
  });
});
