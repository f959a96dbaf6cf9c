/** Query keys of a deal's timeline and comments. */
export const collaborationQueryKeys = {
  activities: (dealId: string) => ['deals', dealId, 'activities'] as const,
  comments: (dealId: string) => ['deals', dealId, 'comments'] as const,
};
