import { createHash } from 'node:crypto';

/** Stands where each answer's nonce goes; never a valid nonce itself. */
const NONCE_SLOT = '\u0000nonce\u0000';

/** The built reference, ready to answer: the page with a fresh nonce, and the CSP that allows exactly it. */
export type DocsPage = {
  render(nonce: string): Buffer;
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
