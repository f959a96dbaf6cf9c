import type { StageChange } from '@portal/contracts';
import styled from 'styled-components';
import { normalizeStage } from '../../stages/utils/normalizeStage';
import { NO_STAGE } from '../../stages/utils/pipelineStages';
import { formatDateTime } from '../utils/formatDateTime';

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const StyledWhen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SOURCES: Record<StageChange['source'], string> = {
  webhook: 'CRM update',
  reconciliation: 'CRM check',
  sync: 'sync',
  import: 'import',
  manual: 'manual',
};

export type StageHistoryProps = { history: readonly StageChange[] };

/** A deal's stage changes, newest first (recorded from the CRM). */
export function StageHistory({ history }: StageHistoryProps) {
  if (history.length === 0) return <StyledEmpty>No stage changes yet</StyledEmpty>;
  const newestFirst = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <StyledList aria-label="Stage history">
      {newestFirst.map((change, index) => (
        <li key={`${change.at}-${index}`}>
          {normalizeStage(change.from) ?? NO_STAGE} → {normalizeStage(change.to) ?? NO_STAGE}{' '}
          <StyledWhen>
            · {formatDateTime(change.at)} · {SOURCES[change.source] ?? change.source}
          </StyledWhen>
        </li>
      ))}
    </StyledList>
  );
}
