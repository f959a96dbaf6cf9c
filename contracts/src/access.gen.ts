/**
 * Generated from contracts/openapi.yaml by contracts/scripts/generate.mjs. Do not edit.
 */

export type AccessLevel = 'public' | 'authenticated' | 'whitelisted' | 'admin';

/** Who may call each operation (the `x-access` of every operation in openapi.yaml). */
export const operationAccess = {
  getHealth: 'public',
  getReadiness: 'public',
  getPublicConfig: 'public',
  signInWithDiscord: 'public',
  discordCallback: 'public',
  getCurrentUser: 'authenticated',
  logout: 'authenticated',
} as const satisfies Record<string, AccessLevel>;
