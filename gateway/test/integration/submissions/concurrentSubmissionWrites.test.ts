import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteModel, submissionModel, type SubmissionRecord } from '../../../src/features/submissions/model';
import { createSubmissionRepository } from '../../../src/features/submissions/repository';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

/**
 * FerretDB runs each update as a read then a write of the whole document: a lender's answer or
 * term sheet landing as an admin revokes the room could put the revocation back (the link open
 * again) or drop the answer.
 */
describe('writes of one lender submission at the same moment', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('all land: the revocation, the answer and the term sheet', async () => {
    const repository = createSubmissionRepository({
      submissions: submissionModel(t.gateway.db),
      quotes: quoteModel(t.gateway.db),
    });
    for (let round = 1; round <= 20; round++) {
      const id = `race-${round}`;
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, round));
      const record: SubmissionRecord = {
        _id: id,
        dealId: 'deal-race',
        tokenHash: `hash-${round}`,
        lenderId: 'lender',
        lenderName: 'Lender',
        contactId: 'contact',
        contactName: 'Contact',
        contactEmail: 'contact@example.com',
        documentIds: [],
        message: '',
        sentBy: 'admin',
        createdAt: at,
        expiresAt: new Date(at.getTime() + 86_400_000),
        revokedAt: null,
        answer: null,
      };
      expect(await repository.insert(record)).toBe(true);
      const answer = {
        answer: 'pass' as const,
        passReason: null,
        passText: `round ${round}`,
        quote: null,
        answeredAt: at,
      };
      await Promise.all([
        repository.revoke(id, at),
        repository.setAnswer(id, answer),
        repository.addTermSheet(id, `sheet-${round}`),
      ]);
      const stored = await repository.findById(id);
      expect({
        round,
        revokedAt: stored?.revokedAt,
        answer: stored?.answer?.passText,
        sheets: stored?.termSheetIds,
      }).toEqual({
        round,
        revokedAt: at,
        answer: `round ${round}`,
        sheets: [`sheet-${round}`],
      });
    }
  });
});
