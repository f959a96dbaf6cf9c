import type { PlacementFigures, PlacementFigureTotals, PlacementLenderFigures } from '@portal/contracts';

/** A submission as the figures need it: its lender, when it was sent and whether it was answered. */
export type FigureSubmission = {
  id: string;
  lenderId: string;
  lenderName: string;
  /** The sent event's time (recorded with the submission, at its `createdAt`). */
  sentAt: Date;
  /** The lender answered it (interested, pass or quote). */
  answered: boolean;
  /** The time of the latest answer, used when no answer event is found (older data). */
  answeredAt: Date | null;
};

/** A quote as the figures need it. */
export type FigureQuote = { lenderId: string; lenderName: string; createdAt: Date; selected: boolean };

export type FigureInput = {
  submissions: FigureSubmission[];
  /** The first answer event of each answered submission, by submission id. */
  firstAnswers: ReadonlyMap<string, Date>;
  quotes: FigureQuote[];
};

const HOUR_MS = 3_600_000;

/** The median of `values` (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Responses over submissions in percent, to one decimal; null without submissions. */
export const responseRate = (responses: number, submissions: number): number | null =>
  submissions === 0 ? null : round((responses / submissions) * 100, 1);

const hours = (values: number[]): number | null => {
  const middle = median(values);
  return middle === null ? null : round(middle, 2);
};

type Tally = {
  lenderId: string;
  lenderName: string;
  /** When `lenderName` was seen: the newest submission or quote names the lender. */
  namedAt: number;
  submissions: number;
  responses: number;
  answerHours: number[];
  quotes: number;
  selected: number;
  lastSentAt: number | null;
};

/**
 * Placement figures per lender and their totals (docs/placement.md#placement-figures): a
 * response is an answered submission; the time to first answer runs from the sent event to the
 * submission's first answer event (never negative); medians are in hours, over the answered
 * submissions. Rows: the most submissions first, then the most responses, then by name.
 */
export function placementFigures({ submissions, firstAnswers, quotes }: FigureInput): Omit<PlacementFigures, 'asOf'> {
  const tallies = new Map<string, Tally>();
  const tallyOf = (lenderId: string, lenderName: string, at: number): Tally => {
    let tally = tallies.get(lenderId);
    if (!tally) {
      tally = {
        lenderId,
        lenderName,
        namedAt: at,
        submissions: 0,
        responses: 0,
        answerHours: [],
        quotes: 0,
        selected: 0,
        lastSentAt: null,
      };
      tallies.set(lenderId, tally);
    } else if (at >= tally.namedAt) {
      tally.lenderName = lenderName;
      tally.namedAt = at;
    }
    return tally;
  };

  for (const submission of submissions) {
    const sentAt = submission.sentAt.getTime();
    const tally = tallyOf(submission.lenderId, submission.lenderName, sentAt);
    tally.submissions++;
    tally.lastSentAt = Math.max(tally.lastSentAt ?? sentAt, sentAt);
    if (!submission.answered) continue;
    tally.responses++;
    const first = firstAnswers.get(submission.id) ?? submission.answeredAt;
    if (first) tally.answerHours.push(Math.max(0, first.getTime() - sentAt) / HOUR_MS);
  }
  for (const quote of quotes) {
    const tally = tallyOf(quote.lenderId, quote.lenderName, quote.createdAt.getTime());
    tally.quotes++;
    if (quote.selected) tally.selected++;
  }

  const rows = [...tallies.values()].sort(
    (a, b) =>
      b.submissions - a.submissions ||
      b.responses - a.responses ||
      a.lenderName.localeCompare(b.lenderName, 'en') ||
      a.lenderId.localeCompare(b.lenderId),
  );
  const lenders: PlacementLenderFigures[] = rows.map((tally) => ({
    lenderId: tally.lenderId,
    lenderName: tally.lenderName,
    submissions: tally.submissions,
    responses: tally.responses,
    responseRatePercent: responseRate(tally.responses, tally.submissions),
    medianHoursToFirstAnswer: hours(tally.answerHours),
    quotes: tally.quotes,
    selected: tally.selected,
    lastSentAt: tally.lastSentAt === null ? null : new Date(tally.lastSentAt).toISOString(),
  }));
  const sum = (pick: (tally: Tally) => number) => rows.reduce((total, tally) => total + pick(tally), 0);
  const totals: PlacementFigureTotals = {
    lenders: rows.length,
    submissions: sum((tally) => tally.submissions),
    responses: sum((tally) => tally.responses),
    responseRatePercent: responseRate(
      sum((tally) => tally.responses),
      sum((tally) => tally.submissions),
    ),
    medianHoursToFirstAnswer: hours(rows.flatMap((tally) => tally.answerHours)),
    quotes: sum((tally) => tally.quotes),
    selected: sum((tally) => tally.selected),
  };
  return { lenders, totals };
}
