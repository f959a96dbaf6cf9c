import { describe, expect, it } from 'vitest';
import type { LenderSubmissionEvent } from '@portal/contracts';
import type { DealRecord } from '../../deals/model';
import { stateOf } from '../../submissions/rules';
import { sampleQuotes } from '../quoteBook';
import { SAMPLE_SUBMITTED_DEALS, sampleSubmissions, type SampleSubmissionInput } from '../submissionBook';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY_MS = 86_400_000;
const STAGES = ['Qualification', 'Lender Submission', 'Underwriting', 'Proposal', 'Signed Proposal', 'Site Visit'];

/** 40 deals across the stages, reached between 1 and 80 days ago. */
const deals: DealRecord[] = Array.from({ length: 40 }, (_, i) => {
  const stageLastUpdated = new Date(NOW.getTime() - (1 + ((i * 7) % 80)) * DAY_MS);
  return {
    _id: `deal-${i}`,
    stage: STAGES[i % STAGES.length]!,
    stageLastUpdated,
    updatedAt: stageLastUpdated,
    loanAmount: 2_000_000 + i * 100_000,
    netOperatingIncome: 250_000,
    termMonths: 120,
    amortisationMonths: 360,
  } as unknown as DealRecord;
});

const lenders = Array.from({ length: 10 }, (_, i) => ({
  _id: `lender-${i}`,
  name: `Lender ${i}`,
  contacts: [
    { _id: `contact-${i}-a`, name: `Ann ${i}`, email: `ann${i}@lender.example` },
    // Every third lender's second contact has no e-mail address: never sent to.
    { _id: `contact-${i}-b`, name: `Bob ${i}`, email: i % 3 === 0 ? null : `bob${i}@lender.example` },
  ],
}));
// A lender without any e-mail address gets nothing.
lenders.push({ _id: 'lender-mute', name: 'Mute Lender', contacts: [{ _id: 'mute', name: 'Mo', email: null }] });

const documents = new Map(
  deals.filter((_, i) => i % 4 === 1).map((deal) => [deal._id, [{ id: `${deal._id}-doc`, fileName: 'Rent roll.pdf' }]]),
);
const { quotes } = sampleQuotes(deals, lenders, 'admin-1', NOW);
const loadedBy = { id: 'admin-1', username: 'sample-admin', isAdmin: true };
let n = 0;
const input = (token?: () => string): SampleSubmissionInput => ({
  deals,
  lenders,
  quotes,
  documents,
  loadedBy,
  now: NOW,
  ...(token ? { token } : {}),
});

const KINDS: Record<string, LenderSubmissionEvent['kind']> = {
  lenderSubmissionSent: 'sent',
  lenderSubmissionRevoked: 'revoked',
  lenderRoomOpened: 'opened',
  lenderDocumentViewed: 'viewed',
};

describe('sampleSubmissions', () => {
  const book = sampleSubmissions(input());
  const eventsOf = (id: string) => book.activities.filter((entry) => entry.lender?.submissionId === id);
  const states = book.submissions.map((record) =>
    stateOf(
      record,
      eventsOf(record._id).map((entry) => ({ kind: KINDS[entry.kind] ?? 'interested' })),
      NOW,
    ),
  );

  it('sends about a dozen deals lenders have seen, each to every contact with an e-mail of 2 to 4 lenders', () => {
    const dealIds = new Set(book.submissions.map((s) => s.dealId));
    expect(dealIds.size).toBe(SAMPLE_SUBMITTED_DEALS);
    for (const dealId of dealIds) {
      const deal = deals.find((d) => d._id === dealId)!;
      expect(['Lender Submission', 'Underwriting', 'Proposal', 'Signed Proposal']).toContain(deal.stage);
      const own = book.submissions.filter((s) => s.dealId === dealId);
      const lenderIds = new Set(own.map((s) => s.lenderId));
      expect(lenderIds.size).toBeGreaterThanOrEqual(2);
      expect(lenderIds.size).toBeLessThanOrEqual(4);
      for (const lenderId of lenderIds) {
        const withEmail = lenders.find((l) => l._id === lenderId)!.contacts.filter((c) => c.email);
        expect(own.filter((s) => s.lenderId === lenderId).map((s) => s.contactId)).toEqual(withEmail.map((c) => c._id));
      }
      expect(own.every((s) => s.documentIds.length === (documents.get(dealId)?.length ?? 0))).toBe(true);
    }
    // Every quoted deal is among them.
    for (const quote of quotes) expect(dealIds).toContain(quote.dealId);
    expect(book.submissions.some((s) => s.lenderId === 'lender-mute')).toBe(false);
    expect(book.submissions.every((s) => s.sentBy === 'admin-1' && s.contactEmail.endsWith('.example'))).toBe(true);
  });

  it('comes out in every state: sent, opened, viewed, interested, passed with a reason, quoted, one revoked, one expired', () => {
    const count = (state: string) => states.filter((s) => s === state).length;
    for (const state of ['sent', 'opened', 'viewedDocuments', 'interested', 'passed', 'quoted'])
      expect(count(state), state).toBeGreaterThanOrEqual(2);
    expect(count('revoked')).toBe(1);
    expect(count('expired')).toBe(1);
    const passed = book.submissions.filter((s) => s.answer?.answer === 'pass');
    expect(passed.every((s) => s.answer!.passReason !== null)).toBe(true);
    expect(new Set(passed.map((s) => s.answer!.passReason)).size).toBeGreaterThanOrEqual(3);
    // Each answer is one lenderAnswered entry naming it, as the room records it.
    const answered = book.activities.filter((entry) => entry.kind === 'lenderAnswered');
    expect(answered).toHaveLength(book.submissions.filter((s) => s.answer).length);
    expect(answered.every((entry) => entry.actor.role === 'system' && entry.lender?.detail !== undefined)).toBe(true);
  });

  it("answers the sample quotes through their lenders' rooms and links them, keeping selection and sharing", () => {
    expect(book.quotes.map((q) => q._id)).toEqual(quotes.map((q) => q._id));
    expect(book.quotes.map((q) => [q.shared, q.selectedAt])).toEqual(quotes.map((q) => [q.shared, q.selectedAt]));
    for (const quote of book.quotes) {
      const submission = book.submissions.find((s) => s._id === quote.submissionId)!;
      expect(submission).toMatchObject({ dealId: quote.dealId, lenderId: quote.lenderId });
      expect(submission.answer).toMatchObject({ answer: 'quote', quote: quote.terms, answeredAt: quote.createdAt });
      expect(quote).toMatchObject({ source: 'room', contactName: submission.contactName });
    }
  });

  it('dates everything after the deal reached its stage and before now, each event after its send', () => {
    for (const s of book.submissions) {
      const deal = deals.find((d) => d._id === s.dealId)!;
      expect(s.createdAt.getTime()).toBeGreaterThan(deal.stageLastUpdated!.getTime());
      expect(s.createdAt.getTime()).toBeLessThan(NOW.getTime());
      const events = eventsOf(s._id);
      expect(events[0]).toMatchObject({ kind: 'lenderSubmissionSent', createdAt: s.createdAt, _id: `${s._id}:sent` });
      for (const entry of events) {
        expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(s.createdAt.getTime());
        expect(entry.createdAt.getTime()).toBeLessThan(NOW.getTime());
        expect(entry.dealId).toBe(s.dealId);
      }
      const opened = events.find((entry) => entry.kind === 'lenderRoomOpened');
      if (s.answer) expect(s.answer.answeredAt.getTime()).toBeGreaterThan(opened!.createdAt.getTime());
      if (s.revokedAt) expect(s.revokedAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(new Set(book.activities.map((entry) => entry._id)).size).toBe(book.activities.length);
  });

  it('is the same for the same input but the token hashes, which differ', () => {
    const again = sampleSubmissions(input());
    const withoutHash = (records: typeof book.submissions) => records.map(({ tokenHash: _, ...rest }) => rest);
    expect(withoutHash(again.submissions)).toEqual(withoutHash(book.submissions));
    expect(again.activities).toEqual(book.activities);
    const hashes = new Set([...book.submissions, ...again.submissions].map((s) => s.tokenHash));
    expect(hashes.size).toBe(2 * book.submissions.length);
    const fixed = () => `token-${n++}`;
    n = 0;
    const first = sampleSubmissions(input(fixed));
    n = 0;
    expect(sampleSubmissions(input(fixed))).toEqual(first);
  });

  it('makes nothing without enough lenders with e-mail addresses', () => {
    expect(sampleSubmissions({ ...input(), lenders: lenders.slice(0, 3) }).submissions).toEqual([]);
  });
});
