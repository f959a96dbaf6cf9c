import { describe, expect, it } from 'vitest';
import type { LenderSubmission, LenderSubmissionEvent } from '@portal/contracts';
import { dealPlacementFigures } from '../dealPlacementFigures';

let next = 0;
function submission(state: LenderSubmission['state'], kinds: LenderSubmissionEvent['kind'][]): LenderSubmission {
  next++;
  return {
    id: `s${next}`,
    dealId: 'd1',
    lenderId: 'l1',
    lenderName: 'Lone Star Bank',
    contactId: `c${next}`,
    contactName: 'Ana Ruiz',
    contactEmail: 'ana@lonestar.example',
    documentIds: [],
    state,
    events: ['sent' as const, ...kinds].map((kind, index) => ({
      kind,
      at: `2026-11-27T1${index}:00:00.000Z`,
      documentId: null,
      fileName: null,
      detail: null,
    })),
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-12-27T10:00:00.000Z',
    revokedAt: state === 'revoked' ? '2026-11-28T10:00:00.000Z' : null,
  };
}

describe('dealPlacementFigures', () => {
  it('counts sent, opened (any step in the room), passed (latest answer) and quoted (ever)', () => {
    expect(
      dealPlacementFigures([
        submission('sent', []),
        submission('opened', ['opened']),
        submission('viewedDocuments', ['opened', 'viewed']),
        submission('passed', ['opened', 'passed']),
        submission('quoted', ['opened', 'interested', 'quoted']),
        // Quoted, then passed: it quoted, and its answer now is a pass.
        submission('passed', ['opened', 'quoted', 'passed']),
        // Revoked after a quote: what the lender did still counts.
        submission('revoked', ['opened', 'quoted', 'revoked']),
        submission('expired', []),
      ]),
    ).toEqual({ sent: 8, opened: 6, passed: 2, quoted: 3 });
  });

  it('is all zeros for no submission', () => {
    expect(dealPlacementFigures([])).toEqual({ sent: 0, opened: 0, passed: 0, quoted: 0 });
  });
});
