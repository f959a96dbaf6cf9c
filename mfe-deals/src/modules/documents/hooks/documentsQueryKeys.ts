/** Query keys of the documents panel. */
export const documentsQueryKeys = {
  ofDeal: (dealId: string) => ['documents', 'deal', dealId] as const,
};
