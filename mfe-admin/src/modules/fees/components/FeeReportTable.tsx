import type { FeeReport } from '@portal/contracts';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import styled from 'styled-components';
import { StyledTableScroller } from '../../../ui/Table';
import { monthLabel } from '../utils/feeMonths';
import { formatFeeMoney } from '../utils/formatFeeMoney';

const StyledTable = styled(StyledTableScroller)`
  td[data-money],
  th[data-money] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    border-top: 2px solid ${({ theme }) => theme.colors.border};
    border-bottom: none;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: normal;
    text-transform: none;
    background: transparent;
  }
  td[data-overdue='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

export type FeeReportTableProps = {
  report: FeeReport;
};

/** The report by month and member (newest month first, fees without a date last), with totals. */
export function FeeReportTable({ report }: FeeReportTableProps) {
  return (
    <StyledTable tabIndex={0} role="group" aria-label="Fee report table (scrolls sideways on small screens)">
      <table>
        <caption>
          <StyledVisuallyHidden>Broker fees by month and member</StyledVisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Member</th>
            <th scope="col" data-money>
              Deals
            </th>
            <th scope="col" data-money>
              Expected fees
            </th>
            <th scope="col" data-money>
              Brokers’ shares
            </th>
            <th scope="col" data-money>
              Received
            </th>
            <th scope="col" data-money>
              Overdue
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.month ?? 'none'}-${row.member.id}`}>
              <td>{monthLabel(row.month)}</td>
              <td>{row.member.name || row.member.username}</td>
              <td data-money>{row.deals}</td>
              <td data-money>{formatFeeMoney(row.expectedFees)}</td>
              <td data-money>{formatFeeMoney(row.brokerShares)}</td>
              <td data-money>{formatFeeMoney(row.received)}</td>
              <td data-money data-overdue={row.overdue > 0}>
                {formatFeeMoney(row.overdue)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Totals
            </th>
            <td data-money>{report.totals.deals}</td>
            <td data-money>{formatFeeMoney(report.totals.expectedFees)}</td>
            <td data-money>{formatFeeMoney(report.totals.brokerShares)}</td>
            <td data-money>{formatFeeMoney(report.totals.received)}</td>
            <td data-money data-overdue={report.totals.overdue > 0}>
              {formatFeeMoney(report.totals.overdue)}
            </td>
          </tr>
        </tfoot>
      </table>
    </StyledTable>
  );
}
