import { Readable } from 'node:stream';
import type { PlacementFigures, PlacementLenderFigures } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { csvStream } from '../exports/csv';
import { LENDER_NOT_FOUND } from '../lenders/rules';
import { placementFigures } from './calculator';
import type { PlacementFiguresRepository } from './repository';

/** The export's columns, in order (docs/placement.md#placement-figures). */
export const PLACEMENT_FIGURE_COLUMNS = [
  'lender_id',
  'lender_name',
  'submissions',
  'responses',
  'response_rate_percent',
  'median_hours_to_first_answer',
  'quotes',
  'selected',
  'last_sent_at',
] as const;

const csvRow = (row: PlacementLenderFigures): Record<string, unknown> => ({
  lender_id: row.lenderId,
  lender_name: row.lenderName,
  submissions: row.submissions,
  responses: row.responses,
  response_rate_percent: row.responseRatePercent,
  median_hours_to_first_answer: row.medianHoursToFirstAnswer,
  quotes: row.quotes,
  selected: row.selected,
  last_sent_at: row.lastSentAt,
});

/** How old every lender's figures may be before a read has them computed again in the background. */
export const PLACEMENT_FIGURES_MAX_AGE_MS = 60_000;

/**
 * The admins' placement figures per lender (docs/placement.md#placement-figures): read from the
 * submissions, their answer events and the quotes, computed by the pure calculator.
 *
 * Every lender's figures (the Overview) go over every submission, so they are kept per instance:
 * a read answers what is kept and, when it is older than `maxAgeMs`, has it computed again in the
 * background (one computation at a time). Only the first read after a start waits for it.
 */
export function createPlacementFiguresService({
  repository,
  clock,
  maxAgeMs = PLACEMENT_FIGURES_MAX_AGE_MS,
}: {
  repository: PlacementFiguresRepository;
  clock: Clock;
  maxAgeMs?: number;
}) {
  let kept: { figures: PlacementFigures; at: number } | null = null;
  let computing: Promise<PlacementFigures> | null = null;

  /** Computes every lender's figures once at a time, and keeps them. */
  function refresh(): Promise<PlacementFigures> {
    computing ??= compute()
      .then((figures) => {
        kept = { figures, at: performance.now() };
        return figures;
      })
      .finally(() => (computing = null));
    return computing;
  }

  async function everyLender(): Promise<PlacementFigures> {
    if (!kept) return refresh();
    if (performance.now() - kept.at >= maxAgeMs) {
      // A failed background computation keeps what was there; the next read tries again.
      refresh().catch(() => undefined);
    }
    return kept.figures;
  }

  async function compute(lenderId?: string): Promise<PlacementFigures> {
    const asOf = clock.now().toISOString();
    if (!lenderId) {
      // Every lender: the three reads do not depend on each other.
      const [submissions, quotes, firstAnswers] = await Promise.all([
        repository.submissions(),
        repository.quotes(),
        repository.firstAnswers(),
      ]);
      return { ...placementFigures({ submissions, firstAnswers, quotes }), asOf };
    }
    const [submissions, quotes] = await Promise.all([repository.submissions(lenderId), repository.quotes(lenderId)]);
    // One lender: only its answered submissions' events (index kind_lenderSubmissionId).
    const answered = submissions.filter((submission) => submission.answered).map((submission) => submission.id);
    const firstAnswers = await repository.firstAnswers(answered);
    return { ...placementFigures({ submissions, firstAnswers, quotes }), asOf };
  }

  return {
    /** The figures of every lender, or of one (404 when the directory does not hold it). */
    async figures(lenderId?: string): Promise<Result<PlacementFigures, DomainError<'notFound'>>> {
      if (lenderId !== undefined && !(await repository.lenderExists(lenderId))) {
        return fail('notFound', LENDER_NOT_FOUND);
      }
      return ok(lenderId === undefined ? await everyLender() : await compute(lenderId));
    },

    /** Drops the kept figures: the next read computes them (tests that rewrite the data behind it). */
    forget(): void {
      kept = null;
    },

    /** Every lender's figures as CSV (lender names neutralised by csvCell). */
    async exportCsv(): Promise<{ total: number; fileName: string; stream: Readable }> {
      const { lenders } = await compute();
      const fileName = `placement-figures-${clock.now().toISOString().slice(0, 10)}.csv`;
      return {
        total: lenders.length,
        fileName,
        stream: csvStream(PLACEMENT_FIGURE_COLUMNS, Readable.from(lenders), csvRow),
      };
    },
  };
}

export type PlacementFiguresService = ReturnType<typeof createPlacementFiguresService>;
