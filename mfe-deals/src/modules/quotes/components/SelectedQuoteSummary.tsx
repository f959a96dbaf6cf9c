import type { SelectedQuote } from '@portal/contracts';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { DetailsList } from '../../../ui/DetailsList';
import { amortisationText, moneyText, monthsText, percentText, quotedRateText, recourseText } from '../utils/quoteText';

/** The selected quote's lender and key terms, as recorded on the deal (the Summary tab). */
export function SelectedQuoteSummary({ selected }: { selected: SelectedQuote }) {
  const { terms } = selected;
  return (
    <DetailsList>
      <dt>Lender</dt>
      <dd>{selected.lenderName}</dd>
      <dt>Loan amount</dt>
      <dd>{moneyText(terms.amount)}</dd>
      <dt>Rate</dt>
      <dd>{quotedRateText(terms)}</dd>
      <dt>Term</dt>
      <dd>{monthsText(terms.termMonths)}</dd>
      <dt>Amortisation</dt>
      <dd>{amortisationText(terms.amortisationMonths)}</dd>
      {terms.maxLtvPercent != null && (
        <>
          <dt>Maximum LTV</dt>
          <dd>{percentText(terms.maxLtvPercent)}</dd>
        </>
      )}
      <dt>Recourse</dt>
      <dd>{recourseText(terms.recourse)}</dd>
      <dt>Selected</dt>
      <dd>{formatDate(selected.selectedAt)}</dd>
    </DetailsList>
  );
}
