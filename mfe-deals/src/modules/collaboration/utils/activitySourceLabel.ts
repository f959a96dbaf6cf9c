import type { ActivitySource } from '../types/CollaborationTypes';

const LABELS: Record<ActivitySource, string> = {
  portal: 'Portal',
  admin: 'Admin',
  webhook: 'GHL webhook',
  sync: 'GHL sync',
  import: 'GHL import',
  reconciliation: 'GHL check',
  system: 'System',
};

/** What made a change, as the timeline labels it ('GHL webhook', 'Admin' …). */
export function activitySourceLabel(source: ActivitySource): string {
  return LABELS[source] ?? source;
}
