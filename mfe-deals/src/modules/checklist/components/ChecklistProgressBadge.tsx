import type { ChecklistProgress } from '@portal/contracts';
import styled from 'styled-components';
import { checklistProgressLabel, checklistProgressText } from '../utils/checklistProgressText';

export type ChecklistProgressBadgeProps = { progress: ChecklistProgress | undefined };

const StyledProgress = styled.span<{ $complete: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ $complete }) => ($complete ? 700 : 600)};
  line-height: 1.5;
  white-space: nowrap;
`;

/** The deal's document checklist as 'Docs N of M' (nothing when its type requires no document). */
export function ChecklistProgressBadge({ progress }: ChecklistProgressBadgeProps) {
  if (!progress || progress.total === 0) return null;
  return (
    <StyledProgress
      role="img"
      aria-label={checklistProgressLabel(progress)}
      title={checklistProgressLabel(progress)}
      $complete={progress.done === progress.total}
    >
      Docs {checklistProgressText(progress)}
    </StyledProgress>
  );
}
