/** The status a badge shows: 'Open' when absent (spec §9). */
export function displayStatus(status: string | null | undefined): string {
  return status?.trim() || 'Open';
}
