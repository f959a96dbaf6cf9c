/** The Fee report (filled in below). */
export function FeeReportTab() {
  return null;
}
