/** Whose figures the deals dashboard shows: the member's own, or (admins) every deal or one member's. */
export type DashboardSource = { kind: 'mine' } | { kind: 'all'; userId?: string };
