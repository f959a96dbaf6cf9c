import PDFDocument from 'pdfkit';
import type { SummaryContent } from './summaryContent';

// The characters of WinAnsiEncoding beyond Latin-1, the only ones the standard fonts can show.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard (WinAnsi) fonts can print: a character outside WinAnsi becomes '?', a control
 * character a space, so whatever a user typed renders instead of failing.
 */
export function toWinAnsi(text: string, keepNewlines = false): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\n' && keepNewlines) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0 && !WIN_ANSI_EXTRAS.has(char))) out += ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) out += char;
    else out += '?';
  }
  return out;
}

const MARGIN = 54;
const LABEL_WIDTH = 150;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#c8c8c8';
const MAX_PAGES = 2;

/**
 * The summary as a US Letter PDF in the standard Helvetica fonts (nothing embedded, nothing
 * fetched): a title block, then each section's rows, text or list. Every string is drawn as text,
 * so what a user typed can never become PDF syntax or markup.
 */
export function renderSummaryPdf(content: SummaryContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: toWinAnsi(content.title),
      Author: toWinAnsi(content.portalName),
      Subject: toWinAnsi(content.subtitle),
      Creator: toWinAnsi(content.portalName),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const valueWidth = width - LABEL_WIDTH;
  const bottom = doc.page.height - MARGIN;
  let pages = 1;
  let full = false;
  /**
   * Whether `height` more fits, turning to the second page when needed. The limits of the content
   * keep a summary within two pages; this guarantees it, whatever the fonts make of the text.
   */
  const room = (height: number): boolean => {
    if (full) return false;
    if (doc.y + height <= bottom) return true;
    if (pages < MAX_PAGES) {
      doc.addPage();
      pages += 1;
      return true;
    }
    full = true;
    return false;
  };
  const line = (text: string, font: string, color: string) => {
    doc.font(font).fontSize(9.5);
    if (!room(doc.heightOfString(text, { width }))) return;
    doc.fillColor(color).text(text, MARGIN, doc.y, { width });
  };

  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(toWinAnsi(content.portalName.toUpperCase()), {
    characterSpacing: 1,
  });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(toWinAnsi(content.title));
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(toWinAnsi(content.subtitle));
  doc.moveDown(0.6);

  for (const section of content.sections) {
    // A heading never sits alone at the foot of a page.
    if (!room(60)) break;
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(toWinAnsi(section.title), MARGIN, doc.y);
    const ruleY = doc.y + 1;
    doc
      .moveTo(MARGIN, ruleY)
      .lineTo(MARGIN + width, ruleY)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(9.5);
    for (const row of section.rows) {
      const label = toWinAnsi(row.label);
      const value = toWinAnsi(row.value);
      const height = Math.max(
        doc.heightOfString(label, { width: LABEL_WIDTH - 8 }),
        doc.heightOfString(value, { width: valueWidth }),
      );
      if (!room(height)) break;
      const top = doc.y;
      doc.fillColor(MUTED).text(label, MARGIN, top, { width: LABEL_WIDTH - 8 });
      doc.fillColor(INK).text(value, MARGIN + LABEL_WIDTH, top, { width: valueWidth });
      doc.y = top + height + 2;
    }
    if (section.text !== undefined) {
      for (const paragraph of toWinAnsi(section.text, true).split('\n')) line(paragraph || ' ', 'Helvetica', INK);
    }
    for (const item of section.items ?? []) line(`\u2022  ${toWinAnsi(item)}`, 'Helvetica', INK);
    if (section.note) {
      doc.moveDown(0.2);
      line(toWinAnsi(section.note), 'Helvetica-Oblique', MUTED);
    }
    doc.x = MARGIN;
  }

  doc.end();
  return done;
}
