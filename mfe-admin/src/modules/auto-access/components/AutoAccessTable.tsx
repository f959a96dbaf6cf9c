import type { AutoAccessUser } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { PagedTable } from '../../../ui/PagedTable';
import { StyledWrapCell } from '../../../ui/Table';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { formatDate } from '@portal/web-kit/format/formatDate';

export type AutoAccessTableProps = {
  /** The entries loaded so far. */
  entries: readonly AutoAccessUser[];
  /** Entries in the whole list. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  removingId: string | null;
  onRemove: (entry: AutoAccessUser) => void;
};

/** Discord Username, Notes, Added By, Added Date and Remove; read page by page as it is scrolled. */
export function AutoAccessTable({
  entries,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  removingId,
  onRemove,
}: AutoAccessTableProps) {
  return (
    <PagedTable
      label="Auto-access list"
      noun="usernames"
      head={
        <tr>
          <th scope="col">Discord Username</th>
          <th scope="col">Notes</th>
          <th scope="col">Added By</th>
          <th scope="col">Added Date</th>
          <th scope="col">
            <StyledVisuallyHidden>Actions</StyledVisuallyHidden>
          </th>
        </tr>
      }
      rows={entries}
      total={total}
      rowKey={(entry) => entry.id}
      rowHeight={49}
      stackOnPhone
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      renderRow={(entry, rowProps) => (
        <tr key={entry.id} {...rowProps}>
          <StyledWrapCell>
            <strong>{entry.discordUsername}</strong>
          </StyledWrapCell>
          <StyledWrapCell data-label="Notes">{entry.notes || '—'}</StyledWrapCell>
          <td data-label="Added By" data-stack="inline">
            {entry.addedByUsername ?? 'Unknown'}
          </td>
          <td data-label="Added Date" data-stack="inline">
            {formatDate(entry.createdAt)}
          </td>
          <td data-stack="inline">
            <StyledButton
              type="button"
              $variant="danger"
              $compact
              aria-label={`Remove ${entry.discordUsername}`}
              disabled={removingId === entry.id}
              onClick={() => onRemove(entry)}
            >
              {removingId === entry.id ? 'Removing…' : 'Remove'}
            </StyledButton>
          </td>
        </tr>
      )}
    />
  );
}
