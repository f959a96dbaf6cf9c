import type { IncomingMessage } from 'node:http';
import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES, type LenderImporter } from './importer';
import type { LenderService } from './service';

const SEND_CSV = 'Send the file as text/csv';

/** The CSV body of an import, read up to the limit; null past it. */
async function readCsvBody(request: IncomingMessage): Promise<string | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMPORT_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const csvType = (contentType: string | undefined) => /^\s*text\/(csv|plain)\s*(;|$)/i.test(contentType ?? '');

/** The admins' lender directory: lenders, programs, contacts, CSV import and export. */
export function createLenderHandlers({ lenders, importer }: { lenders: LenderService; importer: LenderImporter }) {
  return {
    async listLenders({ query }) {
      const result = await lenders.list(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async createLender({ body }) {
      const result = await lenders.createLender(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async getLender({ params }) {
      const result = await lenders.get(params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async updateLender({ params, body }) {
      const result = await lenders.updateLender(params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async createLenderProgram({ params, body }) {
      const result = await lenders.createProgram(params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async updateLenderProgram({ params, body }) {
      const result = await lenders.updateProgram(params.id, params.programId, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async deleteLenderProgram({ params }) {
      const result = await lenders.deleteProgram(params.id, params.programId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async createLenderContact({ params, body }) {
      const result = await lenders.createContact(params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async updateLenderContact({ params, body }) {
      const result = await lenders.updateContact(params.id, params.contactId, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async deleteLenderContact({ params }) {
      const result = await lenders.deleteContact(params.id, params.contactId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async importLenders({ query }, { rawRequest }) {
      if (!csvType(rawRequest.headers['content-type'])) {
        return { status: 415, body: { error: SEND_CSV, message: 'Unsupported content type' } };
      }
      const text = await readCsvBody(rawRequest);
      if (text === null) return { status: 413, body: { error: IMPORT_TOO_LARGE, message: IMPORT_TOO_LARGE } };
      const result = await importer.importCsv(text, query.dryRun === true);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async exportLenders() {
      const { total, fileName, stream } = await importer.exportCsv();
      return {
        status: 200,
        headers: { 'X-Total-Count': String(total), 'Content-Disposition': `attachment; filename="${fileName}"` },
        body: { stream, contentType: 'text/csv; charset=utf-8', fileName },
      };
    },

    async getLenderImportTemplate() {
      const { fileName, stream } = importer.template();
      return {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
        body: { stream, contentType: 'text/csv; charset=utf-8', fileName },
      };
    },
  } satisfies Pick<
    StrictServer,
    | 'listLenders'
    | 'createLender'
    | 'getLender'
    | 'updateLender'
    | 'createLenderProgram'
    | 'updateLenderProgram'
    | 'deleteLenderProgram'
    | 'createLenderContact'
    | 'updateLenderContact'
    | 'deleteLenderContact'
    | 'importLenders'
    | 'exportLenders'
    | 'getLenderImportTemplate'
  >;
}
