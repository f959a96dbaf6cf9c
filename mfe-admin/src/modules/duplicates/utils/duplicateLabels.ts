import type { DuplicateDeal, DuplicateFlagSource, DuplicateFlagStatus, DuplicateMatchReason } from '@portal/contracts';

export const FLAG_STATUS_LABELS: Readonly<Record<DuplicateFlagStatus, string>> = {
  open: 'Open',
  dismissed: 'Not a duplicate',
  merged: 'Merged',
};

export const FLAG_SOURCE_LABELS: Readonly<Record<DuplicateFlagSource, string>> = {
  create: 'when it was created',
  edit: 'when it was edited',
  import: 'when it was imported from GHL',
};

export const MATCH_REASON_LABELS: Readonly<Record<DuplicateMatchReason, string>> = {
  address: 'Same address',
  name: 'Same property name and state',
};

/** What the flag's empty list says, per status. */
export const EMPTY_FLAGS_TEXT: Readonly<Record<DuplicateFlagStatus, string>> = {
  open: 'No possible duplicates to review.',
  dismissed: 'No flag was resolved as not a duplicate.',
  merged: 'No deals were merged.',
};

/** A deal's name in the flag: its deal id, else (removed before it had one) its property. */
export function duplicateDealName(deal: DuplicateDeal): string {
  return deal.dealId ?? deal.propertyName ?? 'A removed deal';
}

/** The owner as admins read them: name, else username. */
export function ownerName(deal: DuplicateDeal): string {
  return deal.owner ? deal.owner.name || deal.owner.username : 'Unknown owner';
}
