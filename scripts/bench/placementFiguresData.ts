import type { Db, Document } from 'mongodb';

/**
 * The placement figures bench's data: lenders, deals sent to them (submissions), the deals'
 * timelines (each submission's sent, opened and answer entries among ordinary edits) and quotes,
 * stored as the gateway stores them. Deterministic, so every run judges the same book.
 */
export type FiguresData = {
  lenders: number;
  submissions: number;
  activities: number;
  quotes: number;
  lenderIds: string[];
};

const HOUR_MS = 3_600_000;
/** Ordinary timeline entries per deal (edits, stage changes): the answer events sit among them. */
const OTHER_ENTRIES_PER_DEAL = 10;
const SUBMISSIONS_PER_DEAL = 5;

function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Seeds `submissions` submissions to `lenders` lenders straight into the database; inserts in batches. */
export async function seedPlacementFigures(
  db: Db,
  options: { lenders: number; submissions: number },
): Promise<FiguresData> {
  const random = generator(20261127);
  const now = Date.now();
  const lenderIds = Array.from({ length: options.lenders }, (_, i) => `bench-lender-${String(i).padStart(4, '0')}`);
  await db.collection('lenders').insertMany(
    lenderIds.map((id, i) => ({
      _id: id,
      name: `Bench Lender ${i}`,
      nameKey: `bench lender ${i}`,
      type: 'bank',
      website: null,
      notes: null,
      active: true,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })) as Document[],
  );
  const submissions: Document[] = [];
  const activities: Document[] = [];
  const quotes: Document[] = [];
  const deals = Math.ceil(options.submissions / SUBMISSIONS_PER_DEAL);
  for (let d = 0; d < deals; d++) {
    const dealId = `bench-deal-${d}`;
    const dealSentAt = now - (1 + random() * 90 * 24) * HOUR_MS;
    for (let e = 0; e < OTHER_ENTRIES_PER_DEAL; e++) {
      activities.push({
        _id: `${dealId}:edit:${e}`,
        dealId,
        kind: 'dealUpdated',
        actor: { id: null, name: 'Bench', role: 'member' },
        source: 'member',
        changes: [{ field: 'loanRequest', from: '$1M', to: '$2M' }],
        document: null,
        commentId: null,
        lender: null,
        createdAt: new Date(dealSentAt - e * HOUR_MS),
      });
    }
    for (let s = 0; s < SUBMISSIONS_PER_DEAL && submissions.length < options.submissions; s++) {
      const id = `sub_bench_${d}_${s}`;
      const lenderId = lenderIds[Math.floor(random() * lenderIds.length)]!;
      const lenderName = `Bench Lender ${lenderIds.indexOf(lenderId)}`;
      const roll = random();
      const answer = roll < 0.25 ? 'quote' : roll < 0.45 ? 'pass' : roll < 0.55 ? 'interested' : null;
      const answeredAt = new Date(dealSentAt + (0.2 + random() * 72) * HOUR_MS);
      const entry = (suffix: string, kind: string, at: Date, extra: Document = {}) => ({
        _id: `${id}:${suffix}`,
        dealId,
        kind,
        actor: { id: null, name: lenderName, role: 'system' },
        source: 'system',
        changes: [],
        document: null,
        commentId: null,
        lender: { submissionId: id, lenderName, summary: kind, ...extra },
        createdAt: at,
      });
      submissions.push({
        _id: id,
        dealId,
        tokenHash: `bench-token-${id}`,
        lenderId,
        lenderName,
        contactId: `${lenderId}-contact`,
        contactName: 'Bench Contact',
        contactEmail: 'contact@bench.example',
        documentIds: [],
        message: '',
        sentBy: 'bench-admin',
        createdAt: new Date(dealSentAt),
        expiresAt: new Date(dealSentAt + 30 * 24 * HOUR_MS),
        revokedAt: null,
        answer: answer
          ? { answer, passReason: answer === 'pass' ? 'pricing' : null, passText: null, quote: null, answeredAt }
          : null,
      });
      activities.push(entry('sent', 'lenderSubmissionSent', new Date(dealSentAt)));
      if (answer || random() < 0.5)
        activities.push(entry('opened', 'lenderRoomOpened', new Date(dealSentAt + HOUR_MS / 10)));
      if (answer) {
        const answered = answer === 'quote' ? 'quoted' : answer === 'pass' ? 'passed' : 'interested';
        activities.push(entry('answer', 'lenderAnswered', answeredAt, { answer: answered, detail: null }));
      }
      if (answer === 'quote') {
        quotes.push({
          _id: `${id}:quote`,
          dealId,
          submissionId: id,
          source: 'room',
          lenderId,
          lenderName,
          contactName: 'Bench Contact',
          terms: { amount: 5_000_000, rateType: 'fixed', ratePercent: 6.5, termMonths: 120, amortisationMonths: 360 },
          createdAt: answeredAt,
          selectedAt: random() < 0.2 ? new Date(answeredAt.getTime() + HOUR_MS) : null,
        });
      }
    }
  }
  const insert = async (name: string, rows: Document[]) => {
    for (let i = 0; i < rows.length; i += 1000) await db.collection(name).insertMany(rows.slice(i, i + 1000));
  };
  await insert('lendersubmissions', submissions);
  await insert('activities', activities);
  await insert('quotes', quotes);
  return {
    lenders: lenderIds.length,
    submissions: submissions.length,
    activities: activities.length,
    quotes: quotes.length,
    lenderIds,
  };
}
