import type { CreditBox } from '@portal/contracts';
import type { ProgramRecord } from '../lenders/model';

/** A stored program as the matching rules read it (their field names; percentages in percent). */
export function toCreditBox(program: ProgramRecord): CreditBox & { id: string } {
  return {
    id: program._id,
    name: program.name,
    loanPurposes: program.loanPurposes,
    propertyTypes: program.propertyTypes,
    minLoan: program.minLoan,
    maxLoan: program.maxLoan,
    maxLtvPercent: program.maxLtv,
    maxLtcPercent: program.maxLtc,
    minDscr: program.minDscr,
    minDebtYieldPercent: program.minDebtYield,
    nationwide: program.nationwide,
    states: program.states,
    recourse: program.recourse,
    minTermMonths: program.termMinMonths,
    maxTermMonths: program.termMaxMonths,
    indicativeRatePercent: program.indicativeRate,
    // A program of an inactive lender is not offered either.
    active: program.active && program.lenderActive,
  };
}
