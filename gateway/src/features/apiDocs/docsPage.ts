import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Stands where each answer's nonce goes; never a valid nonce itself. */
const NONCE_SLOT = '\u0000nonce\u0000';

/** The built reference, ready to answer: the page with a fresh nonce, and the CSP that allows exactly it. */
export type DocsPage = {
  render(nonce: string): Buffer;
  /** The same bytes as `render`, gzip-encoded: the 2.5 MB page travels as a few hundred kB. */
  renderGzip(nonce: string): Buffer;
  contentSecurityPolicy(nonce: string): string;
};

/** A problem with the built file that makes it unsafe or impossible to serve as it is. */
export class DocsPageError extends Error {}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Where each raw-text element (<script>, <style>) opens, and where its closing tag starts. The
 * page's inline bundle escapes `</script` inside its code, so the first closing tag ends it.
 */
function rawTextElements(html: string): { open: number; openEnd: number; close: number; name: string }[] {
  const found: { open: number; openEnd: number; close: number; name: string }[] = [];
  const lower = html.toLowerCase();
  const opening = /<(script|style)\b[^>]*>/gi;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(html))) {
    const name = match[1]!.toLowerCase();
    const openEnd = match.index + match[0].length;
    const close = lower.indexOf(`</${name}`, openEnd);
    if (close < 0) throw new DocsPageError(`A <${name}> element is not closed`);
    found.push({ open: match.index, openEnd, close, name });
    opening.lastIndex = close;
  }
  return found;
}

/**
 * Prepares the HTML that `redocly build-docs --inlineBundle` wrote: every inline <script> and
 * <style> gets a per-answer nonce (styled-components reads it from `meta[property=csp-nonce]`
 * for the styles it adds while the page runs), and the `style="…"` attributes of the
 * prerendered markup are allowed by their hashes. A page that loads anything from elsewhere
 * (`src=` or `<link href>`) is refused: the reference must work offline and under its CSP.
 */
export function prepareDocsPage(html: string): DocsPage {
  const elements = rawTextElements(html);
  const markup: string[] = [];
  let position = 0;
  for (const element of elements) {
    markup.push(html.slice(position, element.open));
    position = element.close;
  }
  markup.push(html.slice(position));
  const outsideCode = markup.join('');

  const openingTags = elements.map((element) => html.slice(element.open, element.openEnd)).join('');
  const styles = elements.filter((element) => element.name === 'style').map((e) => html.slice(e.openEnd, e.close));
  if (
    loadsFromElsewhere(outsideCode + openingTags) ||
    styles.some((css) => /url\(\s*['"]?(?:https?:)?\/\//i.test(css))
  ) {
    throw new DocsPageError('The API reference loads a resource from elsewhere; build it with --inlineBundle');
  }
  if (!/<head>/i.test(html)) throw new DocsPageError('The API reference has no <head>');

  const styleAttributes = new Set<string>();
  for (const match of outsideCode.matchAll(/\sstyle="([^"]*)"/gi)) styleAttributes.add(decodeAttribute(match[1]!));

  let withSlots = '';
  position = 0;
  for (const element of elements) {
    const tag = html.slice(element.open, element.openEnd);
    if (/\snonce\s*=/i.test(tag)) throw new DocsPageError('The built page already carries a nonce');
    withSlots += html.slice(position, element.open) + tag.replace(/^<(script|style)/i, `<$1 nonce="${NONCE_SLOT}"`);
    position = element.openEnd;
  }
  withSlots += html.slice(position);
  withSlots = withSlots.replace(/<head>/i, `<head>\n  <meta property="csp-nonce" nonce="${NONCE_SLOT}" />`);

  const parts = withSlots.split(NONCE_SLOT).map((part) => Buffer.from(part, 'utf8'));
  const gzip = gzipAroundSlots(parts);
  const attributeHashes = [...styleAttributes].sort().map(sha256);

  return {
    render(nonce) {
      const chunks: Buffer[] = [];
      const value = Buffer.from(nonce, 'utf8');
      parts.forEach((part, index) => {
        if (index > 0) chunks.push(value);
        chunks.push(part);
      });
      return Buffer.concat(chunks);
    },
    renderGzip: (nonce) => gzip(Buffer.from(nonce, 'utf8')),
    contentSecurityPolicy(nonce) {
      const styles = [`'nonce-${nonce}'`, ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : [])];
      return [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src ${styles.join(' ')}`,
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; ');
    },
  };
}

/** A gzip member's fixed header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The end of a deflate stream: an empty final block with fixed codes. */
const DEFLATE_END = deflateRawSync(Buffer.alloc(0));

/**
 * The page's fixed parts are compressed once, each as deflate blocks that end on a byte
 * boundary (a sync flush, no final bit), so that an answer only adds its nonce as a stored block
 * and joins the blocks: a valid gzip stream of the rendered page without recompressing 2.5 MB per answer.
 * The checksum still runs over the whole page (fast, and it must cover the nonce).
 */
function gzipAroundSlots(parts: Buffer[]): (value: Buffer) => Buffer {
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const compressed = parts.map(flushed);
  return (value) => {
    const slot = storedBlock(value);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    parts.forEach((part, index) => {
      if (index > 0) {
        chunks.push(slot);
        crc = crc32(value, crc);
        size += value.length;
      }
      chunks.push(compressed[index]!);
      crc = crc32(part, crc);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    return Buffer.concat([...chunks, DEFLATE_END, trailer]);
  };
}

/** A non-final stored deflate block (RFC 1951 §3.2.4): the bytes as they are, no compressor needed. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError('A stored block holds at most 65535 bytes');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** An element that fetches a URL of another host when the page loads (links a person clicks are fine). */
function loadsFromElsewhere(markup: string): boolean {
  const loader =
    /<(?:script|img|iframe|link|source|embed|object|video|audio|track)\b[^>]*?\s(?:src|href|data|srcset)\s*=\s*["']?(?:https?:)?\/\//i;
  return loader.test(markup);
}

/** The attribute's value as the browser hashes it (React escapes only these in markup). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
