import { normalizeStage } from '../../stages/utils/normalizeStage';
import type { FieldChange } from '../types/CollaborationTypes';

/** How a changed value reads in the timeline: stages by their short names, empty values as 'empty'. */
export function changeValueText(change: FieldChange, value: string | null): string {
  if (value === null || value.trim() === '') return 'empty';
  if (change.field === 'stage') return normalizeStage(value) ?? value;
  return value;
}
