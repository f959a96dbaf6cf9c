import styled from 'styled-components';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { AdminDealsView } from './AdminDealsView';
import { LinkedDealSummary } from './LinkedDealSummary';
import { MemberDealsView } from './MemberDealsView';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** The deals page: the admin's view of every deal, or a member's own deals; `?deal=<id>` opens one deal. */
export function DealsView() {
  const { user } = useDealsServices();
  return (
    <StyledPage aria-labelledby="deals-title">
      {user.isAdmin ? <AdminDealsView /> : <MemberDealsView />}
      <LinkedDealSummary />
    </StyledPage>
  );
}
