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

/**
 * The admins' placement figures per lender (docs/placement.md#placement-figures): read from the
 * submissions, their answer events and the quotes, computed by the pure calculator.
 */
export function createPlacementFiguresService({
  repository,
  clock,
}: {
  repository: PlacementFiguresRepository;
  clock: Clock;
}) {
  async function compute(lenderId?: string): Promise<PlacementFigures> {
    if (!lenderId) {
      // Every lender: the three reads do not depend on each other.
      const [submissions, quotes, firstAnswers] = await Promise.all([
        repository.submissions(),
        repository.quotes(),
        repository.firstAnswers(),
      ]);
      return placementFigures({ submissions, firstAnswers, quotes });
    }
    const [submissions, quotes] = await Promise.all([repository.submissions(lenderId), repository.quotes(lenderId)]);
    // One lender: only its answered submissions' events (index kind_lenderSubmissionId).
    const answered = submissions.filter((submission) => submission.answered).map((submission) => submission.id);
    const firstAnswers = await repository.firstAnswers(answered);
    return placementFigures({ submissions, firstAnswers, quotes });
  }

  return {
    /** The figures of every lender, or of one (404 when the directory does not hold it). */
    async figures(lenderId?: string): Promise<Result<PlacementFigures, DomainError<'notFound'>>> {
      if (lenderId !== undefined && !(await repository.lenderExists(lenderId))) {
        return fail('notFound', LENDER_NOT_FOUND);
      }
      return ok(await compute(lenderId));
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
