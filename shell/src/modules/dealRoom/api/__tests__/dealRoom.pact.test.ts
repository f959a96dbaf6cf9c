// @vitest-environment node
import {
  createConsumerPact,
  Matchers,
  PACT_ROOM_DOCUMENT_ID,
  PACT_ROOM_TOKEN,
  pactClient,
  States,
} from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { fetchDealRoom, fetchDealRoomDocument, sendDealRoomAnswer } from '../dealRoomApi';

const { eachLike, integer, like, regex, string } = Matchers;

const isoDateTime = () => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2026-12-27T09:00:00.000Z');

/** The anonymised room: no client name, phone, e-mail or street address is part of its shape. */
const roomBody = {
  dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
  lenderName: string('Prairie State Bank'),
  expiresAt: isoDateTime(),
  propertyType: string('Multifamily'),
  dealType: like('Acquisition'),
  propertyState: like('IL'),
  propertyVintage: like('1998'),
  loanRequest: like('$1.5M'),
  loanAmount: like(1_500_000),
  loanPurpose: like('purchase'),
  propertyValue: like(2_400_000),
  netOperatingIncome: like(180_000),
  totalProjectCost: null,
  termMonths: like(120),
  amortisationMonths: like(360),
  interestOnlyMonths: like(12),
  sponsorNetWorth: like('$10M'),
  sponsorLiquidity: like('$2M'),
  narrative: like('Stabilised, 96 % occupied.'),
  documents: eachLike({
    id: string(PACT_ROOM_DOCUMENT_ID),
    fileName: string('Rent roll.pdf'),
    mimeType: string('application/pdf'),
    fileSize: integer(1024),
    previewable: like(true),
  }),
};

/** A lender's browser holds no session: the room's calls carry no token. */
const lender = (url: string) => pactClient(url, { token: null });

describe('shell → gateway: a lender’s deal room (no account)', () => {
  const pact = createConsumerPact('shell');

  it('opens the room of a valid link', () => {
    pact
      .given(States.dealRoomOpen)
      .uponReceiving('a request for a deal room')
      .withRequest({ method: 'GET', path: `/rooms/${PACT_ROOM_TOKEN}` })
      .willRespondWith({ status: 200, body: { ...roomBody, answer: null } });
    return pact.executeTest(async (server) => {
      const room = await fetchDealRoom(lender(server.url), PACT_ROOM_TOKEN);
      expect(room.documents[0]!.fileName).toBe('Rent roll.pdf');
      expect(room.answer).toBeNull();
    });
  });

  it('records a lender’s interest and answers the room with it', () => {
    pact
      .given(States.dealRoomOpen)
      .uponReceiving('an interested answer from a deal room')
      .withRequest({
        method: 'POST',
        path: `/rooms/${PACT_ROOM_TOKEN}/answer`,
        headers: { 'Content-Type': 'application/json' },
        body: { answer: 'interested' },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...roomBody,
          answer: { answer: 'interested', passReason: null, passText: null, quote: null, answeredAt: isoDateTime() },
        },
      });
    return pact.executeTest(async (server) => {
      const room = await sendDealRoomAnswer(lender(server.url), PACT_ROOM_TOKEN, { answer: 'interested' });
      expect(room.answer?.answer).toBe('interested');
    });
  });

  it('hands over a shared document inline, for the preview', () => {
    pact
      .given(States.dealRoomOpen)
      .uponReceiving('a request for a shared document inline')
      .withRequest({
        method: 'GET',
        path: `/rooms/${PACT_ROOM_TOKEN}/documents/${PACT_ROOM_DOCUMENT_ID}`,
        query: { disposition: 'inline' },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(/^application\/pdf.*$/, 'application/pdf'),
          'Content-Disposition': regex(/^inline;.*$/, 'inline; filename="Rent roll.pdf"'),
        },
      });
    return pact.executeTest(async (server) => {
      const blob = await fetchDealRoomDocument(lender(server.url), PACT_ROOM_TOKEN, PACT_ROOM_DOCUMENT_ID, 'inline');
      expect(blob).toBeInstanceOf(Blob);
    });
  });

  it('answers the invalid-link 404 for a token no room has', () => {
    pact
      .given(States.noDealRoom)
      .uponReceiving('a request for a deal room of an unknown link')
      .withRequest({ method: 'GET', path: `/rooms/${PACT_ROOM_TOKEN}` })
      .willRespondWith({ status: 404, body: { error: 'This link is not valid or has expired' } });
    return pact.executeTest(async (server) => {
      const failure = await fetchDealRoom(lender(server.url), PACT_ROOM_TOKEN).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect((failure as ApiRequestError).status).toBe(404);
    });
  });
});
