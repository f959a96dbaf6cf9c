/** The sandbox location as it starts: key, location, pipelines, stages, custom fields, calendars, limits. */

export const SANDBOX_GHL_API_KEY = 'pit-sandbox-7f3a9c21-4d5e-4b8a-9f10-2c6e8d4b1a07';
export const SANDBOX_GHL_LOCATION_ID = 'sbxLocation0001';

/**
 * The loan pipeline's stages, named as the stage mapping labels of docs/product.md#stage-mappings
 * name them, plus one not among them.
 */
export const SANDBOX_STAGES = {
  qualification: { id: 'sbx-stage-initial-qualification', name: 'Initial Qualification Stage' },
  needsAnalysis: { id: 'sbx-stage-needs-analysis', name: 'Needs Analysis Stage' },
  lenderSubmission: { id: 'sbx-stage-lender-submission', name: 'Lender Submission Stage' },
  proposal: { id: 'sbx-stage-proposal', name: 'Proposal Stage' },
  signedProposal: { id: 'sbx-stage-signed-proposal', name: 'Signed Proposal Stage' },
  underwriting: { id: 'sbx-stage-underwriting', name: 'Underwriting Stage' },
  siteVisit: { id: 'sbx-stage-site-visit', name: 'Site Visit Stage' },
} as const;

export const SANDBOX_PIPELINE = { id: 'sbx-pipeline-loans', name: 'Commercial Loans' };
export const SANDBOX_OTHER_PIPELINE = {
  id: 'sbx-pipeline-referrals',
  name: 'Referrals',
  stages: [
    { id: 'sbx-stage-new-referral', name: 'New Referral' },
    { id: 'sbx-stage-contacted', name: 'Contacted Stage' },
  ],
};

/**
 * The opportunity custom fields of docs/product.md#records-and-fields, with the ids GHL would give
 * them, plus one more.
 */
export const SANDBOX_CUSTOM_FIELDS = [
  ['sbxCfPropertyAddress', 'Property Address', 'opportunity.property_address', 'TEXT'],
  ['sbxCfPropertyType', 'Property Type', 'opportunity.property_type', 'SINGLE_OPTIONS'],
  ['sbxCfDealType', 'Deal Type', 'opportunity.deal_type', 'SINGLE_OPTIONS'],
  ['sbxCfPropertyVintage', 'Property Vintage', 'opportunity.property_vintage', 'TEXT'],
  ['sbxCfSponsorNetWorth', 'Sponsor Net Worth', 'opportunity.sponsor_net_worth', 'TEXT'],
  ['sbxCfSponsorLiquidity', 'Sponsor Liquidity', 'opportunity.sponsor_liquidity', 'TEXT'],
  ['sbxCfLoanRequest', 'Loan Request', 'opportunity.loan_request', 'TEXT'],
  ['sbxCfAdditionalInformation', 'Additional Information', 'opportunity.additional_information', 'LARGE_TEXT'],
  ['sbxCfReferralSource', 'Referral Source', 'opportunity.referral_source', 'TEXT'],
].map(([id, name, fieldKey, dataType], position) => ({
  id: id!,
  name: name!,
  fieldKey: fieldKey!,
  dataType: dataType!,
  model: 'opportunity',
  position,
}));

export const CONTACT_FIELDS = [
  {
    id: 'sbxCfContactBrokerage',
    name: 'Brokerage',
    fieldKey: 'contact.brokerage',
    dataType: 'TEXT',
    model: 'contact',
    position: 0,
  },
];

export const CALENDARS = [
  { id: 'sbx-calendar-discovery', name: 'Discovery Call', description: '30-minute intro call', isActive: true },
  { id: 'sbx-calendar-closing', name: 'Closing Call', description: null, isActive: false },
];

export const BURST = 100;
export const BURST_WINDOW_MS = 10_000;
export const DAILY_LIMIT = 200_000;
