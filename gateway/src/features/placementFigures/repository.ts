import type { Connection } from 'mongoose';
import type { FigureQuote, FigureSubmission } from './calculator';

type SubmissionRow = {
  _id: string;
  lenderId: string;
  lenderName: string;
  createdAt: Date;
  answer: { answeredAt?: Date } | null;
};
type AnswerEventRow = { _id: string; createdAt: Date; lender?: { submissionId?: string } | null };
type QuoteRow = { _id: string; lenderId: string; lenderName: string; createdAt: Date; selectedAt?: Date | null };

/** The timeline kind of a lender's answer from its deal room (features/submissions). */
const ANSWER_KIND = 'lenderAnswered';

/**
 * What the placement figures read, and only the fields they need (projections): the submissions
 * (`lendersubmissions`, index lenderId_createdAt for one lender), the answer events of the
 * timeline (`activities`, index kind_lenderSubmissionId) and the quotes (`quotes`, index lenderId).
 * Reads only; the submissions feature writes all three.
 */
export function createPlacementFiguresRepository(db: Connection) {
  const submissions = db.collection<SubmissionRow>('lendersubmissions');
  const activities = db.collection<AnswerEventRow>('activities');
  const quotes = db.collection<QuoteRow>('quotes');
  const lenders = db.collection<{ _id: string }>('lenders');

  return {
    /** Every submission, or one lender's. */
    async submissions(lenderId?: string): Promise<FigureSubmission[]> {
      const rows = await submissions
        .find(lenderId ? { lenderId } : {}, {
          projection: { _id: 1, lenderId: 1, lenderName: 1, createdAt: 1, answer: 1 },
        })
        .toArray();
      return rows.map((row) => ({
        id: row._id,
        lenderId: row.lenderId,
        lenderName: row.lenderName,
        sentAt: new Date(row.createdAt),
        answered: row.answer !== null && row.answer !== undefined,
        answeredAt: row.answer?.answeredAt ? new Date(row.answer.answeredAt) : null,
      }));
    },

    /**
     * The first answer event of each submission named (all of them when `submissionIds` is
     * absent), by submission id.
     */
    async firstAnswers(submissionIds?: string[]): Promise<Map<string, Date>> {
      const first = new Map<string, Date>();
      if (submissionIds?.length === 0) return first;
      const filter = submissionIds
        ? { kind: ANSWER_KIND, 'lender.submissionId': { $in: submissionIds } }
        : { kind: ANSWER_KIND };
      const rows = await activities
        .find(filter, { projection: { _id: 1, createdAt: 1, 'lender.submissionId': 1 } })
        .toArray();
      for (const row of rows) {
        const id = row.lender?.submissionId;
        if (!id) continue;
        const at = new Date(row.createdAt);
        const known = first.get(id);
        if (!known || at < known) first.set(id, at);
      }
      return first;
    },

    /** Every quote, or one lender's; selected when `selectedAt` is set (absent on older quotes). */
    async quotes(lenderId?: string): Promise<FigureQuote[]> {
      const rows = await quotes
        .find(lenderId ? { lenderId } : {}, {
          projection: { _id: 1, lenderId: 1, lenderName: 1, createdAt: 1, selectedAt: 1 },
        })
        .toArray();
      return rows.map((row) => ({
        lenderId: row.lenderId,
        lenderName: row.lenderName,
        createdAt: new Date(row.createdAt),
        selected: row.selectedAt !== null && row.selectedAt !== undefined,
      }));
    },

    /** Whether the directory holds this lender (read by `_id`). */
    async lenderExists(lenderId: string): Promise<boolean> {
      return (await lenders.findOne({ _id: lenderId }, { projection: { _id: 1 } })) !== null;
    },
  };
}

export type PlacementFiguresRepository = ReturnType<typeof createPlacementFiguresRepository>;
