import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealRecord } from '../../gateway/test/support/seed';
import { newContext, screenshot, signInAs } from '../support/browser';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/**
 * A valid PDF of `pages` pages, each a coloured square (no fonts) whose content stream is padded
 * with `padBytes` of comment lines, so the file is large and each page's bytes sit in their own
 * part of it. Objects: catalog, page tree, pages, then the content streams in page order.
 */
function multiPagePdf(pages: number, padBytes: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 3 + i);
  const contentIds = Array.from({ length: pages }, (_, i) => 3 + pages + i);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentIds[i]} 0 R /Resources << >> >>`,
    );
  }
  const line = `% ${'padding '.repeat(12)}\n`;
  for (let i = 0; i < pages; i++) {
    const shade = ((i + 1) / (pages + 1)).toFixed(2);
    const drawing = `${shade} 0.3 0.6 rg 100 ${200 + i * 20} 300 300 re f\n`;
    const stream = drawing + line.repeat(Math.ceil(padBytes / line.length));
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`);
  }
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A `size`×`size` RGB PNG with a diagonal gradient (a real, decodable image). */
function gradientPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([x * 4, y * 4, 160], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function visible(locator: Locator, timeout = 30_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Every answer of the document download endpoint the page received: status and body length. */
function recordDownloads(page: Page): { status: number; bytes: number }[] {
  const seen: { status: number; bytes: number }[] = [];
  page.on('response', (response: Response) => {
    if (!/\/documents\/[^/]+\/download/.test(response.url()) || response.request().method() !== 'GET') return;
    const entry = { status: response.status(), bytes: 0 };
    seen.push(entry);
    void response.body().then(
      (body) => (entry.bytes = body.length),
      () => undefined,
    );
  });
  return seen;
}

const PAGES = 8;
const pdf = multiPagePdf(PAGES, 1_000_000);
const image = gradientPng(64);

describe('document preview in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  /** The deal's number (its human-readable id), shared by the phone check. */
  let dealNumber = '';

  useStackAndBrowser((started) => ({ stack, browser } = started));

  it('previews a large multi-page PDF from its first pages only, pages through it, shows an image, closes with Escape', async () => {
    const context = await newContext(browser, { theme: 'light' });
    const page = await context.newPage();
    await signInAs(page, stack.urls.shell, 'demo-member');
    const c = stack.gateway.container;
    const owner = await c.repositories.users.findByUsername('demo-member');
    if (!owner) throw new Error('demo-member has not signed in');
    dealNumber = (await c.repositories.deals.create(dealRecord(owner, { propertyName: 'Preview Point' }))).dealId;
    await page.reload();

    await (await visible(page.getByRole('button', { name: `View ${dealNumber}` }))).click();
    const summary = page.getByRole('dialog', { name: 'Deal Summary' });
    await visible(summary);
    await summary.getByLabel('Click to upload documents').setInputFiles([
      { name: 'Rent roll.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'Site photo.png', mimeType: 'image/png', buffer: image },
    ]);
    await visible(summary.getByRole('button', { name: 'Preview Site photo.png' }), 120_000);
    await visible(summary.getByRole('button', { name: 'Preview Rent roll.pdf' }));

    // The PDF: the first page shows after only a part of the file was read, by ranges.
    const downloads = recordDownloads(page);
    const openPdf = summary.getByRole('button', { name: 'Preview Rent roll.pdf' });
    await openPdf.click();
    const preview = page.getByRole('dialog', { name: 'Preview: Rent roll.pdf' });
    await visible(preview.locator('canvas[data-rendered-page="1"]'), 60_000);
    await visible(preview.getByText(`Page 1 of ${PAGES}`));
    const readForFirstPage = downloads.reduce((sum, d) => sum + d.bytes, 0);
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.every((d) => d.status === 206)).toBe(true);
    expect(readForFirstPage).toBeGreaterThan(0);
    expect(readForFirstPage).toBeLessThan(pdf.length / 2);
    const canvasWidth = await preview.locator('canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).width);
    expect(canvasWidth).toBeGreaterThan(0);
    await screenshot(page, 'preview-pdf-light');

    // The next page is read and drawn when asked for.
    await preview.getByRole('button', { name: 'Next page' }).click();
    await visible(preview.locator('canvas[data-rendered-page="2"]'), 60_000);
    await visible(preview.getByText(`Page 2 of ${PAGES}`));
    expect(downloads.reduce((sum, d) => sum + d.bytes, 0)).toBeGreaterThan(readForFirstPage);
    // The keyboard pages too.
    await preview.getByRole('group', { name: /^Page 2 of 8/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await visible(preview.locator('canvas[data-rendered-page="1"]'), 60_000);

    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Preview Rent roll.pdf',
    );
    await expect(summary.isVisible()).resolves.toBe(true);

    // The image.
    await summary.getByRole('button', { name: 'Preview Site photo.png' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Preview: Site photo.png' });
    const shown = await visible(imageDialog.getByRole('img', { name: 'Site photo.png' }));
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    await page.keyboard.press('Escape');
    await imageDialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the preview fits a phone in the dark theme', async () => {
    const context = await newContext(browser, { theme: 'dark', mobile: true });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await signInAs(page, stack.urls.shell, 'demo-member');
    await (await visible(page.getByRole('button', { name: `View ${dealNumber}` }))).click();
    const summary = page.getByRole('dialog', { name: 'Deal Summary' });
    await (await visible(summary.getByRole('button', { name: 'Preview Rent roll.pdf' }))).click();
    const preview = page.getByRole('dialog', { name: 'Preview: Rent roll.pdf' });
    const canvas = await visible(preview.locator('canvas[data-rendered-page="1"]'), 60_000);
    const box = await canvas.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, 'preview-pdf-dark-phone');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await context.close();
  });
});
