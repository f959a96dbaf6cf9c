import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useSharedDealQuotes } from '../hooks/useSharedDealQuotes';
import { QuoteComparison, type QuoteColumn } from './QuoteComparison';
import { QuotesLoadError } from './QuotesLoadError';
import { StyledEmpty, StyledHeader, StyledMuted, StyledQuotesTab, StyledText } from './quotesStyles';

/**
 * The deal owner's Quotes tab: the quotes an admin shared with them, compared read-only, the
 * selected one marked. Lenders' contacts are never part of it.
 */
export function MemberQuotes({ dealId }: { dealId: string }) {
  const quotes = useSharedDealQuotes(dealId);
  let body;
  if (quotes.isPending) body = <Spinner label="Loading the quotes…" />;
  else if (quotes.isError) {
    body = <QuotesLoadError message={quotes.error.message} onRetry={() => void quotes.refetch()} />;
  } else if (quotes.data.length === 0) {
    body = (
      <StyledEmpty>
        <StyledText>No quotes shared with you yet</StyledText>
        <StyledMuted>
          When lenders quote on this deal, our team compares them and shares the ones worth your attention here.
        </StyledMuted>
      </StyledEmpty>
    );
  } else {
    const columns: QuoteColumn[] = quotes.data.map((quote) => ({
      quote,
      lenderName: quote.lenderName,
      receivedAt: quote.createdAt,
      selected: quote.selected,
    }));
    body = (
      <QuoteComparison
        columns={columns}
        caption={`${columns.length} ${columns.length === 1 ? 'quote' : 'quotes'} shared with you, newest first; the best value of each term is marked Best.`}
      />
    );
  }
  return (
    <StyledQuotesTab>
      <StyledHeader>
        <h3>Quotes</h3>
      </StyledHeader>
      {body}
    </StyledQuotesTab>
  );
}
