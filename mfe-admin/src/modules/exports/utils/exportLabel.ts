import type { ExportKind } from '../types/ExportKind';

const LABELS: Record<ExportKind, string> = {
  deals: 'Deals',
  users: 'Users',
  lenders: 'Lenders',
  placement: 'Placement figures',
  fees: 'Fee report',
};

/** The `{name}` of '{name} exported successfully'. */
export function exportLabel(kind: ExportKind): string {
  return LABELS[kind];
}
