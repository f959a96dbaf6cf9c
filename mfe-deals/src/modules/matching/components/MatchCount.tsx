import type { MatchSummaryDto } from '@portal/contracts';
import styled from 'styled-components';
import { matchCountText } from '../utils/matchCountText';
import { sharpenMatchText } from '../utils/matchFieldWords';

const StyledMatchCount = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const StyledCount = styled.p`
  margin: 0;
  font-weight: 600;
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export type MatchCountProps = { summary: MatchSummaryDto };

/**
 * How many lender programs Match the deal and how many are Near (docs/lenders.md#matching), and the
 * deal fields that would sharpen the result. Counts only: no lender or program is named.
 */
export function MatchCount({ summary }: MatchCountProps) {
  const count = matchCountText(summary);
  const sharpen = sharpenMatchText(summary.missingFields);
  return (
    <StyledMatchCount>
      <StyledTitle>Lender programs</StyledTitle>
      {count ? (
        <StyledCount>{count}</StyledCount>
      ) : (
        <>
          <StyledCount>No lender program matches this deal yet.</StyledCount>
          {!sharpen && (
            <StyledNote>
              A different loan request, purpose or figures may bring programs within reach; the count follows each edit.
            </StyledNote>
          )}
        </>
      )}
      {sharpen && <StyledNote>{sharpen}</StyledNote>}
    </StyledMatchCount>
  );
}
