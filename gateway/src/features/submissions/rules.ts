import {
  PASS_REASON_LABELS,
  ROOM_NOT_FOUND,
  type DealRoomAnswerRequest,
  type LenderQuoteTerms,
  type LenderSubmissionEvent,
  type LenderSubmissionState,
} from '@portal/contracts';
import type { ErrorDetail } from '../../http/errors';
import type { AnswerRecord } from './model';

/** The one answer of an unknown, expired or revoked link, and of a document the link does not share. */
export { ROOM_NOT_FOUND };
export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const DEFAULT_EXPIRY_DAYS = 30;

/** Text a lender or an admin typed: kept as plain text, without control characters, trimmed. */
export function plainText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  return cleaned === '' ? null : cleaned;
}

const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** "6.5% fixed" or "SOFR + 275 bps". */
export function rateText(quote: LenderQuoteTerms): string {
  if (quote.rateType === 'fixed') return `${quote.ratePercent ?? '?'}% fixed`;
  return `${quote.index ?? '?'} + ${quote.spreadBps ?? '?'} bps`;
}

/** The plain-text detail of an answer on the timeline and in a submission's events. */
export function answerDetail(answer: AnswerRecord): string | null {
  if (answer.answer === 'pass') {
    const reason = answer.passReason ? PASS_REASON_LABELS[answer.passReason] : 'No reason given';
    return answer.passText ? `${reason}: ${answer.passText}` : reason;
  }
  if (answer.answer === 'quote' && answer.quote) {
    return `${money(answer.quote.amount)} at ${rateText(answer.quote)}, ${answer.quote.termMonths} months`;
  }
  return null;
}

/** The timeline's line of an answer: "First Capital passed (Pricing: too tight)". */
export function answerSummary(lenderName: string, answer: AnswerRecord): string {
  const detail = answerDetail(answer);
  if (answer.answer === 'interested') return `${lenderName} is interested`;
  if (answer.answer === 'pass') return `${lenderName} passed (${detail})`;
  return `${lenderName} quoted ${detail}`;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Checks a quote's terms beyond what the contract says on its own (which fields go with which
 * rate type, how they relate, an expiry not in the past); each problem names its field under
 * `body.<at>` (`body.quote.ratePercent` in a room, `body.terms.ratePercent` when an admin records
 * one). The terms as stored when valid: lender text as plain text, absent fields null.
 */
export function checkQuoteTerms(
  q: LenderQuoteTerms,
  now: Date,
  at: string,
): { ok: true; terms: LenderQuoteTerms } | { ok: false; details: ErrorDetail[] } {
  const details: ErrorDetail[] = [];
  const need = (field: string, message: string) => details.push({ field: `body.${at}.${field}`, message });
  const name = (field: string) => `body.${at}.${field}`;
  if (q.rateType === 'fixed') {
    if (q.ratePercent === null || q.ratePercent === undefined) {
      need('ratePercent', `${name('ratePercent')} is required for a fixed rate`);
    }
    if (q.index) need('index', `${name('index')} is only for a floating rate`);
    if (q.spreadBps !== null && q.spreadBps !== undefined) {
      need('spreadBps', `${name('spreadBps')} is only for a floating rate`);
    }
  } else {
    if (!q.index) need('index', `${name('index')} is required for a floating rate`);
    if (q.spreadBps === null || q.spreadBps === undefined) {
      need('spreadBps', `${name('spreadBps')} is required for a floating rate`);
    }
    if (q.ratePercent !== null && q.ratePercent !== undefined) {
      need('ratePercent', `${name('ratePercent')} is only for a fixed rate (send index and spreadBps)`);
    }
  }
  if (q.interestOnlyMonths !== null && q.interestOnlyMonths !== undefined && q.interestOnlyMonths > q.termMonths) {
    need('interestOnlyMonths', `${name('interestOnlyMonths')} must not be longer than ${name('termMonths')}`);
  }
  if (q.expiresOn && q.expiresOn < today(now)) {
    need('expiresOn', `${name('expiresOn')} must be today or later`);
  }
  if (details.length > 0) return { ok: false, details };
  return {
    ok: true,
    terms: {
      amount: q.amount,
      rateType: q.rateType,
      ratePercent: q.rateType === 'fixed' ? (q.ratePercent ?? null) : null,
      index: q.rateType === 'floating' ? (q.index ?? null) : null,
      spreadBps: q.rateType === 'floating' ? (q.spreadBps ?? null) : null,
      termMonths: q.termMonths,
      amortisationMonths: q.amortisationMonths,
      interestOnlyMonths: q.interestOnlyMonths ?? null,
      maxLtvPercent: q.maxLtvPercent ?? null,
      maxLtcPercent: q.maxLtcPercent ?? null,
      originationFeePercent: q.originationFeePercent ?? null,
      exitFeePercent: q.exitFeePercent ?? null,
      recourse: q.recourse,
      prepayment: plainText(q.prepayment),
      closingDays: q.closingDays ?? null,
      conditions: plainText(q.conditions),
      expiresOn: q.expiresOn ?? null,
    },
  };
}

/**
 * Checks what the contract cannot say on its own (which fields go with which answer and rate
 * type, and how they relate); each problem names its field. The answer as stored when valid.
 * A `termSheetId` goes only with a quote (whether this room stored it is the service's check).
 */
export function checkAnswer(
  body: DealRoomAnswerRequest,
  now: Date,
): { ok: true; answer: AnswerRecord } | { ok: false; details: ErrorDetail[] } {
  const details: ErrorDetail[] = [];
  const need = (field: string, message: string) => details.push({ field: `body.${field}`, message });
  const passText = plainText(body.passText);
  let quote: LenderQuoteTerms | null = null;

  if (body.answer === 'pass') {
    if (!body.passReason) need('passReason', 'body.passReason is required when passing: choose a reason');
    else if (body.passReason === 'other' && !passText) {
      need('passText', 'body.passText is required when the reason is Other');
    }
    if (body.quote) need('quote', 'body.quote is only for a quote');
  } else if (body.answer === 'quote') {
    if (!body.quote) need('quote', 'body.quote is required for a quote');
    else {
      const checked = checkQuoteTerms(body.quote, now, 'quote');
      if (checked.ok) quote = checked.terms;
      else details.push(...checked.details);
    }
  } else if (body.quote) need('quote', 'body.quote is only for a quote');
  if (body.termSheetId && body.answer !== 'quote') need('termSheetId', 'body.termSheetId is only for a quote');

  if (details.length > 0) return { ok: false, details };
  return {
    ok: true,
    answer: {
      answer: body.answer,
      passReason: body.answer === 'pass' ? (body.passReason ?? null) : null,
      passText: body.answer === 'pass' ? passText : null,
      quote,
      answeredAt: now,
    },
  };
}

/**
 * Where a submission is: revoked wins, then the lender's answer, then expiry, then how far the
 * lender got (viewed a document, opened the room), else sent.
 */
export function stateOf(
  submission: { revokedAt: Date | null; expiresAt: Date; answer: AnswerRecord | null },
  events: Pick<LenderSubmissionEvent, 'kind'>[],
  now: Date,
): LenderSubmissionState {
  if (submission.revokedAt) return 'revoked';
  if (submission.answer) {
    return submission.answer.answer === 'interested'
      ? 'interested'
      : submission.answer.answer === 'pass'
        ? 'passed'
        : 'quoted';
  }
  if (new Date(submission.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (events.some((event) => event.kind === 'viewed' || event.kind === 'downloaded')) return 'viewedDocuments';
  if (events.some((event) => event.kind === 'opened')) return 'opened';
  return 'sent';
}
