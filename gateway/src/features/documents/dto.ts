import type { Document } from '@portal/contracts';
import type { DocumentRecord } from './model';

export function toDocumentDto(doc: DocumentRecord): Document {
  return {
    id: doc._id,
    dealId: doc.dealId,
    userId: doc.userId,
    originalName: doc.originalName,
    mimeType: doc.mimeType,
    fileSize: doc.fileSize,
    tags: doc.tags ?? [],
    oneDriveUrl: doc.oneDriveUrl ?? null,
    checklistItemId: doc.checklistItemId ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}
