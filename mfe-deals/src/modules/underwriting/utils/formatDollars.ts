const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A dollar amount as typed and shown: `$10,440,000`. */
export function formatDollars(amount: number): string {
  return `$${dollars.format(amount)}`;
}
