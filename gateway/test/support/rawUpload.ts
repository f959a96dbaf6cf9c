import { request } from 'node:http';
import { Readable } from 'node:stream';

export type RawUploadResult = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** How many bytes of the multipart body the client had been asked for when the answer came. */
  bytesOffered: number;
};

/**
 * Sends a multipart upload whose file part is `fileBytes` long, generated lazily (one reused
 * 64 KiB buffer, so the client itself allocates nothing), either chunked (no Content-Length) or
 * with an honest Content-Length. Resolves with the answer even when the server closes the
 * connection before the body was sent — which is what a server that stops reading must do.
 */
export function rawUpload(
  url: string,
  input: { token: string; dealId: string; fileName: string; fileBytes: number; chunked: boolean },
): Promise<RawUploadResult> {
  const boundary = `----portal-test-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="dealId"\r\n\r\n${input.dealId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="tags"\r\n\r\n[]\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${input.fileName}"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(64 * 1024, 0x41);
  const pdfStart = Buffer.from('%PDF-1.7\n');
  let offered = 0;

  function* body(): Generator<Buffer> {
    offered += head.length;
    yield head;
    let left = input.fileBytes;
    offered += pdfStart.length;
    left -= pdfStart.length;
    yield pdfStart;
    while (left > 0) {
      const piece = left >= filler.length ? filler : filler.subarray(0, left);
      left -= piece.length;
      offered += piece.length;
      yield piece;
    }
    offered += tail.length;
    yield tail;
  }

  return new Promise((resolve, reject) => {
    const total = head.length + input.fileBytes + tail.length;
    const req = request(`${url}/documents/upload`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${input.token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        ...(input.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(total) }),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const offeredAtAnswer = offered;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, bytesOffered: offeredAtAnswer });
        // Like a browser that got its answer: stop sending.
        req.destroy();
      });
      res.on('error', () => undefined);
    });
    // Writing into a connection the server has closed fails (EPIPE/ECONNRESET): expected once answered.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const source = Readable.from(body(), { objectMode: false });
    source.on('error', () => undefined);
    source.pipe(req);
  });
}
