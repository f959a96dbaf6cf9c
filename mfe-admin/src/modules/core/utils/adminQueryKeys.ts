/** Query keys of the dashboard's server state, in one place so mutations invalidate the right lists. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  backlog: ['admin', 'backlog'] as const,
  databaseCapacity: ['admin', 'database-capacity'] as const,
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
  discordRoleCheck: ['admin', 'discord-roles', 'check'] as const,
  discordGuildRoles: (guildId: string) => ['admin', 'discord-roles', 'guild-roles', guildId] as const,
  checklistSettings: ['admin', 'settings', 'checklist'] as const,
  staleThresholds: ['admin', 'settings', 'stale-thresholds'] as const,
  quotas: ['admin', 'settings', 'quotas'] as const,
  lenders: ['admin', 'lenders'] as const,
  /** The Lenders tab's pages for a search and filters (under `lenders`, so any directory write refreshes them). */
  lenderPages: (filters: object) => ['admin', 'lenders', 'pages', filters] as const,
  lender: (id: string) => ['admin', 'lenders', 'detail', id] as const,
  /** Placement figures of every lender (null) or of one (under `lenders`: a directory write refreshes them). */
  placementFigures: (lenderId: string | null) => ['admin', 'lenders', 'placement-figures', lenderId] as const,
};
