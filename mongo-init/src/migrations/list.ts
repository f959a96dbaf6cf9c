import type { Migration } from './types';

/**
 * The portal's migrations, oldest first. Add new ones at the end with the next version; never
 * change or remove one that a release has shipped. A release that changes an index in
 * collections.ts also adds one (even an empty one): instances of the previous release then refuse
 * the database instead of putting their own index definitions back during a rolling update.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    // Databases made by 1.0.0 (collections and indexes only) start here; nothing to change.
    name: 'baseline-1.0.0',
    up: async () => undefined,
  },
];
