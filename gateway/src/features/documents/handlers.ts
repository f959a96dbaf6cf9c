import { contentRange } from '../../http/byteRange';
import { contentDisposition } from '../../http/contentDisposition';
import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { DocumentService, DownloadAnswer } from './service';

/**
 * A document's bytes as the answer of a download: 416 for a range past the end, 206 for a
 * range, 200 for the whole file.
 */
export function fileResponse(answer: DownloadAnswer) {
  if (answer.kind === 'unsatisfiable') {
    const message = `The requested range is not within the file's ${answer.size} bytes`;
    return {
      status: 416 as const,
      body: { error: 'Range not satisfiable', message },
      headers: { 'Content-Range': `bytes */${answer.size}` },
    };
  }
  const { stream, size, range, fileName, contentType, inline } = answer;
  const common = {
    // Attachment unless the preview asked for one of the types a browser shows without running.
    'Content-Disposition': contentDisposition(fileName, inline ? 'inline' : 'attachment'),
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  };
  if (range) {
    return {
      status: 206 as const,
      body: { stream, contentType, size: range.end - range.start + 1 },
      headers: { ...common, 'Content-Range': contentRange(range, size) },
    };
  }
  return { status: 200 as const, body: { stream, contentType, size }, headers: common };
}

/** Documents: upload (streamed multipart), lists, rename/tags, delete and the authorised download. */
export function createDocumentHandlers({ documents }: { documents: DocumentService }) {
  return {
    async uploadDocument(_request, { user, rawRequest }) {
      const result = await documents.upload(user, rawRequest);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async listDealDocuments({ params }, { user }) {
      const result = await documents.listForDeal(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listDocumentsByDeal({ params }, { user }) {
      const result = await documents.listForDeal(user, params.dealId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listDocuments({ query }, { user }) {
      const result = await documents.listOwn(user, query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listAllDocuments({ query }) {
      const result = await documents.listAll(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async updateDocument({ params, body }, { user }) {
      const result = await documents.update(user, params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async deleteDocument({ params }, { user }) {
      const result = await documents.delete(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async downloadDocument({ params, query, headers }, { user }) {
      const result = await documents.download(user, params.id, {
        range: headers.Range,
        inline: query.disposition === 'inline',
      });
      if (!result.ok) return errorResponse(result.error);
      return fileResponse(result.value);
    },
  } satisfies Pick<
    StrictServer,
    | 'uploadDocument'
    | 'listDealDocuments'
    | 'listDocumentsByDeal'
    | 'listDocuments'
    | 'listAllDocuments'
    | 'updateDocument'
    | 'deleteDocument'
    | 'downloadDocument'
  >;
}
