/** One line of the budget table in docs/performance.md. */
export type BudgetRow = {
  budget: string;
  /** The measured figure, as shown in the table ("212 KB", "p95 41 ms"). */
  measured: string;
  met: boolean;
  /** Why it is missed, or what the figure depends on. */
  note?: string;
};

/** What each part of the benchmark hands back to scripts/bench/main.ts. */
export type BenchSection = {
  /** Markdown for docs/performance.md: a heading (###), tables and short notes. */
  markdown: string;
  budgets: BudgetRow[];
};

export type BenchLog = (line: string) => void;

/** The median of a list of numbers (NaN when empty). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile `p` (0–100) of a list of numbers (NaN when empty). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
