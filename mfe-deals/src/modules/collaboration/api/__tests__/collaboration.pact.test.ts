// @vitest-environment node
import { bearer, createConsumerPact, lastPageOf, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { collaborationPactIds, collaborationPactStates, pactIds } from '../../../../test/pactStates';
import { fetchDeal } from '../../../deals/api/fetchDeal';
import { createDealComment } from '../createDealComment';
import { deleteDealComment } from '../deleteDealComment';
import { fetchDealActivities } from '../fetchDealActivities';
import { fetchDealComments } from '../fetchDealComments';
import { updateDealComment } from '../updateDealComment';

const { like, integer, regex, string, boolean, eachLike } = Matchers;

const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, example);
const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };
const { comment: commentId } = collaborationPactIds;

const actor = (role: 'member' | 'admin' | 'system') => ({
  id: role === 'system' ? null : string('a3c1f0d2-0000-4000-8000-000000000001'),
  name: string(role === 'system' ? 'GoHighLevel' : 'demo-member'),
  role: regex(/^(member|admin|system)$/, role),
});

const activityBody = {
  id: string('6f0d4c1e-pact-4d2a-9b1e-000000000001:created'),
  dealId: string(pactIds.deal),
  kind: regex(
    /^(created|fieldsChanged|stageChanged|statusChanged|documentUploaded|documentDeleted|ghlLinked|ghlSynced|commentAdded)$/,
    'stageChanged',
  ),
  actor: like(actor('system')),
  source: regex(/^(portal|admin|webhook|sync|import|reconciliation|system)$/, 'webhook'),
  changes: eachLike(
    { field: string('stage'), label: string('Stage'), from: string('Qualification'), to: string('Underwriting') },
    0,
  ),
  document: null,
  commentId: null,
  createdAt: isoDateTime('2026-03-16T09:00:00.000Z'),
};

const commentBody = (overrides: Record<string, unknown> = {}) => ({
  id: string(commentId),
  dealId: string(pactIds.deal),
  author: like(actor('member')),
  body: string('Term sheet is at https://drive.example/ts'),
  createdAt: isoDateTime('2026-03-16T10:00:00.000Z'),
  editedAt: null,
  editableUntil: isoDateTime('2026-03-16T10:05:00.000Z'),
  canEdit: boolean(true),
  canDelete: boolean(true),
  ...overrides,
});

describe('mfe-deals → gateway: a deal’s timeline and comments', () => {
  const pact = createConsumerPact('mfe-deals');

  it("reads the first page of a deal's timeline, newest first", () => {
    pact
      .given(collaborationPactStates.memberDealTimeline)
      .uponReceiving("a request for a deal's activity timeline")
      .withRequest({
        method: 'GET',
        path: `/deals/${pactIds.deal}/activities`,
        query: { limit: '20' },
        headers: bearer,
      })
      // The three entries the state seeds, newest first: each has its own actor (GHL has no id).
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          items: [
            activityBody,
            { ...activityBody, kind: 'fieldsChanged', actor: like(actor('member')), source: 'portal' },
            { ...activityBody, kind: 'created', actor: like(actor('member')), source: 'portal', changes: [] },
          ],
          nextCursor: null,
          total: integer(3),
        },
      });
    return pact.executeTest(async (server) => {
      const page = await fetchDealActivities(pactClient(server.url), pactIds.deal, { limit: 20 });
      expect(page.items[0]?.dealId).toBe(pactIds.deal);
      expect(page.nextCursor).toBeNull();
    });
  });

  it("reads a deal's comments", () => {
    pact
      .given(collaborationPactStates.memberDealTimeline)
      .uponReceiving("a request for a deal's comments")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}/comments`, query: { limit: '20' }, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(commentBody()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealComments(pactClient(server.url), pactIds.deal, { limit: 20 });
      expect(page.items[0]?.canDelete).toBe(true);
    });
  });

  it('adds a comment (the author is the caller)', () => {
    pact
      .given(collaborationPactStates.memberDealTimeline)
      .uponReceiving('a new comment on a deal')
      .withRequest({
        method: 'POST',
        path: `/deals/${pactIds.deal}/comments`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { body: 'Appraisal ordered.' },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: commentBody({ id: string('b9e2c7a0-0000-4000-8000-0000000000c2'), body: 'Appraisal ordered.' }),
      });
    return pact.executeTest(async (server) => {
      const comment = await createDealComment(pactClient(server.url), pactIds.deal, 'Appraisal ordered.');
      expect(comment.body).toBe('Appraisal ordered.');
    });
  });

  it('edits its own comment within 5 minutes', () => {
    pact
      .given(collaborationPactStates.memberDealTimeline)
      .uponReceiving('an edit of my comment')
      .withRequest({
        method: 'PUT',
        path: `/deals/${pactIds.deal}/comments/${commentId}`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { body: 'Term sheet attached.' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: commentBody({ body: 'Term sheet attached.', editedAt: isoDateTime('2026-03-16T10:02:00.000Z') }),
      });
    return pact.executeTest(async (server) => {
      const comment = await updateDealComment(pactClient(server.url), pactIds.deal, commentId, 'Term sheet attached.');
      expect(comment.editedAt).not.toBeNull();
    });
  });

  it('deletes its own comment', () => {
    pact
      .given(collaborationPactStates.memberDealTimeline)
      .uponReceiving('a deletion of my comment')
      .withRequest({ method: 'DELETE', path: `/deals/${pactIds.deal}/comments/${commentId}`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { message: string('Comment deleted') } });
    return pact.executeTest(async (server) => {
      await expect(deleteDealComment(pactClient(server.url), pactIds.deal, commentId)).resolves.toBeUndefined();
    });
  });

  it("lets an admin delete a member's comment", () => {
    pact
      .given(collaborationPactStates.adminReadsMemberDeal)
      .uponReceiving("an admin's deletion of a member's comment")
      .withRequest({ method: 'DELETE', path: `/deals/${pactIds.deal}/comments/${commentId}`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { message: string('Comment deleted') } });
    return pact.executeTest(async (server) => {
      await expect(deleteDealComment(pactClient(server.url), pactIds.deal, commentId)).resolves.toBeUndefined();
    });
  });

  it('reads the linked deal (a notification opens it by id)', () => {
    pact
      .given(collaborationPactStates.adminReadsMemberDeal)
      .uponReceiving("an admin's request for a member's deal by id")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}`, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        body: like({
          id: string(pactIds.deal),
          dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
          userId: string('u'),
          // The underwriting figures the Deal Summary and its loan sizing read.
          propertyState: regex(/^[A-Z]{2}$/, 'IL'),
          propertyValue: like(2_400_000),
          netOperatingIncome: like(180_000),
          loanPurpose: regex(/^(purchase|refinance|cash-out-refinance|construction|bridge)$/, 'purchase'),
          totalProjectCost: null,
          termMonths: integer(120),
          amortisationMonths: integer(360),
          interestOnlyMonths: integer(12),
        }),
      });
    return pact.executeTest(async (server) => {
      const deal = await fetchDeal(pactClient(server.url), pactIds.deal);
      expect(deal.id).toBe(pactIds.deal);
      expect(deal.propertyValue).toBe(2_400_000);
    });
  });
});
