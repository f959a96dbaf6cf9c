import type { Deal } from '@portal/contracts';
import styled from 'styled-components';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { DealRow } from './DealRow';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export type DealListProps = {
  deals: readonly Deal[];
  isAdmin: boolean;
  /** Shown when there are no deals. */
  emptyText: string;
  onView: (deal: Deal) => void;
  onEdit?: (deal: Deal) => void;
  onDelete?: (deal: Deal) => void;
};

/** The deal list (spec §2). */
export function DealList({ deals, isAdmin, emptyText, onView, onEdit, onDelete }: DealListProps) {
  const { now } = useDealsServices();
  const at = now();
  if (deals.length === 0) return <StyledEmpty>{emptyText}</StyledEmpty>;
  return (
    <StyledList aria-label="Deals">
      {deals.map((deal) => (
        <DealRow
          key={deal.id}
          deal={deal}
          now={at}
          isAdmin={isAdmin}
          onView={onView}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </StyledList>
  );
}
