const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A fee or share in dollars, with cents only when it has some: `$7,500`, `$1,234.50`; '—' for none. */
export function formatFeeMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  return Number.isInteger(amount) ? wholeDollars.format(amount) : cents.format(amount);
}
