import { FEE_STATE_LABELS, type DealFee, type FeeState } from '@portal/contracts';
import type { BadgeTone } from '@portal/web-kit/ui/ToneBadge';
import { formatDate } from '@portal/web-kit/format/formatDate';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Money of a fee to the cent when it has cents: `$15,000`, `$7,500.50`; 'Not set' when unknown. */
export function feeMoney(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'Not set';
  return Number.isInteger(amount) ? `$${plain.format(amount)}` : dollars.format(amount);
}

/** A fee state in words: 'Fee expected', 'Fee overdue' … (a badge never relies on colour alone). */
export function feeStateText(state: FeeState): string {
  return `Fee ${FEE_STATE_LABELS[state].toLowerCase()}`;
}

/** The badge tone of a fee state: received is good news, overdue needs attention, the rest is neutral. */
export function feeStateTone(state: FeeState): BadgeTone {
  if (state === 'received') return 'success';
  if (state === 'overdue') return 'danger';
  return 'neutral';
}

/** How the fee is set: '1 point of $1,500,000', '$20,000 (amount)'; 'Not set' before either. */
export function feeBasisText(fee: Pick<DealFee, 'feeAmount' | 'feePoints' | 'loanAmount'>): string {
  if (fee.feeAmount !== null) return `${feeMoney(fee.feeAmount)} (an amount)`;
  if (fee.feePoints === null) return 'Not set';
  const points = `${plain.format(fee.feePoints)} ${fee.feePoints === 1 ? 'point' : 'points'}`;
  return fee.loanAmount === null ? `${points} (no loan amount yet)` : `${points} of ${feeMoney(fee.loanAmount)}`;
}

/** A fee's day as the portal shows dates ('Jun 30, 2026'); `empty` when not set. */
export function feeDay(day: string | null, empty = 'Not set'): string {
  return day ? formatDate(day) : empty;
}

/** The payment line: '$15,000 on Aug 5, 2026', else 'Not yet'. */
export function receivedText(fee: Pick<DealFee, 'receivedOn' | 'receivedAmount'>): string {
  if (!fee.receivedOn) return 'Not yet';
  return `${feeMoney(fee.receivedAmount)} on ${formatDate(fee.receivedOn)}`;
}
