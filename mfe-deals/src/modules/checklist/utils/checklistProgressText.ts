import type { ChecklistProgress } from '@portal/contracts';

/** 'N of M' (docs/checklist.md): required documents accepted of all required documents. */
export function checklistProgressText(progress: ChecklistProgress): string {
  return `${progress.done} of ${progress.total}`;
}

/** What a screen reader hears for the figure. */
export function checklistProgressLabel(progress: ChecklistProgress): string {
  return `Documents: ${progress.done} of ${progress.total} required accepted`;
}
