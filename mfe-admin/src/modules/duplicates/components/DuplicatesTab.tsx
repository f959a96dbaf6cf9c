import type { DuplicateFlag, DuplicateFlagStatus } from '@portal/contracts';
import { DUPLICATE_FLAG_STATUSES } from '../utils/duplicateFlagStatuses';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { StyledMessage } from '../../../ui/Message';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { StyledStack } from '../../../ui/Stack';
import { useDismissDuplicateFlag } from '../hooks/useDismissDuplicateFlag';
import { useDuplicateFlagPages } from '../hooks/useDuplicateFlagPages';
import { useMergeDuplicateDeals } from '../hooks/useMergeDuplicateDeals';
import { duplicateDealName, EMPTY_FLAGS_TEXT, FLAG_STATUS_LABELS } from '../utils/duplicateLabels';
import { movedSummary } from '../utils/movedSummary';
import { DuplicateFlagCard } from './DuplicateFlagCard';
import { MergeDialog } from './MergeDialog';

const StyledStatusField = styled(StyledField)`
  min-width: 12rem;
`;

/** Duplicates: the deals flagged as a possible duplicate, resolved as not one or merged. */
export function DuplicatesTab() {
  const [status, setStatus] = useState<DuplicateFlagStatus>('open');
  const flags = useDuplicateFlagPages(status);
  const dismiss = useDismissDuplicateFlag();
  const merge = useMergeDuplicateDeals();
  const [dismissing, setDismissing] = useState<DuplicateFlag | null>(null);
  const [merging, setMerging] = useState<DuplicateFlag | null>(null);
  const [lastMerge, setLastMerge] = useState<string | null>(null);

  const handleDismiss = () => {
    if (!dismissing) return;
    dismiss.mutate(dismissing.id, { onSettled: () => setDismissing(null) });
  };

  const handleMerge = (choice: { keepDealId: string; mergeDealId: string }) => {
    if (!merging) return;
    const deals = [merging.deal, ...merging.matches.map((match) => match.deal)];
    const name = (id: string) => {
      const deal = deals.find((candidate) => candidate.id === id);
      return deal ? duplicateDealName(deal) : 'the deal';
    };
    merge.mutate(
      { flagId: merging.id, ...choice },
      {
        onSuccess: ({ moved }) => {
          const summary = `${name(choice.mergeDealId)} merged into ${name(choice.keepDealId)}`;
          toast.success(summary);
          setLastMerge(`${summary}. Moved: ${movedSummary(moved)}.`);
        },
        onSettled: () => setMerging(null),
      },
    );
  };

  const rows = flags.rows ?? [];
  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Possible duplicates</h2>
          <p>
            Deals whose property matches another deal still open or recently closed. Members are told only that an admin
            will review it.
          </p>
        </div>
        <StyledStatusField>
          Show
          <select value={status} onChange={(event) => setStatus(event.target.value as DuplicateFlagStatus)}>
            {DUPLICATE_FLAG_STATUSES.map((value) => (
              <option key={value} value={value}>
                {FLAG_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </StyledStatusField>
      </StyledSectionHeader>

      <div aria-live="polite">
        {lastMerge ? (
          <StyledMessage $tone="info">
            <p>{lastMerge}</p>
          </StyledMessage>
        ) : null}
      </div>

      {flags.isPending ? (
        <Spinner label="Loading the possible duplicates…" />
      ) : flags.isError && rows.length === 0 ? (
        <ErrorState
          message={serverErrorText(flags.error, 'Failed to load the possible duplicates')}
          onRetry={() => void flags.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={EMPTY_FLAGS_TEXT[status]}>
          {status === 'open' ? 'A deal whose property is already in the pipeline is listed here for review.' : null}
        </EmptyState>
      ) : (
        <>
          {rows.map((flag) => (
            <DuplicateFlagCard key={flag.id} flag={flag} onDismiss={setDismissing} onMerge={setMerging} />
          ))}
          <StyledButtonRow>
            <span aria-live="polite">
              Showing {rows.length} of {flags.total} {flags.total === 1 ? 'flag' : 'flags'}
            </span>
            {flags.hasNextPage ? (
              <StyledButton
                type="button"
                $variant="secondary"
                onClick={flags.loadMore}
                disabled={flags.isFetchingNextPage}
              >
                {flags.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </StyledButton>
            ) : null}
          </StyledButtonRow>
        </>
      )}

      {dismissing ? (
        <ConfirmDialog
          title="Not a duplicate"
          confirmLabel="Not a duplicate"
          busyLabel="Saving…"
          busy={dismiss.isPending}
          tone="primary"
          onConfirm={handleDismiss}
          onCancel={() => setDismissing(null)}
        >
          Close this flag? {duplicateDealName(dismissing.deal)} and the deals it matches stay as they are, its owner no
          longer sees the notice, and the same deals are not flagged together again.
        </ConfirmDialog>
      ) : null}
      {merging ? (
        <MergeDialog flag={merging} busy={merge.isPending} onConfirm={handleMerge} onCancel={() => setMerging(null)} />
      ) : null}
    </StyledStack>
  );
}
