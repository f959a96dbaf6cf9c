// Response shapes shared by mfe-admin's consumer pacts (matchers: types and whole-value regexes).
import { Matchers } from '@portal/contracts/pact';

const { boolean, eachLike, integer, like, number, regex, string } = Matchers;

export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export const isoDateTime = (example = '2026-04-01T10:00:00.000Z') => regex(ISO_DATE_TIME, example);

export const JSON_CONTENT_TYPE = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };

/** A user as the sandbox Discord signs them in (name and e-mail from Discord, no avatar). */
export const userBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('4d1c5c1e-0b7a-4f57-9d7c-1f1a3f0c2b11'),
  discordId: regex(/^\d+$/, '180000000000000001'),
  username: string('demo-member'),
  name: string('Demo Member'),
  email: string('demo-member@sandbox.example'),
  avatar: null,
  isAdmin: boolean(false),
  isWhitelisted: boolean(true),
  createdAt: isoDateTime(),
  lastLoginAt: isoDateTime(),
  ...overrides,
});

/** The error body of every failure. */
export const errorBody = (error: string) => ({ error: string(error), message: string(error) });

/** A deal of the demo member as seeded by the gateway's state (see AdminPactStates.memberHasTwoDeals). */
export const seededDealBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('5b0f3c8e-8a44-4d6e-9a57-3e1f3f1d2a10'),
  dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
  userId: string('4d1c5c1e-0b7a-4f57-9d7c-1f1a3f0c2b11'),
  createdBy: string('demo-member'),
  createdByUser: like({
    id: string('4d1c5c1e-0b7a-4f57-9d7c-1f1a3f0c2b11'),
    username: string('demo-member'),
    name: string('Demo Member'),
    email: string('demo-member@sandbox.example'),
  }),
  propertyName: string('Harbor View Apartments'),
  propertyAddress: string('1 Harbor Way, Springfield'),
  propertyType: string('Multifamily'),
  dealType: string('Acquisition'),
  propertyVintage: string('1998'),
  sponsorNetWorth: string('5M'),
  sponsorLiquidity: string('1M'),
  loanRequest: string('$1.5M'),
  loanAmount: integer(1500000),
  additionalInformation: string('Seeded for the admin pact'),
  contactName: string('Jane Client'),
  contactPhone: string('555-0100'),
  contactEmail: string('jane.client@example.com'),
  status: string('Open'),
  stage: string('Qualification'),
  stageLastUpdated: null,
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  opportunityName: null,
  ghlOpportunityId: null,
  applicationDealType: null,
  applicationPropertyType: null,
  applicationPropertyAddress: null,
  applicationPropertyVintage: null,
  applicationSponsorNetWorth: null,
  applicationSponsorLiquidity: null,
  applicationLoanRequest: null,
  applicationAdditionalInformation: null,
  stageHistory: [],
  ...overrides,
});

/** An opportunity as the gateway reads it from GHL's sandbox (a contact, a value, a stage, custom fields). */
export const ghlOpportunityBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('opp-1'),
  name: string('Maple Court Refinance'),
  contact: like({ name: string('Jane Client'), email: string('jane@clients.example') }),
  monetaryValue: number(2400000),
  status: string('open'),
  pipelineId: string('pipe-1'),
  pipelineName: string('Loan Pipeline'),
  pipelineStageId: string('stage-1'),
  createdAt: isoDateTime(),
  customFields: eachLike({ key: string('opportunity.property_address'), field_value: string('12 Maple Court') }),
  ...overrides,
});

/**
 * A deal just imported from a GHL opportunity: named after it, linked to it, its contact and the
 * custom fields filled in, and the stage it was in recorded as an 'import' change.
 */
export const importedDealBody = (overrides: Record<string, unknown> = {}) => {
  const { createdByUser: _adminViewOnly, ...deal } = seededDealBody({
    loanAmount: number(2400000),
    stageLastUpdated: isoDateTime(),
    opportunityName: string('Maple Court Refinance'),
    ghlOpportunityId: string('opp-1'),
    stageHistory: eachLike({ from: null, to: string('Qualification'), at: isoDateTime(), source: 'import' }),
    ...overrides,
  });
  return deal;
};

/** A deal of a duplicate flag as admins see it (the demo member's, at the duplicate states' property). */
export const duplicateDealBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('5b0f3c8e-8a44-4d6e-9a57-3e1f3f1d2a10'),
  dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
  propertyName: string('Pact Harbor Lofts'),
  propertyAddress: string('12 Harbor Street, Unit 4, Springfield, IL 62701'),
  propertyState: string('IL'),
  status: string('Open'),
  stage: string('Qualification'),
  owner: like({
    id: string('4d1c5c1e-0b7a-4f57-9d7c-1f1a3f0c2b11'),
    username: string('demo-member'),
    name: string('Demo Member'),
    email: string('demo-member@sandbox.example'),
  }),
  ghlOpportunityId: null,
  createdAt: isoDateTime(),
  exists: boolean(true),
  ...overrides,
});

/** A match of a flag or of a GHL import: the deal and why (the address). */
export const duplicateMatchBody = (overrides: Record<string, unknown> = {}) => ({
  deal: duplicateDealBody(overrides),
  reasons: eachLike('address'),
});

/** A flag raised on create by one deal matching another by address. */
export const duplicateFlagBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('6a1d2c3b-flag'),
  deal: duplicateDealBody({
    dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000002'),
    propertyAddress: string('12 harbor st #4, springfield, illinois 62701'),
  }),
  matches: eachLike(duplicateMatchBody()),
  source: string('create'),
  status: 'open',
  createdAt: isoDateTime(),
  resolvedAt: null,
  resolvedBy: null,
  keptDealId: null,
  ...overrides,
});
