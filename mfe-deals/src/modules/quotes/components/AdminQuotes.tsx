import type { LenderQuote } from '@portal/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDealQuotes } from '../hooks/useDealQuotes';
import { useDownloadTermSheet } from '../hooks/useDownloadTermSheet';
import { useExportDealQuotes } from '../hooks/useExportDealQuotes';
import { useSelectDealQuote } from '../hooks/useSelectDealQuote';
import { useShareDealQuote } from '../hooks/useShareDealQuote';
import { moneyText, quoteCount, rateText } from '../utils/quoteText';
import { QuoteComparison, type QuoteColumn, type QuoteExtraRow } from './QuoteComparison';
import { QuotesBody } from './QuotesBody';
import { RecordQuoteDialog } from './RecordQuoteDialog';
import { StyledActions, StyledHeader, StyledMuted, StyledQuotesTab } from './quotesStyles';

const StyledDecision = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

const StyledSwitch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  cursor: pointer;

  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const SOURCE_TEXT: Record<LenderQuote['source'], string> = {
  room: 'From the deal room',
  admin: 'Recorded by an admin',
};

export type AdminQuotesProps = { dealId: string; /** DL-2026-000123 */ dealNumber: string };

/**
 * The admin's Quotes tab (docs/placement.md#quotes): every quote compared, the best value of each
 * row marked, Select (after a confirmation; an expired quote cannot be), Shared with broker per
 * quote, Record quote and Export CSV.
 */
export function AdminQuotes({ dealId, dealNumber }: AdminQuotesProps) {
  const quotes = useDealQuotes(dealId);
  const select = useSelectDealQuote(dealId);
  const share = useShareDealQuote(dealId);
  const exportCsv = useExportDealQuotes(dealId, dealNumber);
  const download = useDownloadTermSheet();
  const [recording, setRecording] = useState(false);
  const [confirming, setConfirming] = useState<LenderQuote | null>(null);

  const byId = new Map((quotes.data ?? []).map((quote) => [quote.id, quote]));
  const quoteOf = (column: QuoteColumn) => byId.get(column.quote.id)!;

  const handleSelect = async (quote: LenderQuote) => {
    try {
      await select.mutateAsync(quote.id);
      toast.success(`The quote of ${quote.lenderName} is selected`);
    } catch (failure) {
      // 409 'This quote has expired' and any other refusal, in the gateway's words.
      toast.error(serverErrorText(failure, 'The quote could not be selected. Please try again.'));
    } finally {
      setConfirming(null);
    }
  };

  const handleShare = async (quote: LenderQuote, shared: boolean) => {
    try {
      await share.mutateAsync({ quoteId: quote.id, shared });
      toast.success(
        shared
          ? `The quote of ${quote.lenderName} is shared with the broker`
          : `The quote of ${quote.lenderName} is no longer shared`,
      );
    } catch (failure) {
      toast.error(serverErrorText(failure, 'The quote could not be updated. Please try again.'));
    }
  };

  const decisionRow: QuoteExtraRow = {
    key: 'decision',
    label: 'Decision',
    cell: (column) => {
      const quote = quoteOf(column);
      const sharing = share.isPending && share.variables?.quoteId === quote.id;
      return (
        <StyledDecision>
          {quote.selected ? (
            <StyledMuted>Selected quote</StyledMuted>
          ) : (
            <StyledButton
              type="button"
              $compact
              disabled={quote.figures.expired || select.isPending}
              aria-label={`Select the quote of ${quote.lenderName}`}
              onClick={() => setConfirming(quote)}
            >
              Select
            </StyledButton>
          )}
          {quote.figures.expired && !quote.selected && <StyledMuted>Expired quotes cannot be selected.</StyledMuted>}
          <StyledSwitch>
            <input
              type="checkbox"
              role="switch"
              checked={quote.shared}
              // A selected quote is always shared with the broker.
              disabled={quote.selected || sharing}
              onChange={(event) => void handleShare(quote, event.target.checked)}
            />
            Shared with broker <StyledVisuallyHidden>({quote.lenderName})</StyledVisuallyHidden>
          </StyledSwitch>
        </StyledDecision>
      );
    },
  };

  const termSheetRow: QuoteExtraRow = {
    key: 'termSheet',
    label: 'Term sheet',
    cell: (column) => {
      const { termSheet } = quoteOf(column);
      if (!termSheet) return <StyledMuted>None</StyledMuted>;
      return (
        <StyledLinkButton
          type="button"
          onClick={() => download.mutate(termSheet)}
          aria-label={`${termSheet.fileName} (download the term sheet of ${quoteOf(column).lenderName})`}
        >
          {termSheet.fileName}
        </StyledLinkButton>
      );
    },
  };

  return (
    <StyledQuotesTab>
      <StyledHeader>
        <h3>Quotes</h3>
        <StyledActions>
          <StyledButton type="button" onClick={() => setRecording(true)}>
            Record quote
          </StyledButton>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={!quotes.data?.length || exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          >
            {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
          </StyledButton>
        </StyledActions>
      </StyledHeader>
      <QuotesBody
        quotes={quotes}
        emptyTitle="No quotes yet"
        emptyHint="Send the deal to lenders from its Lenders tab: their quotes from the deal room land here. A quote given by e-mail or phone can be recorded with Record quote."
      >
        {(items) => (
          <QuoteComparison
            columns={items.map((quote) => ({
              quote,
              lenderName: quote.lenderName,
              contactName: quote.contactName,
              sourceText: SOURCE_TEXT[quote.source],
              receivedAt: quote.createdAt,
              selected: quote.selected,
            }))}
            caption={`${quoteCount(items.length)}, newest first; the best value of each term is marked Best (expired quotes excluded).`}
            leadingRows={[decisionRow]}
            trailingRows={[termSheetRow]}
          />
        )}
      </QuotesBody>
      {recording && <RecordQuoteDialog dealId={dealId} dealNumber={dealNumber} onClose={() => setRecording(false)} />}
      {confirming && (
        <ConfirmDialog
          title="Select this quote?"
          message={`Select the quote of ${confirming.lenderName}: ${moneyText(confirming.terms.amount)} at ${rateText(
            confirming.terms,
            confirming.figures,
          )}. Its terms are recorded on the deal, and the deal's owner is notified and sees it.`}
          confirmLabel="Select quote"
          confirmVariant="primary"
          busy={select.isPending}
          onConfirm={() => void handleSelect(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </StyledQuotesTab>
  );
}
