import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, sendHtml } from '../http';
import type { Drive } from './drive';
import { graphError } from './errors';
import type { DownloadRecord } from './types';

/** The pre-authenticated download URLs and the item pages a file's webUrl opens. */
export function createDownloads(
  downloads: Map<string, { itemId: string; expiresAt: number }>,
  servedDownloads: DownloadRecord[],
  drive: Drive,
) {
  const { items, pathOf } = drive;

  /**
   * The pre-authenticated download URL, which (like Graph's) honours one `Range: bytes=a-b | a- | -n`
   * with 206 and Content-Range, answers 416 to a range past the end, and ignores anything else.
   */
  function handleDownload(req: IncomingMessage, res: ServerResponse, url: URL, itemId: string): void {
    const grant = downloads.get(url.searchParams.get('tempauth') ?? '');
    const item = items.get(itemId);
    if (!grant || grant.itemId !== itemId || grant.expiresAt < Date.now() || !item?.content) {
      return graphError(res, 401, 'unauthenticated', 'The download link is invalid or has expired');
    }
    const content = item.content;
    const rangeHeader = req.headers.range ?? null;
    const record = (status: number, bytes: number) =>
      servedDownloads.push({ itemId, range: rangeHeader, status, bytes });
    const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader ?? '');
    if (match && (match[1] || match[2])) {
      const size = content.length;
      const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
      const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
      if (start >= size || (!match[1] && Number(match[2]) === 0)) {
        record(416, 0);
        res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      if (end >= start) {
        const part = content.subarray(start, end + 1);
        record(206, part.length);
        res.writeHead(206, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(part.length),
          'Content-Range': `bytes ${start}-${end}/${size}`,
          'Accept-Ranges': 'bytes',
        });
        res.end(part);
        return;
      }
    }
    record(200, content.length);
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(content.length),
      'Accept-Ranges': 'bytes',
    });
    res.end(content);
  }

  function handleView(res: ServerResponse, itemId: string): void {
    const item = items.get(itemId);
    if (!item) return sendHtml(res, 404, '<h1>Not found</h1>');
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(item.name)} · Sandbox OneDrive</title></head>
<body style="font-family:system-ui,sans-serif"><h1>Sandbox OneDrive</h1><p><strong>${escapeHtml(item.name)}</strong></p>
<p>${escapeHtml(pathOf(item))} · ${item.content?.length ?? 0} bytes</p><p>Downloads go through the portal.</p></body></html>`,
    );
  }

  return { handleDownload, handleView };
}
