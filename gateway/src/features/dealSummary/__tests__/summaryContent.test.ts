import { sizeLoan } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEAL_TEXT_FIELDS, type DealRecord } from '../../deals/model';
import { renderSummaryPdf, toWinAnsi } from '../renderSummaryPdf';
import {
  cityFromAddress,
  DOCUMENTS_MAX,
  NARRATIVE_MAX_CHARS,
  NARRATIVE_SHORTENED,
  summaryContent,
  type SummaryContent,
  type SummaryForm,
  type SummaryInput,
} from '../summaryContent';

const CLIENT = {
  contactFirstName: 'Margarethe',
  contactLastName: 'Vandersloot',
  contactName: 'Margarethe Vandersloot',
  contactPhone: '+1 312-555-0147',
  contactEmail: 'margarethe@vandersloot.example',
};
const STREET = '4821 Halsted Street';

function deal(fields: Partial<DealRecord> = {}): DealRecord {
  const at = new Date('2026-03-10T12:00:00.000Z');
  return {
    ...(Object.fromEntries(DEAL_TEXT_FIELDS.map((field) => [field, null])) as Record<string, null>),
    ...CLIENT,
    _id: 'd-1',
    dealId: 'DL-2026-000042',
    userId: 'u-1',
    createdBy: 'member',
    loanAmount: 1_500_000,
    status: 'Open',
    stage: 'Qualification',
    stageLastUpdated: null,
    stageHistory: [],
    createdAt: at,
    updatedAt: at,
    propertyAddress: `${STREET}, Chicago, IL 60608`,
    propertyType: 'Multifamily',
    dealType: 'Acquisition',
    loanRequest: '$1.5M',
    sponsorNetWorth: '$12M',
    sponsorLiquidity: '$2.5M',
    additionalInformation: 'Stabilised 48-unit building.',
    propertyValue: 2_400_000,
    netOperatingIncome: 180_000,
    loanPurpose: 'purchase',
    ...fields,
  } as DealRecord;
}

const TERMS = { ratePercent: 6.5, amortisationMonths: 360, maxLtvPercent: 70, minDscr: 1.25, minDebtYieldPercent: 9 };

function input(form: SummaryForm, fields: Partial<DealRecord> = {}, documentNames = ['rent-roll.pdf']): SummaryInput {
  const record = deal(fields);
  return {
    portalName: 'DealDesk',
    deal: record,
    sizing: {
      purpose: 'purchase',
      terms: TERMS,
      sizing: sizeLoan({ propertyValue: 2_400_000, netOperatingIncome: 180_000, loanAmount: 1_500_000 }, TERMS),
    },
    documentNames,
    form,
    generatedAt: new Date('2026-04-01T09:00:00.000Z'),
  };
}

/** Every string the PDF would print, joined. */
const printed = (content: SummaryContent) =>
  [
    content.portalName,
    content.title,
    content.subtitle,
    ...content.sections.flatMap((section) => [
      section.title,
      ...section.rows.flatMap((row) => [row.label, row.value]),
      section.text ?? '',
      ...(section.items ?? []),
      section.note ?? '',
    ]),
  ].join('\n');

describe('deal summary content', () => {
  it('the anonymised form prints none of the client name, phone, e-mail or street address', () => {
    const text = printed(summaryContent(input('anonymised')));
    for (const value of [...Object.values(CLIENT), 'Vandersloot', 'Margarethe', '4821', 'Halsted', '60608']) {
      expect(text).not.toContain(value);
    }
    expect(text).toContain('Chicago, IL');
    expect(text).toContain('DL-2026-000042');
    expect(text).toContain('$1.5M');
  });

  it('the full form prints the client name, phone, e-mail and the property address', () => {
    const text = printed(summaryContent(input('full')));
    for (const value of Object.values(CLIENT)) expect(text).toContain(value);
    expect(text).toContain(`${STREET}, Chicago, IL 60608`);
  });

  it('prints the sizing with the limit that binds, the sponsor and the documents', () => {
    const content = summaryContent(input('anonymised', {}, ['rent-roll.pdf', 'T12.xlsx']));
    const sizing = content.sections.find((section) => section.title === 'Loan Sizing')!;
    // Value $2.4M at 70 % LTV gives $1,680,000, below the DSCR and debt-yield maximums.
    expect(sizing.rows.find((row) => row.label === 'Maximum loan')?.value).toBe('$1,680,000 (LTV binds)');
    expect(sizing.rows.find((row) => row.label === 'Missing for sizing')).toBeUndefined();
    expect(printed(content)).toContain('$12M');
    expect(content.sections.find((section) => section.title === 'Documents')!.items).toEqual([
      'rent-roll.pdf',
      'T12.xlsx',
    ]);
  });

  it('names the inputs a deal lacks when its maximum loan is unknown', () => {
    const content = summaryContent({
      ...input('anonymised'),
      sizing: { purpose: 'purchase', terms: TERMS, sizing: sizeLoan({ loanAmount: 1_500_000 }, TERMS) },
    });
    const rows = content.sections.find((section) => section.title === 'Loan Sizing')!.rows;
    expect(rows.find((row) => row.label === 'Maximum loan')?.value).toBe('Unknown');
    expect(rows.find((row) => row.label === 'Missing for sizing')?.value).toContain('property value');
  });

  it('a long additional information is cut with an ellipsis and says so', () => {
    const long = `${'Long narrative sentence. '.repeat(400)}THE END`;
    const section = summaryContent(input('anonymised', { additionalInformation: long })).sections.find(
      (s) => s.title === 'Additional Information',
    )!;
    expect(section.text!.length).toBeLessThanOrEqual(NARRATIVE_MAX_CHARS + 1);
    expect(section.text!.endsWith('…')).toBe(true);
    expect(section.text).not.toContain('THE END');
    expect(section.note).toBe(NARRATIVE_SHORTENED);
    const short = summaryContent(input('anonymised')).sections.find((s) => s.title === 'Additional Information')!;
    expect(short.note).toBeUndefined();
  });

  it('a narrative of many short lines is cut too', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i}`).join('\n');
    const section = summaryContent(input('anonymised', { additionalInformation: lines })).sections.find(
      (s) => s.title === 'Additional Information',
    )!;
    expect(section.text).not.toContain('line 199');
    expect(section.note).toBe(NARRATIVE_SHORTENED);
  });

  it('lists at most DOCUMENTS_MAX document names and counts the rest', () => {
    const names = Array.from({ length: DOCUMENTS_MAX + 7 }, (_, i) => `doc-${i}.pdf`);
    const section = summaryContent(input('anonymised', {}, names)).sections.find((s) => s.title === 'Documents')!;
    expect(section.items).toHaveLength(DOCUMENTS_MAX);
    expect(section.note).toBe('and 7 more');
  });

  it('takes the city from the address, never a street', () => {
    expect(cityFromAddress('12 Main St, Austin, TX 78701')).toBe('Austin');
    expect(cityFromAddress('12 Main St, Kansas City MO 64105')).toBe('Kansas City');
    expect(cityFromAddress('Main Street Austin TX')).toBeNull();
    expect(cityFromAddress('1 Seed Street, Springfield')).toBeNull();
    expect(cityFromAddress(null)).toBeNull();
  });
});

describe('deal summary PDF', () => {
  it('replaces characters outside WinAnsi instead of failing', async () => {
    expect(toWinAnsi('Café € 😀 漢 \u0007x')).toBe('Café € ? ?  x');
    const pdf = await renderSummaryPdf(
      summaryContent(input('full', { additionalInformation: 'Emoji 😀, Chinese 漢字, Greek Ω and €' })),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the largest content to two pages', async () => {
    const long = Array.from({ length: 400 }, () => 'Wide words fill the whole line of the page quickly.').join(' ');
    const names = Array.from({ length: 80 }, (_, i) => `${'a-very-long-document-name-'.repeat(5)}${i}.pdf`);
    const pdf = await renderSummaryPdf(
      summaryContent(input('full', { additionalInformation: long, propertyType: 'x '.repeat(300) }, names)),
    );
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });
});

describe('summaryContent: the selected quote', () => {
  const selectedQuote = {
    quoteId: 'q-1',
    lenderName: 'First Capital',
    selectedAt: new Date('2026-04-02T09:00:00.000Z'),
    terms: {
      amount: 1_400_000,
      rateType: 'floating' as const,
      ratePercent: null,
      index: 'SOFR' as const,
      spreadBps: 275,
      termMonths: 60,
      amortisationMonths: 0,
      interestOnlyMonths: null,
      recourse: 'partial' as const,
      conditions: 'Appraisal at or above $2.4M\n<b>and</b> a rent roll',
    },
  };
  const section = (content: SummaryContent) => content.sections.find((s) => s.title === 'Selected Quote');

  it('the full form shows its lender, terms and conditions as typed', () => {
    const quote = section(summaryContent(input('full', { selectedQuote })))!;
    expect(quote.rows).toEqual(
      expect.arrayContaining([
        { label: 'Lender', value: 'First Capital' },
        { label: 'Amount', value: '$1,400,000' },
        { label: 'Rate', value: 'SOFR + 275 bps (floating)' },
        { label: 'Amortisation', value: 'Interest only' },
        { label: 'Recourse', value: 'Partial recourse' },
      ]),
    );
    expect(quote.text).toBe('Conditions: Appraisal at or above $2.4M\n<b>and</b> a rent roll');
  });

  it('the anonymised form never shows a quote; neither form has one before a selection', () => {
    expect(section(summaryContent(input('anonymised', { selectedQuote })))).toBeUndefined();
    expect(section(summaryContent(input('full')))).toBeUndefined();
  });
});
