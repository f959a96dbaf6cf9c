// Provider states of the shell's notification pacts: exact sentences shared with the gateway's
// state handlers (gateway/test/pact/states/collaboration.ts), and the ids those handlers seed.

export const notificationPactIds = {
  /** demo-member's unread stageChanged notification. */
  unread: '6f0d4c1e-pact-4d2a-9b1e-0000000000n1',
} as const;

export const notificationPactStates = {
  /**
   * demo-member signed in with two notifications: one unread `stageChanged` about the pact deal
   * (`notificationPactIds.unread`, 2026-03-16) and one read `commentAdded` (2026-03-15).
   */
  memberHasUnread: 'a member has unread notifications',
  /** demo-member signed in with the default preferences (every kind in the portal, no digest). */
  memberPreferences: 'a member has notification preferences',
} as const;
