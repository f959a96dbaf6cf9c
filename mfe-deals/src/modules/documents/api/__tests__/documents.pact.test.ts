// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeXhr, routeXhrTo } from '../../../../../test/fakeXhr';
import { dealsPactStates, pactIds } from '../../../../test/pactStates';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { deleteDocument } from '../deleteDocument';
import { downloadDocument } from '../downloadDocument';
import { fetchDealDocuments } from '../fetchDealDocuments';
import { fetchDocumentRange } from '../fetchDocumentRange';
import { fetchPreviewImage } from '../fetchPreviewImage';
import { uploadDocument } from '../uploadDocument';

const { like, eachLike, integer, regex, string } = Matchers;

const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, example);
const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };

const documentBody = (overrides: Record<string, unknown> = {}) => ({
  id: string(pactIds.document),
  dealId: string(pactIds.deal),
  userId: string('a3c1f0d2-0000-4000-8000-000000000001'),
  originalName: string('term-sheet.pdf'),
  mimeType: string('application/pdf'),
  fileSize: integer(54),
  tags: [],
  oneDriveUrl: null,
  createdAt: isoDateTime('2026-03-15T12:00:00.000Z'),
  updatedAt: isoDateTime('2026-03-15T12:00:00.000Z'),
  ...overrides,
});

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
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="dealId"',
    '',
    pactIds.deal,
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="tags"',
    '',
    '[]',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
const multipartHeader = regex(/^multipart\/form-data; ?boundary=.+$/, `multipart/form-data; boundary=${BOUNDARY}`);

describe('mfe-deals → gateway: documents', () => {
  const pact = createConsumerPact('mfe-deals');

  beforeAll(() => {
    // Uploads go through XMLHttpRequest (for progress); Node has none, so it runs over fetch here.
    installFakeXhr();
    routeXhrTo(null);
  });

  it("lists a deal's documents", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a request for a deal's documents")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}/documents`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: eachLike(documentBody()) });
    return pact.executeTest(async (server) => {
      const documents = await fetchDealDocuments(pactClient(server.url), pactIds.deal);
      expect(documents[0]?.originalName).toBe('term-sheet.pdf');
    });
  });

  it('uploads a PDF as multipart form data (file, dealId, tags)', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('a PDF upload to a deal')
      .withRequest({
        method: 'POST',
        path: '/documents/upload',
        headers: { ...bearer, 'Content-Type': multipartHeader },
        body: multipart('appraisal.pdf', 'application/pdf', PDF),
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: {
          message: string('Document uploaded successfully'),
          document: documentBody({
            id: string('7a1b2c3d-0000-4000-8000-000000000009'),
            originalName: string('appraisal.pdf'),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const progress: number[] = [];
      const result = await uploadDocument(pactClient(server.url), {
        dealId: pactIds.deal,
        file: new File([PDF], 'appraisal.pdf', { type: 'application/pdf' }),
        onProgress: ({ loaded }) => progress.push(loaded),
      });
      expect(result.document.originalName).toBe('appraisal.pdf');
      expect(result.message).toBeTruthy();
      expect(progress.length).toBeGreaterThan(0);
    });
  });

  it("an unsupported file type is refused with the product's message (docs/product.md#upload-rules)", () => {
    const text = 'just some notes\n';
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('an upload of a text file')
      .withRequest({
        method: 'POST',
        path: '/documents/upload',
        headers: { ...bearer, 'Content-Type': multipartHeader },
        body: multipart('notes.txt', 'text/plain', text),
      })
      .willRespondWith({
        status: 415,
        headers: json,
        body: {
          error: 'File type not supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.',
          message: string('File type not supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.'),
        },
      });
    return pact.executeTest(async (server) => {
      const upload = uploadDocument(pactClient(server.url), {
        dealId: pactIds.deal,
        file: new File([text], 'notes.txt', { type: 'text/plain' }),
      });
      await expect(upload).rejects.toBeInstanceOf(ApiRequestError);
      await upload.catch((error: ApiRequestError) => expect(error.status).toBe(415));
    });
  });

  it('downloads a document with the bearer header', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('a document download')
      .withRequest({ method: 'GET', path: `/documents/${pactIds.document}/download`, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(/^application\/octet-stream$/, 'application/octet-stream'),
          'Content-Disposition': regex(
            /^attachment; filename=.+$/,
            `attachment; filename="term-sheet.pdf"; filename*=UTF-8''term-sheet.pdf`,
          ),
        },
      });
    return pact.executeTest(async (server) => {
      const file = await downloadDocument(pactClient(server.url), pactIds.document, 'fallback.pdf');
      expect(file.fileName).toBe('term-sheet.pdf');
      expect(file.blob).toBeInstanceOf(Blob);
    });
  });

  it('reads the first bytes of a PDF inline with a Range, for the preview', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('a ranged inline read of a PDF document')
      .withRequest({
        method: 'GET',
        path: `/documents/${pactIds.document}/download`,
        query: { disposition: 'inline' },
        headers: { ...bearer, Range: 'bytes=0-7' },
      })
      .willRespondWith({
        status: 206,
        headers: {
          'Content-Type': regex(/^application\/pdf$/, 'application/pdf'),
          'Content-Range': regex(/^bytes 0-7\/\d+$/, 'bytes 0-7/54'),
          'Content-Disposition': regex(
            /^inline; filename=.+$/,
            `inline; filename="term-sheet.pdf"; filename*=UTF-8''term-sheet.pdf`,
          ),
        },
        body: '%PDF-1.4',
      });
    return pact.executeTest(async (server) => {
      const bytes = await fetchDocumentRange(pactClient(server.url), pactIds.document, 0, 8);
      expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.4');
    });
  });

  it('a preview of a document another member owns is not found', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('an inline read of an unknown document')
      .withRequest({
        method: 'GET',
        path: '/documents/no-such-document/download',
        query: { disposition: 'inline' },
        headers: bearer,
      })
      .willRespondWith({ status: 404, headers: json, body: { error: like('Document not found') } });
    return pact.executeTest(async (server) => {
      const read = fetchPreviewImage(pactClient(server.url), 'no-such-document');
      await expect(read).rejects.toBeInstanceOf(ApiRequestError);
      await read.catch((error: ApiRequestError) => expect(error.status).toBe(404));
    });
  });

  it('deletes a document', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('a document deletion')
      .withRequest({ method: 'DELETE', path: `/documents/${pactIds.document}`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { message: like('Document deleted successfully') } });
    return pact.executeTest(async (server) => {
      await expect(deleteDocument(pactClient(server.url), pactIds.document)).resolves.toBeUndefined();
    });
  });
});
