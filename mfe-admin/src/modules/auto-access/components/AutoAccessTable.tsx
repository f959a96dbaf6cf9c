import type { AutoAccessUser } from '@portal/contracts';
import { StyledButton } from '@portal/shell/ui/Button';
import { StyledTableScroller } from '../../../ui/Table';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
import { formatDate } from '../../core/utils/formatDate';

export type AutoAccessTableProps = {
  entries: AutoAccessUser[];
  removingId: string | null;
  onRemove: (entry: AutoAccessUser) => void;
};

/** Discord Username, Notes, Added By, Added Date and Remove. */
export function AutoAccessTable({ entries, removingId, onRemove }: AutoAccessTableProps) {
  return (
    <StyledTableScroller>
      <table aria-label="Auto-access list">
        <thead>
          <tr>
            <th scope="col">Discord Username</th>
            <th scope="col">Notes</th>
            <th scope="col">Added By</th>
            <th scope="col">Added Date</th>
            <th scope="col">
              <StyledVisuallyHidden>Actions</StyledVisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <strong>{entry.discordUsername}</strong>
              </td>
              <td>{entry.notes || '—'}</td>
              <td>{entry.addedByUsername ?? 'Unknown'}</td>
              <td>{formatDate(entry.createdAt)}</td>
              <td>
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
          ))}
        </tbody>
      </table>
    </StyledTableScroller>
  );
}
