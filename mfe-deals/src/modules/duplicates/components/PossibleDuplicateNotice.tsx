import styled from 'styled-components';
import { POSSIBLE_DUPLICATE_MESSAGE } from '../utils/possibleDuplicateMessage';

const StyledNotice = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** The neutral notice of a deal flagged as a possible duplicate: the one sentence, nothing else. */
export function PossibleDuplicateNotice() {
  return <StyledNotice role="status">{POSSIBLE_DUPLICATE_MESSAGE}</StyledNotice>;
}
