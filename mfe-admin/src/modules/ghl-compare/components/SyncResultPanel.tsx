import type { SyncResult } from '@portal/contracts';
import { StyledMessage } from '../../../ui/Message';

export type SyncResultPanelProps = {
  result: SyncResult;
  failures: string[];
};

/** What the last sync did, with each failed deal as 'dealId: error'. */
export function SyncResultPanel({ result, failures }: SyncResultPanelProps) {
  return (
    <StyledMessage $tone={result.failed > 0 ? 'danger' : 'info'} role="status" aria-label="Sync result">
      <strong>
        Synced {result.successful} of {result.totalRequested} deals
        {result.failed > 0 ? `, ${result.failed} failed` : ''}
      </strong>
      {failures.length > 0 ? (
        <ul>
          {failures.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </StyledMessage>
  );
}
