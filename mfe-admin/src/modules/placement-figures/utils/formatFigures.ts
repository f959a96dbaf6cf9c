/** "75 %" (one decimal when it has one), or an em dash when there is no rate. */
export function formatRate(percent: number | null): string {
  if (percent === null) return '—';
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;
}

/**
 * A median time to first answer: minutes under an hour, hours under two days, then days
 * ("45 min", "4.5 h", "3.2 days"); an em dash when nothing was answered.
 */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
  return `${(hours / 24).toLocaleString('en-US', { maximumFractionDigits: 1 })} days`;
}
