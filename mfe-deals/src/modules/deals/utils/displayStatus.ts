/** The status a badge shows: 'Open' when absent (docs/product.md#deal-statuses). */
export function displayStatus(status: string | null | undefined): string {
  return status?.trim() || 'Open';
}
