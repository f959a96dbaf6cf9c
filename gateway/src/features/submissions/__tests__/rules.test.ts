import { describe, expect, it } from 'vitest';
import type { DealRoomAnswerRequest } from '@portal/contracts';
import { answerSummary, checkAnswer, plainText, stateOf } from '../rules';
import { hashRoomToken, newRoomToken, submissionIdOf } from '../token';

const NOW = new Date('2026-11-27T10:00:00Z');
const quote = {
  amount: 5_000_000,
  rateType: 'floating' as const,
  index: 'SOFR' as const,
  spreadBps: 275,
  termMonths: 36,
  amortisationMonths: 0,
  recourse: 'full' as const,
};

const fields = (body: unknown) => {
  const checked = checkAnswer(body as DealRoomAnswerRequest, NOW);
  return checked.ok ? [] : checked.details.map((d) => d.field);
};

describe('room tokens', () => {
  it('are 256 random bits in base64url, stored as a SHA-256 that differs per token', () => {
    const a = newRoomToken();
    const b = newRoomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(hashRoomToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRoomToken(a)).not.toBe(hashRoomToken(b));
  });

  it('the same deal, contact and send key name the same submission; any other key another one', () => {
    expect(submissionIdOf('d', 'c', 'key-1')).toBe(submissionIdOf('d', 'c', 'key-1'));
    expect(submissionIdOf('d', 'c', 'key-2')).not.toBe(submissionIdOf('d', 'c', 'key-1'));
    expect(submissionIdOf('d', 'c2', 'key-1')).not.toBe(submissionIdOf('d', 'c', 'key-1'));
  });
});

describe('checkAnswer', () => {
  it('accepts interested, a pass with a reason, and a floating quote', () => {
    expect(fields({ answer: 'interested' })).toEqual([]);
    expect(fields({ answer: 'pass', passReason: 'leverage' })).toEqual([]);
    expect(fields({ answer: 'quote', quote })).toEqual([]);
  });

  it('names each field that does not go with the answer or the rate type', () => {
    expect(fields({ answer: 'pass' })).toEqual(['body.passReason']);
    expect(fields({ answer: 'pass', passReason: 'other', passText: '  ' })).toEqual(['body.passText']);
    expect(fields({ answer: 'interested', quote })).toEqual(['body.quote']);
    expect(fields({ answer: 'quote' })).toEqual(['body.quote']);
    expect(fields({ answer: 'quote', quote: { ...quote, index: null, spreadBps: null, ratePercent: 7 } })).toEqual([
      'body.quote.index',
      'body.quote.spreadBps',
      'body.quote.ratePercent',
    ]);
    expect(fields({ answer: 'quote', quote: { ...quote, rateType: 'fixed' } })).toEqual([
      'body.quote.ratePercent',
      'body.quote.index',
      'body.quote.spreadBps',
    ]);
    expect(fields({ answer: 'quote', quote: { ...quote, interestOnlyMonths: 48 } })).toEqual([
      'body.quote.interestOnlyMonths',
    ]);
    expect(fields({ answer: 'quote', quote: { ...quote, expiresOn: '2026-11-26' } })).toEqual(['body.quote.expiresOn']);
    expect(fields({ answer: 'quote', quote: { ...quote, expiresOn: '2026-11-27' } })).toEqual([]);
  });

  it('keeps typed text as plain text, without control characters', () => {
    expect(plainText(' <b>hi</b>\u0000\u0007 ')).toBe('<b>hi</b>');
    const checked = checkAnswer({ answer: 'pass', passReason: 'pricing', passText: 'Too\u0000 tight' }, NOW);
    expect(checked.ok && checked.answer.passText).toBe('Too tight');
    expect(checked.ok && answerSummary('First Capital', checked.answer)).toBe(
      'First Capital passed (Pricing: Too tight)',
    );
  });
});

describe('stateOf', () => {
  const live = { revokedAt: null, expiresAt: new Date('2026-12-27T00:00:00Z'), answer: null };
  const answer = { answer: 'quote' as const, passReason: null, passText: null, quote: null, answeredAt: NOW };

  it('follows the events: sent, opened, viewed documents, then the answer', () => {
    expect(stateOf(live, [{ kind: 'sent' }], NOW)).toBe('sent');
    expect(stateOf(live, [{ kind: 'sent' }, { kind: 'opened' }], NOW)).toBe('opened');
    expect(stateOf(live, [{ kind: 'opened' }, { kind: 'downloaded' }], NOW)).toBe('viewedDocuments');
    expect(stateOf({ ...live, answer }, [{ kind: 'opened' }], NOW)).toBe('quoted');
  });

  it('expires by time unless answered; revoked wins over everything', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(stateOf(live, [{ kind: 'opened' }], later)).toBe('expired');
    expect(stateOf({ ...live, answer }, [], later)).toBe('quoted');
    expect(stateOf({ ...live, answer, revokedAt: NOW }, [], NOW)).toBe('revoked');
  });
});
