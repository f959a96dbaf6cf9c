import type { ExportKind } from '../types/ExportKind';

/** The `{name}` of '{name} exported successfully'. */
export function exportLabel(kind: ExportKind): string {
  return kind === 'deals' ? 'Deals' : 'Users';
}
