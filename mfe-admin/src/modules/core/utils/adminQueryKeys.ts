/** Query keys of the dashboard's server state, in one place so mutations invalidate the right lists. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  oneDriveStatus: ['admin', 'onedrive', 'status'] as const,
  ghlConnection: ['admin', 'ghl', 'connection'] as const,
  users: ['admin', 'users'] as const,
  /** The Users tab's pages for a search (under `users`, so what refreshes the users refreshes them). */
  userPages: (search: string) => ['admin', 'users', 'pages', search] as const,
  ghlPipelines: ['admin', 'ghl', 'pipelines'] as const,
  pipelineOpportunities: (pipelineId: string) => ['admin', 'ghl', 'pipeline', pipelineId, 'opportunities'] as const,
  comparisons: ['admin', 'ghl', 'comparisons'] as const,
  ghlConfig: ['admin', 'ghl', 'config'] as const,
  ghlDeleteOutcomes: ['admin', 'ghl', 'delete-outcomes'] as const,
  autoAccess: ['admin', 'auto-access'] as const,
  autoAccessPages: ['admin', 'auto-access', 'pages'] as const,
  emailConfig: ['admin', 'email', 'config'] as const,
  emailOutbox: ['admin', 'email', 'outbox'] as const,
  discordRoleAccess: ['admin', 'discord-roles'] as const,
  discordAccessChanges: ['admin', 'discord-roles', 'changes'] as const,
  discordGuildRoles: (guildId: string) => ['admin', 'discord-roles', 'guild-roles', guildId] as const,
  checklistSettings: ['admin', 'settings', 'checklist'] as const,
  staleThresholds: ['admin', 'settings', 'stale-thresholds'] as const,
};
