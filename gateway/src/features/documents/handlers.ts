import { contentDisposition } from '../../http/contentDisposition';
import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { DocumentService } from './service';

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

    async downloadDocument({ params }, { user }) {
      const result = await documents.download(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      const { stream, size, fileName } = result.value;
      return {
        status: 200,
        // Always a download, never rendered inline (the router adds Content-Disposition from fileName).
        body: { stream, contentType: 'application/octet-stream', fileName, ...(size !== undefined ? { size } : {}) },
        headers: { 'Content-Disposition': contentDisposition(fileName), 'X-Content-Type-Options': 'nosniff' },
      };
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
