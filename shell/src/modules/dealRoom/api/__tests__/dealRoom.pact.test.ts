// @vitest-environment node
import {
  createConsumerPact,
  Matchers,
  PACT_ROOM_DOCUMENT_ID,
  PACT_ROOM_TOKEN,
  pactClient,
  States,
} from '@portal/contracts/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { installFakeXhr, routeXhrTo } from '@portal/web-kit/testing/fakeXhr';
import { fetchDealRoom, fetchDealRoomDocument, sendDealRoomAnswer, uploadDealRoomTermSheet } from '../dealRoomApi';

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

// A tiny but real PDF (the gateway checks the magic bytes) and the multipart body a browser sends.
const PDF = '%PDF-1.4\n%pact\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
const BOUNDARY = '----pact-boundary-7MA4YWxkTrZu0gW';
const multipart = (fileName: string, type: string, content: string) =>
  [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    `Content-Type: ${type}`,
    '',
    content,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
const multipartHeader = regex(/^multipart\/form-data; ?boundary=.+$/, `multipart/form-data; boundary=${BOUNDARY}`);

/** A lender's browser holds no session: the room's calls carry no token. */
const lender = (url: string) => pactClient(url, { token: null });

describe('shell → gateway: a lender’s deal room (no account)', () => {
  const pact = createConsumerPact('shell');

  beforeAll(() => {
    // The term sheet goes through XMLHttpRequest (for progress); Node has none, so it runs over fetch here.
    installFakeXhr();
    routeXhrTo(null);
  });

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

  it('stores a lender’s term sheet PDF for the quote to come', () => {
    pact
      .given(States.dealRoomOpen)
      .uponReceiving('a term sheet upload from a deal room')
      .withRequest({
        method: 'POST',
        path: `/rooms/${PACT_ROOM_TOKEN}/term-sheet`,
        headers: { 'Content-Type': multipartHeader },
        body: multipart('Term sheet.pdf', 'application/pdf', PDF),
      })
      .willRespondWith({
        status: 201,
        body: {
          id: string('doc_term_sheet'),
          fileName: string('Term sheet.pdf'),
          mimeType: string('application/pdf'),
          fileSize: integer(PDF.length),
          previewable: like(true),
        },
      });
    return pact.executeTest(async (server) => {
      const progress: number[] = [];
      const stored = await uploadDealRoomTermSheet(
        lender(server.url),
        PACT_ROOM_TOKEN,
        new File([PDF], 'Term sheet.pdf', { type: 'application/pdf' }),
        ({ loaded }) => progress.push(loaded),
      );
      expect(stored.fileName).toBe('Term sheet.pdf');
      expect(progress.length).toBeGreaterThan(0);
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
