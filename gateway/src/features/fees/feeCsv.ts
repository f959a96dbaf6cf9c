import type { Readable } from 'node:stream';
import { FEE_STATE_LABELS, type DealCreator, type DealFee, type FeeDealRef } from '@portal/contracts';
import { csvStream } from '../exports/csv';

export type FeeCsvRow = { member: DealCreator; month: string | null; deal: FeeDealRef; fee: DealFee };

/** The report's columns, one row per deal. */
export const FEE_CSV_COLUMNS = [
  'Member',
  'Username',
  'Month',
  'Deal ID',
  'Property Name',
  'Stage',
  'Status',
  'Fee Points',
  'Fee Amount',
  'Loan Amount',
  'Expected Fee',
  'Broker Share %',
  'Broker Share',
  'Expected Closing',
  'Due On',
  'Invoiced On',
  'Received On',
  'Received Amount',
  'State',
] as const;

/**
 * The fee report as CSV, through the exports' cell writer: every cell quoted, and text a
 * spreadsheet would run as a formula (a property named "=HYPERLINK(...)") neutralised.
 */
export function feeReportCsv(rows: FeeCsvRow[]): Readable {
  async function* source() {
    yield* rows;
  }
  return csvStream(FEE_CSV_COLUMNS, source(), ({ member, month, deal, fee }) => ({
    Member: member.name ?? member.username,
    Username: member.username,
    Month: month,
    'Deal ID': deal.dealId,
    'Property Name': deal.propertyName,
    Stage: deal.stage,
    Status: deal.status,
    'Fee Points': fee.feePoints,
    'Fee Amount': fee.feeAmount,
    'Loan Amount': fee.loanAmount,
    'Expected Fee': fee.expectedFee,
    'Broker Share %': fee.brokerSharePercent,
    'Broker Share': fee.brokerShare,
    'Expected Closing': fee.expectedClosingOn,
    'Due On': fee.dueOn,
    'Invoiced On': fee.invoicedOn,
    'Received On': fee.receivedOn,
    'Received Amount': fee.receivedAmount,
    State: FEE_STATE_LABELS[fee.state],
  }));
}
