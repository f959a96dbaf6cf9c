import type { DuplicateMergeResult } from '@portal/contracts';

const PARTS: readonly [keyof DuplicateMergeResult['moved'], string, string][] = [
  ['documents', 'document', 'documents'],
  ['comments', 'comment', 'comments'],
  ['checklistReviews', 'checklist review', 'checklist reviews'],
  ['activities', 'timeline entry', 'timeline entries'],
  ['submissions', 'lender submission', 'lender submissions'],
  ['quotes', 'quote', 'quotes'],
];

/** The moved counts of a merge in words: '2 documents, 1 comment, 0 quotes…' (every kind, so nothing is left unsaid). */
export function movedSummary(moved: DuplicateMergeResult['moved']): string {
  return PARTS.map(([key, one, many]) => `${moved[key]} ${moved[key] === 1 ? one : many}`).join(', ');
}
