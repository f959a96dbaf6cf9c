import type { TopUser } from '@portal/contracts';
import styled from 'styled-components';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';

/** Top Performing Users shows the first five (docs/product.md#limits). */
export const TOP_USERS_SHOWN = 5;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledRank = styled.span`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type TopUsersCardProps = {
  topUsers: TopUser[];
};

/** The five users with the most deals, ranked. */
export function TopUsersCard({ topUsers }: TopUsersCardProps) {
  const shown = topUsers.slice(0, TOP_USERS_SHOWN);
  return (
    <StyledCard aria-labelledby="top-users-title">
      <h2 id="top-users-title">Top Performing Users</h2>
      {shown.length === 0 ? (
        <EmptyState title="No deals yet">Members appear here once they create deals.</EmptyState>
      ) : (
        <StyledList>
          {shown.map((user, index) => (
            <StyledItem key={user.id}>
              <StyledRank aria-label={`Rank ${index + 1}`}>{index + 1}</StyledRank>
              <StyledName>{user.name}</StyledName>
              <StyledCount>
                {user.dealsCount} {user.dealsCount === 1 ? 'deal' : 'deals'}
              </StyledCount>
            </StyledItem>
          ))}
        </StyledList>
      )}
    </StyledCard>
  );
}
