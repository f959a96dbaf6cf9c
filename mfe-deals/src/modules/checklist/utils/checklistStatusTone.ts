import type { ChecklistStatus } from '@portal/contracts';
import type { PortalTheme } from '@portal/web-kit/theme';

type ThemeColor = 'textMuted' | 'info' | 'success' | 'danger';

const TONES: Record<ChecklistStatus, ThemeColor> = {
  Missing: 'textMuted',
  Uploaded: 'info',
  Accepted: 'success',
  Rejected: 'danger',
};

/** The theme colour of an item's status badge (both themes define each). */
export function checklistStatusColor(theme: PortalTheme, status: ChecklistStatus): string {
  return theme.colors[TONES[status]];
}
