// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { pactIds, placementPactNames, submissionPactStates } from '../../../../test/pactStates';
import { fetchSubmissions, revokeSubmission, sendSubmissions } from '../submissionsApi';

const { eachLike, fromProviderState, like, regex, string } = Matchers;

const isoDateTime = () => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2026-11-27T09:00:00.000Z');

/** One submission as the admin's list shows it. */
const submissionBody = (state: string) => ({
  id: string('sub_pact'),
  dealId: string(pactIds.deal),
  lenderId: string('l-1'),
  lenderName: string(placementPactNames.lender),
  contactId: string('c-1'),
  contactName: string(placementPactNames.contact),
  contactEmail: string('pat@prairie.example'),
  documentIds: eachLike(pactIds.document),
  state: string(state),
  events: eachLike({ kind: string('sent'), at: isoDateTime(), documentId: null, fileName: null, detail: null }),
  createdAt: isoDateTime(),
  expiresAt: isoDateTime(),
  revokedAt: state === 'revoked' ? isoDateTime() : null,
});

describe('mfe-deals → gateway: sending a deal to lenders (admins)', () => {
  const pact = createConsumerPact('mfe-deals');

  it('sends the deal to a contact with the PDF shared, answering the submission made', () => {
    pact
      .given(submissionPactStates.adminSendsDealToContact)
      .uponReceiving('a send of a deal to one lender contact')
      .withRequest({
        method: 'POST',
        path: `/admin/deals/${pactIds.deal}/submissions`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: {
          sendKey: like('send-0123456789abcdef0123456789abcdef'),
          contactIds: [fromProviderState('${contactId}', 'c-1')],
          documentIds: [pactIds.document],
          message: like('We would value your view on this deal.'),
          expiresInDays: like(30),
        },
      })
      .willRespondWith({ status: 200, body: { items: eachLike(submissionBody('sent')) } });
    return pact.executeTest(async (server) => {
      const sent = await sendSubmissions(pactClient(server.url), pactIds.deal, {
        sendKey: 'send-0123456789abcdef0123456789abcdef',
        contactIds: ['c-1'],
        documentIds: [pactIds.document],
        message: 'We would value your view on this deal.',
        expiresInDays: 30,
      });
      expect(sent[0]!.contactName).toBe(placementPactNames.contact);
    });
  });

  it('lists the deal’s submissions with their state and events', () => {
    pact
      .given(submissionPactStates.adminDealSentToContact)
      .uponReceiving("a request for a deal's submissions")
      .withRequest({ method: 'GET', path: `/admin/deals/${pactIds.deal}/submissions`, headers: bearer })
      .willRespondWith({ status: 200, body: { items: eachLike(submissionBody('sent')) } });
    return pact.executeTest(async (server) => {
      const submissions = await fetchSubmissions(pactClient(server.url), pactIds.deal);
      expect(submissions[0]!.state).toBe('sent');
    });
  });

  it('revokes a submission’s room link', () => {
    pact
      .given(submissionPactStates.adminDealSentToContact)
      .uponReceiving("a revoke of a submission's link")
      .withRequest({
        method: 'POST',
        path: fromProviderState(
          `/admin/deals/${pactIds.deal}/submissions/\${submissionId}/revoke`,
          `/admin/deals/${pactIds.deal}/submissions/sub_pact/revoke`,
        ),
        headers: bearer,
      })
      .willRespondWith({ status: 200 });
    return pact.executeTest(async (server) => {
      await expect(revokeSubmission(pactClient(server.url), pactIds.deal, 'sub_pact')).resolves.toBeUndefined();
    });
  });
});
