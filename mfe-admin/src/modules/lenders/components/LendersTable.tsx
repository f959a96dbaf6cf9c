import { LENDER_TYPE_LABELS, type Lender } from '@portal/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PagedTable } from '../../../ui/PagedTable';
import { StyledWrapCell } from '../../../ui/Table';
import { lenderSearch } from '../hooks/useSelectedLender';
import { programsText, statesText } from '../utils/lenderSummary';
import { LenderStatusBadge } from './LenderStatusBadge';

const StyledName = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The id of a lender's link in the list (focus returns there from its page). */
export const lenderLinkId = (id: string) => `lender-link-${id}`;

export type LendersTableProps = {
  lenders: readonly Lender[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** Lender, type, programs, states and status; read page by page as it is scrolled, cards on a phone. */
export function LendersTable({ lenders, total, hasMore, loadingMore, onLoadMore }: LendersTableProps) {
  const [searchParams] = useSearchParams();
  return (
    <PagedTable
      label="Lenders"
      noun="lenders"
      head={
        <tr>
          <th scope="col">Lender</th>
          <th scope="col">Type</th>
          <th scope="col">Programs</th>
          <th scope="col">States</th>
          <th scope="col">Status</th>
        </tr>
      }
      rows={lenders}
      total={total}
      rowKey={(lender) => lender.id}
      rowHeight={49}
      stackOnPhone
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      renderRow={(lender, rowProps) => (
        <tr key={lender.id} {...rowProps}>
          <StyledWrapCell>
            <StyledName id={lenderLinkId(lender.id)} to={{ search: lenderSearch(searchParams, lender.id) }}>
              {lender.name}
            </StyledName>
          </StyledWrapCell>
          <td data-label="Type" data-stack="inline">
            {LENDER_TYPE_LABELS[lender.type]}
          </td>
          <td data-label="Programs" data-stack="inline">
            {programsText(lender)}
          </td>
          <StyledWrapCell data-label="States">{statesText(lender)}</StyledWrapCell>
          <td data-stack="inline">
            <LenderStatusBadge active={lender.active} />
          </td>
        </tr>
      )}
    />
  );
}
