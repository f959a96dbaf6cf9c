import type { DuplicateFlagStatus } from '@portal/contracts';

/** The statuses the Duplicates tab filters by, open first. */
export const DUPLICATE_FLAG_STATUSES: readonly DuplicateFlagStatus[] = ['open', 'dismissed', 'merged'];
