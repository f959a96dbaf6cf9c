import {
  LOAN_PURPOSE_LABELS,
  RATE_INDEX_LABELS,
  type LenderQuoteTerms,
  normaliseUsState,
  sizingTermsText,
  SIZING_FIELD_WORDS,
  stateFromAddress,
  type LoanPurpose,
  type LoanSizing,
  type SizingLimit,
  type SizingTerms,
} from '@portal/contracts';
import type { DealRecord, SelectedQuoteRecord } from '../deals/model';

/** `anonymised` (the default, what lenders get) leaves out the client and the street address. */
export const SUMMARY_FORMS = ['anonymised', 'full'] as const;
export type SummaryForm = (typeof SUMMARY_FORMS)[number];

/** The longest additional information printed; more is cut with an ellipsis (two pages at most). */
export const NARRATIVE_MAX_CHARS = 2_000;
/** The most printed lines of additional information (a text of many short lines fills pages too). */
export const NARRATIVE_MAX_LINES = 22;
/** About how many characters a printed line of the text holds. */
const CHARS_PER_LINE = 95;
/** The most document names listed; the rest are counted. */
export const DOCUMENTS_MAX = 20;
/** The longest single value printed (a name, a type, an address): two printed lines at most. */
export const VALUE_MAX_CHARS = 100;
/** The longest document name printed: one line. */
const DOCUMENT_NAME_MAX_CHARS = 90;

export const NARRATIVE_SHORTENED = 'Shortened to fit two pages; the full text is in the portal.';
const NOT_PROVIDED = 'Not provided';

export type SummaryRow = { label: string; value: string };
export type SummarySection = {
  title: string;
  rows: SummaryRow[];
  /** Free text printed as typed (the additional information). */
  text?: string;
  /** A list of names (the documents). */
  items?: string[];
  /** A line under the section, e.g. that the text was shortened. */
  note?: string;
};

/** What the PDF prints, in order: nothing else reaches the page. */
export type SummaryContent = {
  portalName: string;
  title: string;
  dealId: string;
  form: SummaryForm;
  /** The line under the title: which form, and when it was made. */
  subtitle: string;
  sections: SummarySection[];
};

/** The deal's sizing on its purpose's default terms, as getDealPlacement computes it. */
export type SummarySizing = { purpose: LoanPurpose | null; terms: SizingTerms | null; sizing: LoanSizing };

export type SummaryInput = {
  portalName: string;
  deal: DealRecord;
  sizing: SummarySizing;
  /** The deal's document file names, newest first. */
  documentNames: string[];
  form: SummaryForm;
  generatedAt: Date;
};

const LIMIT_NAMES: Record<SizingLimit, string> = { ltv: 'LTV', ltc: 'LTC', dscr: 'DSCR', debtYield: 'Debt yield' };

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const dollars = (value: number | null) => (value === null ? 'Unknown' : wholeDollars.format(value));
const percent = (value: number | null) => (value === null ? 'Unknown' : `${twoDecimals.format(value)} %`);

/** A field, else its application twin, trimmed; null when both are empty. */
function pick(main: string | null | undefined, twin?: string | null): string | null {
  return main?.trim() || twin?.trim() || null;
}

function clip(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}…`;
}

const shown = (value: string | null) => (value ? clip(value.replace(/\s+/g, ' '), VALUE_MAX_CHARS) : NOT_PROVIDED);

/** Words that make a part of an address a street, never a city. */
const STREET_WORDS =
  /\b(st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|pl|place|ct|court|pkwy|parkway|hwy|highway|suite|ste|unit|apt|floor|fl|po box)\b|#|\d/i;

/**
 * The city of a free-text US address: what precedes the state in the last part ("Austin TX
 * 78701"), else the part before it ("12 Main St, Austin, TX 78701"). Null when it names no state
 * or the candidate could be the street: the anonymised summary prints the city, never the street.
 */
export function cityFromAddress(address: string | null): string | null {
  if (!address) return null;
  const parts = address
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part && !/^(usa?|united states( of america)?)$/i.test(part) && !/^\d{5}(-\d{4})?$/.test(part));
  const last = parts
    .at(-1)
    ?.replace(/\s*\d{5}(-\d{4})?$/, '')
    .trim();
  const state = stateFromAddress(last);
  if (!last || !state) return null;
  const words = last.split(/\s+/);
  let rest: string | null = null;
  for (let k = 1; k <= Math.min(3, words.length); k += 1) {
    if (normaliseUsState(words.slice(-k).join(' ')) === state) {
      rest = words.slice(0, -k).join(' ');
      break;
    }
  }
  if (rest === null) return null;
  const candidate = rest || (parts.length >= 2 ? parts.at(-2)! : '');
  return candidate && !STREET_WORDS.test(candidate) ? candidate : null;
}

/** The additional information as printed: at most NARRATIVE_MAX_CHARS and NARRATIVE_MAX_LINES. */
export function shortenNarrative(text: string): { text: string; shortened: boolean } {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  const kept: string[] = [];
  let lines = 0;
  let chars = 0;
  let shortened = false;
  for (const line of normalised.split('\n')) {
    const length = Array.from(line).length;
    const printedLines = Math.max(1, Math.ceil(length / CHARS_PER_LINE));
    const roomLines = NARRATIVE_MAX_LINES - lines;
    const roomChars = NARRATIVE_MAX_CHARS - chars;
    if (printedLines <= roomLines && length <= roomChars) {
      kept.push(line);
      lines += printedLines;
      chars += length + 1;
      continue;
    }
    shortened = true;
    const fits = Math.min(roomChars, roomLines * CHARS_PER_LINE);
    if (fits > 0) {
      let cut = Array.from(line).slice(0, fits).join('');
      // Cut at the last space when there is one near the end, so no word is split.
      const space = cut.lastIndexOf(' ');
      if (space > fits - 40) cut = cut.slice(0, space);
      kept.push(cut);
    }
    break;
  }
  const joined = kept.join('\n').trimEnd();
  return { text: shortened ? `${joined}…` : joined, shortened };
}

function termsText(purpose: LoanPurpose | null, terms: SizingTerms | null): string {
  return purpose && terms
    ? sizingTermsText(terms, LOAN_PURPOSE_LABELS[purpose])
    : 'No loan purpose: no default terms apply';
}

function sizingRows({ purpose, terms, sizing }: SummarySizing): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: 'Sized on', value: termsText(purpose, terms) },
    { label: 'LTV', value: percent(sizing.ltvPercent) },
  ];
  // LTC only where it applies (construction, or a stated project cost), as the Deal Summary shows it.
  if (sizing.ltcPercent !== null || sizing.maxLoanBy.ltc !== null)
    rows.push({ label: 'LTC', value: percent(sizing.ltcPercent) });
  rows.push(
    { label: 'DSCR', value: sizing.dscr === null ? 'Unknown' : `${twoDecimals.format(sizing.dscr)}x` },
    { label: 'Debt yield', value: percent(sizing.debtYieldPercent) },
    { label: 'Annual debt service', value: dollars(sizing.annualDebtService) },
  );
  for (const limit of ['ltv', 'ltc', 'dscr', 'debtYield'] as const) {
    if (sizing.maxLoanBy[limit] !== null) {
      rows.push({ label: `Max loan by ${LIMIT_NAMES[limit]}`, value: dollars(sizing.maxLoanBy[limit]) });
    }
  }
  // Say what the deal lacks rather than leave "Unknown" unexplained (no purpose: no rate either).
  const missing =
    purpose && terms ? sizing.missing : [...sizing.missing.filter((f) => f !== 'ratePercent'), 'loanPurpose' as const];
  const lacking = [...new Set(missing)].map((field) => SIZING_FIELD_WORDS[field]);
  rows.push({
    label: 'Maximum loan',
    value:
      sizing.maxLoan === null || sizing.bindingLimit === null
        ? 'Unknown'
        : `${dollars(sizing.maxLoan)} (${LIMIT_NAMES[sizing.bindingLimit]} binds)`,
  });
  if (lacking.length > 0) rows.push({ label: 'Missing for sizing', value: lacking.join(', ') });
  return rows;
}

/** The longest conditions printed; more is cut with an ellipsis (the page budget). */
export const CONDITIONS_MAX_CHARS = 600;

const RECOURSE_WORDS: Record<LenderQuoteTerms['recourse'], string> = {
  full: 'Full recourse',
  partial: 'Partial recourse',
  'non-recourse': 'Non-recourse',
};

const months = (value: number | null | undefined) => (value === null || value === undefined ? null : `${value} months`);

/** The selected quote's lender and terms; the conditions printed as the lender typed them. */
function selectedQuoteSection(selected: SelectedQuoteRecord): SummarySection {
  const { terms } = selected;
  const rate =
    terms.rateType === 'fixed'
      ? `${terms.ratePercent ?? '?'} % fixed`
      : `${terms.index ? RATE_INDEX_LABELS[terms.index] : '?'} + ${terms.spreadBps ?? '?'} bps (floating)`;
  const optional = (label: string, value: string | null): SummaryRow[] =>
    value ? [{ label, value: shown(value) }] : [];
  const pct = (value: number | null | undefined) => (value === null || value === undefined ? null : percent(value));
  const conditions = terms.conditions ? clip(terms.conditions.replace(/\r\n?/g, '\n'), CONDITIONS_MAX_CHARS) : null;
  return {
    title: 'Selected Quote',
    rows: [
      { label: 'Lender', value: shown(selected.lenderName) },
      { label: 'Amount', value: dollars(terms.amount) },
      { label: 'Rate', value: rate },
      { label: 'Term', value: months(terms.termMonths)! },
      {
        label: 'Amortisation',
        value: terms.amortisationMonths === 0 ? 'Interest only' : months(terms.amortisationMonths)!,
      },
      ...optional('Interest only', months(terms.interestOnlyMonths)),
      ...optional('Max LTV', pct(terms.maxLtvPercent)),
      ...optional('Max LTC', pct(terms.maxLtcPercent)),
      ...optional('Origination fee', pct(terms.originationFeePercent)),
      ...optional('Exit fee', pct(terms.exitFeePercent)),
      { label: 'Recourse', value: RECOURSE_WORDS[terms.recourse] },
      ...optional('Prepayment', terms.prepayment ?? null),
      ...optional(
        'Closing',
        terms.closingDays === null || terms.closingDays === undefined ? null : `${terms.closingDays} days`,
      ),
      ...optional('Expires', terms.expiresOn ?? null),
      { label: 'Selected', value: new Date(selected.selectedAt).toISOString().slice(0, 10) },
    ],
    text: conditions ? `Conditions: ${conditions}` : 'Conditions: none stated',
  };
}

function clientName(deal: DealRecord): string | null {
  const joined = [deal.contactFirstName, deal.contactLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return pick(deal.contactName, joined);
}

/**
 * What a deal's summary PDF prints (docs/placement.md#deal-summary-pdf): the deal, its sizing with
 * the limit that binds, the sponsor, the additional information and the document names. The
 * anonymised form holds no client name, phone, e-mail or street address anywhere: only the city
 * and state of the property.
 */
export function summaryContent({
  portalName,
  deal,
  sizing,
  documentNames,
  form,
  generatedAt,
}: SummaryInput): SummaryContent {
  const address = pick(deal.propertyAddress, deal.applicationPropertyAddress);
  const state = pick(deal.propertyState) ?? stateFromAddress(address);
  const city = cityFromAddress(address);
  const loanRequest = pick(deal.loanRequest, deal.applicationLoanRequest);
  const loanAmount = deal.loanAmount ?? null;
  const requestText = loanRequest
    ? loanAmount !== null && wholeDollars.format(loanAmount) !== loanRequest
      ? `${loanRequest} (${wholeDollars.format(loanAmount)})`
      : loanRequest
    : loanAmount !== null
      ? wholeDollars.format(loanAmount)
      : null;

  const sections: SummarySection[] = [];
  if (form === 'full') {
    sections.push({
      title: 'Client',
      rows: [
        { label: 'Client Name', value: shown(clientName(deal)) },
        { label: 'Phone', value: shown(pick(deal.contactPhone)) },
        { label: 'Email', value: shown(pick(deal.contactEmail)) },
      ],
    });
  }
  sections.push(
    {
      title: 'Property',
      rows: [
        ...(form === 'full' ? [{ label: 'Property Address', value: shown(address) }] : []),
        { label: 'Property Type', value: shown(pick(deal.propertyType, deal.applicationPropertyType)) },
        { label: 'City and State', value: shown([city, state].filter(Boolean).join(', ') || null) },
        { label: 'Property Vintage', value: shown(pick(deal.propertyVintage, deal.applicationPropertyVintage)) },
      ],
    },
    {
      title: 'Loan',
      rows: [
        { label: 'Loan Request', value: shown(requestText) },
        { label: 'Loan Purpose', value: sizing.purpose ? LOAN_PURPOSE_LABELS[sizing.purpose] : NOT_PROVIDED },
        { label: 'Deal Type', value: shown(pick(deal.dealType, deal.applicationDealType)) },
      ],
    },
    { title: 'Loan Sizing', rows: sizingRows(sizing) },
    {
      title: 'Sponsor',
      rows: [
        { label: 'Sponsor Net Worth', value: shown(pick(deal.sponsorNetWorth, deal.applicationSponsorNetWorth)) },
        { label: 'Sponsor Liquidity', value: shown(pick(deal.sponsorLiquidity, deal.applicationSponsorLiquidity)) },
      ],
    },
  );

  // The selected quote is the member's and the admins' business: never in the form lenders get.
  if (form === 'full' && deal.selectedQuote) sections.push(selectedQuoteSection(deal.selectedQuote));

  const narrative = pick(deal.additionalInformation, deal.applicationAdditionalInformation);
  const shortened = narrative ? shortenNarrative(narrative) : null;
  sections.push({
    title: 'Additional Information',
    rows: [],
    text: shortened?.text ?? NOT_PROVIDED,
    ...(shortened?.shortened ? { note: NARRATIVE_SHORTENED } : {}),
  });

  const listed = documentNames.slice(0, DOCUMENTS_MAX).map((name) => clip(name, DOCUMENT_NAME_MAX_CHARS));
  const more = documentNames.length - listed.length;
  sections.push({
    title: 'Documents',
    rows: [],
    items: listed.length > 0 ? listed : ['No documents uploaded'],
    ...(more > 0 ? { note: `and ${more} more` } : {}),
  });

  return {
    portalName,
    title: `Deal Summary ${deal.dealId}`,
    dealId: deal.dealId,
    form,
    subtitle: `${form === 'full' ? 'Full' : 'Anonymised'} form, made ${generatedAt.toISOString().slice(0, 10)}`,
    sections,
  };
}
