import type { Recourse } from '@portal/contracts';

/** How each recourse reads in the program dialog and on the lender page. */
export const RECOURSE_LABELS: Record<Recourse, string> = {
  full: 'Full recourse',
  partial: 'Partial recourse',
  'non-recourse': 'Non-recourse',
};
