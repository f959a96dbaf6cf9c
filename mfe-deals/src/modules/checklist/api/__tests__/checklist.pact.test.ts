// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeXhr, routeXhrTo } from '../../../../../test/fakeXhr';
import { checklistPactIds, checklistPactStates, dealsPactStates, pactIds } from '../../../../test/pactStates';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { uploadDocument } from '../../../documents/api/uploadDocument';
import { fetchDealChecklist } from '../fetchDealChecklist';
import { reviewChecklistItem } from '../reviewChecklistItem';

const { arrayContaining, eachLike, integer, regex, string } = Matchers;

const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, example);
const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };

const rentRollDocument = {
  id: string(checklistPactIds.rentRollDocument),
  fileName: string('rent-roll.pdf'),
  createdAt: isoDateTime('2026-03-16T11:00:00.000Z'),
};

/**
 * The checklist holding (among the template's other items, in its order) the rent roll as given,
 * with its file; the figure as integers.
 */
const checklistWith = (rentRoll: Record<string, unknown>) => ({
  dealId: pactIds.deal,
  dealType: 'Acquisition',
  items: arrayContaining({
    id: 'rent-roll',
    name: string('Rent Roll'),
    description: string('Current rent roll'),
    required: true,
    reason: null,
    reviewedAt: null,
    documents: eachLike(rentRollDocument),
    ...rentRoll,
  }),
  progress: { done: integer(0), total: integer(5) },
});

const PDF = '%PDF-1.4\n%pact\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
const BOUNDARY = '----pact-boundary-7MA4YWxkTrZu0gW';
const multipartWithItem = (fileName: string, itemId: string) =>
  [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    'Content-Type: application/pdf',
    '',
    PDF,
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="dealId"',
    '',
    pactIds.deal,
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="tags"',
    '',
    '[]',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="checklistItemId"',
    '',
    itemId,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
const multipartHeader = regex(/^multipart\/form-data; ?boundary=.+$/, `multipart/form-data; boundary=${BOUNDARY}`);

const reviewPath = `/admin/deals/${pactIds.deal}/checklist/rent-roll/review`;

describe('mfe-deals → gateway: checklist', () => {
  const pact = createConsumerPact('mfe-deals');

  beforeAll(() => {
    installFakeXhr();
    routeXhrTo(null);
  });

  it("a member reads their deal's checklist: items with status, reason and files, and the progress", () => {
    pact
      .given(checklistPactStates.memberRentRollUploaded)
      .uponReceiving("a request for a deal's checklist")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}/checklist`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: checklistWith({ status: 'Uploaded' }) });
    return pact.executeTest(async (server) => {
      const checklist = await fetchDealChecklist(pactClient(server.url), pactIds.deal);
      const rentRoll = checklist.items.find((item) => item.id === 'rent-roll');
      expect(rentRoll?.status).toBe('Uploaded');
      expect(rentRoll?.documents[0]?.fileName).toBe('rent-roll.pdf');
      expect(checklist.progress.total).toBeGreaterThan(0);
    });
  });

  it('uploads a file against a checklist item (checklistItemId)', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('a PDF upload against the rent roll item of a deal')
      .withRequest({
        method: 'POST',
        path: '/documents/upload',
        headers: { ...bearer, 'Content-Type': multipartHeader },
        body: multipartWithItem('rent-roll.pdf', 'rent-roll'),
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: {
          message: string('Document uploaded successfully'),
          document: {
            id: string('7a1b2c3d-0000-4000-8000-000000000010'),
            dealId: pactIds.deal,
            originalName: string('rent-roll.pdf'),
            checklistItemId: 'rent-roll',
          },
        },
      });
    return pact.executeTest(async (server) => {
      const result = await uploadDocument(pactClient(server.url), {
        dealId: pactIds.deal,
        file: new File([PDF], 'rent-roll.pdf', { type: 'application/pdf' }),
        checklistItemId: 'rent-roll',
      });
      expect(result.document.checklistItemId).toBe('rent-roll');
    });
  });

  it('an admin accepts an uploaded item', () => {
    pact
      .given(checklistPactStates.adminReviewsRentRoll)
      .uponReceiving('an acceptance of the rent roll item')
      .withRequest({ method: 'POST', path: reviewPath, headers: bearer, body: { decision: 'accept' } })
      .willRespondWith({
        status: 200,
        headers: json,
        body: checklistWith({ status: 'Accepted', reviewedAt: isoDateTime('2026-03-20T09:00:00.000Z') }),
      });
    return pact.executeTest(async (server) => {
      const checklist = await reviewChecklistItem(pactClient(server.url), {
        dealId: pactIds.deal,
        itemId: 'rent-roll',
        review: { decision: 'accept' },
      });
      expect(checklist.items.find((item) => item.id === 'rent-roll')?.status).toBe('Accepted');
    });
  });

  it('an admin rejects an uploaded item with a reason the member will read', () => {
    pact
      .given(checklistPactStates.adminReviewsRentRoll)
      .uponReceiving('a rejection of the rent roll item with a reason')
      .withRequest({
        method: 'POST',
        path: reviewPath,
        headers: bearer,
        body: { decision: 'reject', reason: 'The rent roll is unsigned' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: checklistWith({
          status: 'Rejected',
          reason: 'The rent roll is unsigned',
          reviewedAt: isoDateTime('2026-03-20T09:00:00.000Z'),
        }),
      });
    return pact.executeTest(async (server) => {
      const checklist = await reviewChecklistItem(pactClient(server.url), {
        dealId: pactIds.deal,
        itemId: 'rent-roll',
        review: { decision: 'reject', reason: 'The rent roll is unsigned' },
      });
      expect(checklist.items.find((item) => item.id === 'rent-roll')).toMatchObject({
        status: 'Rejected',
        reason: 'The rent roll is unsigned',
      });
    });
  });

  it('a rejection without a reason is refused (400)', () => {
    pact
      .given(checklistPactStates.adminReviewsRentRoll)
      .uponReceiving('a rejection of the rent roll item without a reason')
      .withRequest({ method: 'POST', path: reviewPath, headers: bearer, body: { decision: 'reject' } })
      .willRespondWith({
        status: 400,
        headers: json,
        body: {
          error: 'A reason is required to reject an item',
          message: string('A reason is required to reject an item'),
        },
      });
    return pact.executeTest(async (server) => {
      const review = reviewChecklistItem(pactClient(server.url), {
        dealId: pactIds.deal,
        itemId: 'rent-roll',
        review: { decision: 'reject' },
      });
      await expect(review).rejects.toBeInstanceOf(ApiRequestError);
      await review.catch((error: ApiRequestError) => {
        expect(error.status).toBe(400);
        expect(error.body?.error).toBe('A reason is required to reject an item');
      });
    });
  });
});
