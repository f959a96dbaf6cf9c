import type { PortalTheme } from '@portal/web-kit/theme';

export type StatusTone = keyof PortalTheme['colors']['status'];

const TONES: Record<string, StatusTone> = {
  open: 'open',
  'under review': 'underReview',
  'in underwriting': 'inUnderwriting',
  'loe sent': 'loeSent',
  closed: 'closed',
};

/**
 * The badge colour of a status (docs/product.md#deal-statuses): one per known status, neutral for
 * others.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  return TONES[(status?.trim() || 'Open').toLowerCase()] ?? 'neutral';
}
