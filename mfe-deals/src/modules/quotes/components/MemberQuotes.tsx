import { useSharedDealQuotes } from '../hooks/useSharedDealQuotes';
import { quoteCount } from '../utils/quoteText';
import { QuoteComparison } from './QuoteComparison';
import { QuotesBody } from './QuotesBody';
import { StyledHeader, StyledQuotesTab } from './quotesStyles';

/**
 * The deal owner's Quotes tab: the quotes an admin shared with them, compared read-only, the
 * selected one marked. Lenders' contacts are never part of it.
 */
export function MemberQuotes({ dealId }: { dealId: string }) {
  const quotes = useSharedDealQuotes(dealId);
  return (
    <StyledQuotesTab>
      <StyledHeader>
        <h3>Quotes</h3>
      </StyledHeader>
      <QuotesBody
        quotes={quotes}
        emptyTitle="No quotes shared with you yet"
        emptyHint="When lenders quote on this deal, our team compares them and shares the ones worth your attention here."
      >
        {(items) => (
          <QuoteComparison
            columns={items.map((quote) => ({
              quote,
              lenderName: quote.lenderName,
              receivedAt: quote.createdAt,
              selected: quote.selected,
            }))}
            caption={`${quoteCount(items.length)} shared with you, newest first; the best value of each term is marked Best.`}
          />
        )}
      </QuotesBody>
    </StyledQuotesTab>
  );
}
