import { Fragment } from 'react';
import styled from 'styled-components';

// http(s) addresses and bare `www.` hosts; anything else (javascript:, data:, mailto:) stays text.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://x.example/a.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits plain text into text and link parts; only http and https addresses become links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    // Keep a closing parenthesis that belongs to the address ("…/Foo_(bar)").
    if (trailing.startsWith(')') && raw.includes('(')) raw = raw.slice(0, raw.length - trailing.length + 1);
    else raw = raw.slice(0, raw.length - trailing.length);
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href: url.href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const StyledText = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.info};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export type LinkifiedTextProps = { text: string; className?: string };

/**
 * Plain text (comments, notes) with its web addresses made clickable, shared with the remotes
 * (`@portal/web-kit/ui/LinkifiedText`). Rendered as React text and anchors, never as HTML, so
 * markup in the text shows as typed; links open in a new tab without access to this page.
 */
export function LinkifiedText({ text, className }: LinkifiedTextProps) {
  return (
    <StyledText className={className}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </StyledText>
  );
}
