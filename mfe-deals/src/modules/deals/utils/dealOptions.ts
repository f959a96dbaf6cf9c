/** The option lists of docs/product.md#option-lists, worded as there. */
export const dealOptions = {
  createDealTypes: ['Acquisition', 'Refinance', 'New Construction'],
  editDealTypes: ['Purchase', 'Refinance', 'Construction', 'Bridge'],
  createPropertyTypes: ['Multifamily', 'Office', 'Retail', 'Industrial', 'Hospitality', 'Self Storage', 'Other'],
  editPropertyTypes: ['Multifamily', 'Office', 'Retail', 'Industrial', 'Hospitality', 'Mixed-Use'],
  filterPropertyTypes: ['Residential', 'Commercial', 'Office', 'Industrial'],
  filterStatuses: ['Open', 'Closed', 'Under Review', 'In Underwriting'],
} as const;
