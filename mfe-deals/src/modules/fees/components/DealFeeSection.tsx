import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { DetailsList } from '../../../ui/DetailsList';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { useDealFee } from '../hooks/useDealFee';
import { feeBasisText, feeDay, feeMoney, receivedText } from '../utils/feeText';
import { EditFeeDialog } from './EditFeeDialog';
import { FeeStateBadge } from './FeeStateBadge';

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export type DealFeeSectionProps = { dealId: string; dealNumber: string };

/**
 * A deal's broker fee (getDealFee): the expected fee and how it is set, the broker's share, the
 * closing and due days, the payment and the state. Admins record and change it (Edit fee).
 */
export function DealFeeSection({ dealId, dealNumber }: DealFeeSectionProps) {
  const { user } = useDealsServices();
  const fee = useDealFee(dealId);
  const [editing, setEditing] = useState(false);

  if (fee.isPending) return <StyledNote role="status">Loading the fee…</StyledNote>;
  if (fee.isError) {
    return (
      <>
        <StyledNote>The fee could not be loaded.</StyledNote>
        <StyledActions>
          <StyledButton type="button" $variant="secondary" $compact onClick={() => void fee.refetch()}>
            Retry
          </StyledButton>
        </StyledActions>
      </>
    );
  }
  const data = fee.data;
  return (
    <>
      {data ? (
        <DetailsList aria-label="Fee figures">
          <Row term="State">
            <FeeStateBadge state={data.state} />
          </Row>
          <Row term="Expected fee">{feeMoney(data.expectedFee)}</Row>
          <Row term="Set as">{feeBasisText(data)}</Row>
          <Row term="Broker share">
            {data.brokerSharePercent} % · {feeMoney(data.brokerShare)}
            {data.brokerSharePercentOverride !== null ? ' (this deal’s own share)' : ''}
          </Row>
          <Row term="Expected closing">{feeDay(data.expectedClosingOn)}</Row>
          <Row term="Due on">{feeDay(data.dueOn)}</Row>
          <Row term="Invoiced">{feeDay(data.invoicedOn, 'Not yet')}</Row>
          <Row term="Received">{receivedText(data)}</Row>
        </DetailsList>
      ) : (
        <StyledNote>
          No fee recorded yet.
          {user.isAdmin ? '' : ' A fee appears here once an admin records it or selects a lender’s quote.'}
        </StyledNote>
      )}
      {user.isAdmin && (
        <StyledActions>
          <StyledButton type="button" $variant="secondary" $compact onClick={() => setEditing(true)}>
            {data ? 'Edit fee' : 'Record fee'}
          </StyledButton>
        </StyledActions>
      )}
      {editing && (
        <EditFeeDialog dealId={dealId} dealNumber={dealNumber} fee={data} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
