import type { Deal, DealDocument } from '@portal/contracts';
import { makeDeal as makeSharedDeal, member } from '@portal/web-kit/testing';

export { admin, makeUser, member } from '@portal/web-kit/testing';

/** The fixed "now" of the component tests. */
export const NOW = new Date('2026-04-10T12:00:00.000Z');

/** A member's deal as the deals remote shows it (edited the day after it was created). */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  return makeSharedDeal({ updatedAt: '2026-03-02T10:00:00.000Z', ...overrides });
}

export function makeDocument(overrides: Partial<DealDocument> = {}): DealDocument {
  return {
    id: 'doc1',
    dealId: 'd1',
    userId: member.id,
    originalName: 'term-sheet.pdf',
    mimeType: 'application/pdf',
    fileSize: 1_572_864,
    tags: [],
    oneDriveUrl: null,
    checklistItemId: null,
    createdAt: '2026-03-05T09:30:00.000Z',
    ...overrides,
  };
}

/** A File of `size` bytes (the content is not read by the checks). */
export function makeFile(name: string, size: number, type: string): File {
  const file = new File(['%PDF-1.4\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
