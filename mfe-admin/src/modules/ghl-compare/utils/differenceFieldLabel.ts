const STANDARD: Record<string, string> = {
  name: 'Name',
  monetaryValue: 'Monetary Value',
  status: 'Status',
  ghlOpportunityId: 'GHL Opportunity',
};

/** A readable name of a compared field: `opportunity.property_address` reads 'Property Address'. */
export function differenceFieldLabel(field: string): string {
  const standard = STANDARD[field];
  if (standard) return standard;
  const key = field.includes('.') ? field.slice(field.lastIndexOf('.') + 1) : field;
  return key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
