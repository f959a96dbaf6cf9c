import { parseLoanAmount, type Deal } from '@portal/contracts';

/**
 * A deal's loan amount: `loanAmount`, else the parsed loan request (or its application twin); null
 * when there is nothing parseable (docs/product.md#loan-amounts: a stage total sums loanAmount, or
 * the parsed loanRequest when loanAmount is absent).
 */
export function dealLoanAmount(
  deal: Pick<Deal, 'loanAmount' | 'loanRequest' | 'applicationLoanRequest'>,
): number | null {
  if (typeof deal.loanAmount === 'number' && Number.isFinite(deal.loanAmount)) return deal.loanAmount;
  return parseLoanAmount(deal.loanRequest?.trim() || deal.applicationLoanRequest?.trim() || null);
}
