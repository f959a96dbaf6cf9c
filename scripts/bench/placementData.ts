import {
  LENDER_TYPES,
  PROGRAM_PROPERTY_TYPES,
  PROGRAM_STATES,
  type CreditBox,
  type LoanPurpose,
  type ProgramPropertyType,
} from '@portal/contracts';

/**
 * The placement bench's data: a lender directory of any size as the CSV import reads it, the
 * same programs as credit boxes (the pure matching timing), and the deal matched against them.
 * Deterministic, so every run judges the same directory.
 */

/** One program row of the CSV (docs/lenders-csv.md). */
export type BenchProgram = {
  lender: string;
  lenderType: string;
  program: string;
  loanPurposes: LoanPurpose[];
  propertyTypes: ProgramPropertyType[];
  minLoan: number | null;
  maxLoan: number | null;
  maxLtv: number | null;
  maxLtc: number | null;
  minDscr: number | null;
  minDebtYield: number | null;
  /** Empty: nationwide. */
  states: string[];
  termMin: number | null;
  termMax: number | null;
  rate: number;
};

/** Programs per lender (a directory of 5,000 programs has 500 lenders). */
const PER_LENDER = 10;
const PURPOSE_SETS: LoanPurpose[][] = [
  ['purchase', 'refinance'],
  ['purchase', 'refinance', 'cash-out-refinance'],
  ['bridge', 'purchase'],
  ['construction'],
  ['refinance', 'cash-out-refinance'],
];

/**
 * `count` programs with varied credit boxes: about a third nationwide, limits spread so that the
 * bench deal is a Match for some, Near for others and out for most (the mix a real directory gives).
 */
export function benchPrograms(count: number): BenchProgram[] {
  return Array.from({ length: count }, (_, i) => {
    const l = Math.floor(i / PER_LENDER);
    const pick = <T>(list: readonly T[], salt: number) => list[(i * 7 + l * 3 + salt) % list.length]!;
    const nationwide = i % 3 === 0;
    const states = nationwide ? [] : [0, 1, 2, 3].map((k) => PROGRAM_STATES[(i * 5 + k * 11) % PROGRAM_STATES.length]!);
    const minLoan = (i % 4) * 500_000;
    return {
      lender: `Bench Lender ${String(l + 1).padStart(4, '0')}`,
      lenderType: LENDER_TYPES[l % LENDER_TYPES.length]!,
      program: `Program ${(i % PER_LENDER) + 1}`,
      loanPurposes: pick(PURPOSE_SETS, 1),
      propertyTypes: [pick(PROGRAM_PROPERTY_TYPES, 0), pick(PROGRAM_PROPERTY_TYPES, 3), 'Multifamily' as const].filter(
        (type, k, all) => all.indexOf(type) === k,
      ),
      minLoan,
      maxLoan: i % 5 === 0 ? null : minLoan + (5 + (i % 9) * 5) * 1_000_000,
      maxLtv: 60 + (i % 5) * 5,
      maxLtc: i % 2 === 0 ? 75 + (i % 3) * 5 : null,
      minDscr: i % 4 === 3 ? null : 1.1 + (i % 4) * 0.1,
      minDebtYield: i % 3 === 1 ? 7 + (i % 4) : null,
      states,
      termMin: i % 2 === 0 ? 12 : 60,
      termMax: i % 2 === 0 ? 60 : 120 + (i % 3) * 60,
      rate: 5.5 + (i % 12) * 0.5,
    };
  });
}

const CSV_COLUMNS = [
  'lender_name',
  'lender_type',
  'program_name',
  'loan_purposes',
  'property_types',
  'min_loan',
  'max_loan',
  'max_ltv',
  'max_ltc',
  'min_dscr',
  'min_debt_yield',
  'states',
  'term_min_months',
  'term_max_months',
  'indicative_rate',
] as const;

const cell = (value: number | string | null) => (value === null ? '' : String(value));

/** The programs as the import reads them: one row each, its lender's columns repeated. */
export function programsCsv(programs: readonly BenchProgram[]): string {
  const rows = programs.map((p) =>
    [
      p.lender,
      p.lenderType,
      p.program,
      p.loanPurposes.join(';'),
      p.propertyTypes.join(';'),
      cell(p.minLoan),
      cell(p.maxLoan),
      cell(p.maxLtv),
      cell(p.maxLtc),
      cell(p.minDscr),
      cell(p.minDebtYield),
      p.states.length === 0 ? 'nationwide' : p.states.join(';'),
      cell(p.termMin),
      cell(p.termMax),
      cell(p.rate),
    ].join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

/** A program as matching judges it. */
export function creditBoxOf(p: BenchProgram, id: string): CreditBox {
  return {
    id,
    name: p.program,
    loanPurposes: p.loanPurposes,
    propertyTypes: p.propertyTypes,
    minLoan: p.minLoan,
    maxLoan: p.maxLoan,
    maxLtvPercent: p.maxLtv,
    maxLtcPercent: p.maxLtc,
    minDscr: p.minDscr,
    minDebtYieldPercent: p.minDebtYield,
    nationwide: p.states.length === 0,
    states: p.states,
    minTermMonths: p.termMin,
    maxTermMonths: p.termMax,
    indicativeRatePercent: p.rate,
    active: true,
  };
}

/** The deal matched: a stabilised multifamily purchase with every figure matching reads. */
export const BENCH_PLACEMENT_DEAL = {
  clientFirstName: 'Bench',
  clientLastName: 'Placement',
  clientEmail: 'bench.placement@bench.example',
  clientPhone: '+1 555 0100 0001',
  propertyAddress: '200 Congress Avenue, Austin, TX 78701',
  propertyType: 'Multifamily',
  dealType: 'Acquisition',
  loanRequest: '$12M',
  loanPurpose: 'purchase',
  propertyValue: 17_500_000,
  netOperatingIncome: 1_050_000,
  termMonths: 120,
  amortisationMonths: 360,
} as const;
