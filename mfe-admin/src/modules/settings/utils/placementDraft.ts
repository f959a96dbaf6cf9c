import {
  checkMatchTolerances,
  checkSizingDefaults,
  LOAN_PURPOSES,
  type LoanPurpose,
  type MatchTolerancesDto,
  type SizingDefaultsDto,
  type SizingTermsDto,
} from '@portal/contracts';

export type SizingTermField = keyof SizingTermsDto;
export type ToleranceField = keyof MatchTolerancesDto;

/** The sizing terms in the order of the form's columns, with their labels and units. */
export const SIZING_TERM_FIELDS: readonly { field: SizingTermField; label: string; unit: string }[] = [
  { field: 'ratePercent', label: 'Rate', unit: '%' },
  { field: 'amortisationMonths', label: 'Amortisation', unit: 'months' },
  { field: 'maxLtvPercent', label: 'Max LTV', unit: '%' },
  { field: 'maxLtcPercent', label: 'Max LTC', unit: '%' },
  { field: 'minDscr', label: 'Min DSCR', unit: 'x' },
  { field: 'minDebtYieldPercent', label: 'Min debt yield', unit: '%' },
];

/** The match tolerances in form order, with their labels and units. */
export const TOLERANCE_FIELDS: readonly { field: ToleranceField; label: string; unit: string }[] = [
  { field: 'loanAmountPercent', label: 'Loan amount', unit: '%' },
  { field: 'ltvPoints', label: 'LTV', unit: 'points' },
  { field: 'ltcPoints', label: 'LTC', unit: 'points' },
  { field: 'dscr', label: 'DSCR', unit: 'x' },
  { field: 'debtYieldPoints', label: 'Debt yield', unit: 'points' },
];

/** The form's text per field: sizing by purpose, and the tolerances. */
export type PlacementDraft = {
  sizing: Record<LoanPurpose, Record<SizingTermField, string>>;
  tolerances: Record<ToleranceField, string>;
};

/** Problems keyed like the domain's checks name them: `construction.maxLtcPercent`, `tolerances.dscr`. */
export type PlacementErrors = Record<string, string>;

const text = (value: number | null): string => (value === null ? '' : String(value));

export function toSizingDraft(sizing: SizingDefaultsDto): PlacementDraft['sizing'] {
  return Object.fromEntries(
    LOAN_PURPOSES.map((purpose) => [
      purpose,
      Object.fromEntries(SIZING_TERM_FIELDS.map(({ field }) => [field, text(sizing[purpose][field])])),
    ]),
  ) as PlacementDraft['sizing'];
}

export function toToleranceDraft(tolerances: MatchTolerancesDto): PlacementDraft['tolerances'] {
  return Object.fromEntries(
    TOLERANCE_FIELDS.map(({ field }) => [field, text(tolerances[field])]),
  ) as PlacementDraft['tolerances'];
}

/** Empty is null (a limit not set); anything else a number, NaN when it is not one (the checks word it). */
export function parseSetting(value: string): number | null {
  const trimmed = value.trim().replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

export function sizingFromDraft(sizing: PlacementDraft['sizing']): SizingDefaultsDto {
  return Object.fromEntries(
    LOAN_PURPOSES.map((purpose) => [
      purpose,
      Object.fromEntries(SIZING_TERM_FIELDS.map(({ field }) => [field, parseSetting(sizing[purpose][field])])),
    ]),
  ) as SizingDefaultsDto;
}

export function tolerancesFromDraft(tolerances: PlacementDraft['tolerances']): Record<ToleranceField, number | null> {
  return Object.fromEntries(TOLERANCE_FIELDS.map(({ field }) => [field, parseSetting(tolerances[field])])) as Record<
    ToleranceField,
    number | null
  >;
}

/** The same checks the gateway runs, keyed by field; empty when both parts may be sent. */
export function checkPlacementDraft(draft: PlacementDraft): PlacementErrors {
  const errors: PlacementErrors = {};
  for (const { field, message } of checkSizingDefaults(sizingFromDraft(draft.sizing))) errors[field] ??= message;
  for (const { field, message } of checkMatchTolerances(tolerancesFromDraft(draft.tolerances)))
    errors[`tolerances.${field}`] ??= message;
  return errors;
}

const TOLERANCE_NAMES = TOLERANCE_FIELDS.map(({ field }) => field as string);

/**
 * The form's key for a field a 400 names (`body.` already removed): `sizingDefaults.bridge.minDscr`
 * or `bridge.minDscr`, `tolerances.dscr` or a bare `dscr`; null for a field the form does not show.
 */
export function placementErrorKey(field: string): string | null {
  const path = field.replace(/^sizingDefaults\./, '');
  const [head, tail] = path.split('.', 2);
  if (head === 'tolerances' && tail && TOLERANCE_NAMES.includes(tail)) return path;
  if (!tail && head && TOLERANCE_NAMES.includes(head)) return `tolerances.${head}`;
  if (
    (LOAN_PURPOSES as readonly string[]).includes(head ?? '') &&
    SIZING_TERM_FIELDS.some((term) => term.field === tail)
  )
    return path;
  return null;
}

export const sameSizing = (a: PlacementDraft['sizing'], b: PlacementDraft['sizing']): boolean =>
  LOAN_PURPOSES.every((purpose) =>
    SIZING_TERM_FIELDS.every(({ field }) => a[purpose][field].trim() === b[purpose][field].trim()),
  );

export const sameTolerances = (a: PlacementDraft['tolerances'], b: PlacementDraft['tolerances']): boolean =>
  TOLERANCE_FIELDS.every(({ field }) => a[field].trim() === b[field].trim());
