import {
  DEFAULT_SIZING_BY_PURPOSE,
  loanPurposeOf,
  sizeLoan,
  sizingInputsFrom,
  type DealMatch,
  type DealMatches,
  type DealPlacement,
  type DealUnderwriting,
  type MatchSummaryDto,
  type SizingTermsDto,
} from '@portal/contracts';

/**
 * A deal's placement as the gateway answers it with the shipped Settings (or the `terms` given),
 * sized by the shared formulas; no program matches unless `matches` says so.
 */
export function makePlacement(
  deal: DealUnderwriting,
  options: { terms?: SizingTermsDto | null; matches?: Partial<MatchSummaryDto> } = {},
): DealPlacement {
  const loanPurpose = loanPurposeOf(deal);
  const defaults = loanPurpose ? DEFAULT_SIZING_BY_PURPOSE[loanPurpose] : null;
  const terms: SizingTermsDto | null =
    options.terms !== undefined
      ? options.terms
      : defaults && {
          ratePercent: defaults.ratePercent ?? null,
          amortisationMonths: defaults.amortisationMonths ?? null,
          maxLtvPercent: defaults.maxLtvPercent ?? null,
          maxLtcPercent: defaults.maxLtcPercent ?? null,
          minDscr: defaults.minDscr ?? null,
          minDebtYieldPercent: defaults.minDebtYieldPercent ?? null,
        };
  const sizing = sizeLoan(sizingInputsFrom(deal), terms ?? {});
  return {
    loanPurpose,
    terms,
    sizing: { ...sizing, missing: [...sizing.missing] },
    matches: { match: 0, near: 0, missingFields: [], ...options.matches },
  };
}

const AT = '2026-03-01T09:00:00.000Z';

/** A result of a deal's matches: a Texas bank's multifamily program, met on every criterion. */
export function makeDealMatch(overrides: Partial<DealMatch> = {}): DealMatch {
  return {
    kind: 'match',
    closeness: 0,
    lender: { id: 'l1', name: 'Lone Star Bank', type: 'bank', website: 'lonestar.example' },
    program: {
      id: 'p1',
      lenderId: 'l1',
      lenderName: 'Lone Star Bank',
      name: 'Stabilized Multifamily',
      loanPurposes: ['purchase', 'refinance'],
      propertyTypes: ['Multifamily'],
      minLoan: 1_000_000,
      maxLoan: 15_000_000,
      maxLtv: 70,
      maxLtc: null,
      minDscr: 1.25,
      minDebtYield: 9,
      states: ['TX'],
      nationwide: false,
      recourse: 'partial',
      termMinMonths: 60,
      termMaxMonths: 120,
      indicativeRate: 6.5,
      notes: null,
      active: true,
      createdAt: AT,
      updatedAt: AT,
    },
    contacts: [
      {
        id: 'c1',
        lenderId: 'l1',
        name: 'Ana Ruiz',
        email: 'ana@lonestar.example',
        phone: '+1 555-0101',
        role: 'Originator',
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    criteria: [
      {
        criterion: 'maxLtv',
        status: 'met',
        deal: 52.68,
        limit: 70,
        reason: 'LTV 52.68 % ≤ max 70 %',
        withinTolerance: false,
        missingFields: [],
      },
      {
        criterion: 'state',
        status: 'met',
        deal: 'TX',
        limit: 'TX',
        reason: 'State TX in TX',
        withinTolerance: false,
        missingFields: [],
      },
    ],
    ...overrides,
  };
}

/** A deal's matches: `results` in the order given, the summary counting them unless told. */
export function makeDealMatches(results: DealMatch[], summary: Partial<MatchSummaryDto> = {}): DealMatches {
  const placement = makePlacement({});
  return {
    dealId: 'DL-2026-000001',
    judged: 12,
    summary: {
      match: results.filter((result) => result.kind === 'match').length,
      near: results.filter((result) => result.kind === 'near').length,
      missingFields: [],
      ...summary,
    },
    results,
    sizing: placement.sizing,
  };
}
