import type { Deal } from '@portal/contracts';

/** Which dialog of the deals page is open. */
export type DealDialogState =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; deal: Deal }
  | { kind: 'summary'; deal: Deal }
  | { kind: 'delete'; deal: Deal };
