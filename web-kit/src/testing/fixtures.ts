/**
 * The people and the deal every front end's component tests start from, shared by the shell and
 * the remotes (`@portal/web-kit/testing`) so one change to the contract's types is made once.
 */
import type { components, Deal, PublicConfig, User } from '@portal/contracts';

export const publicConfig: PublicConfig = {
  productName: 'Broker Deals',
  discordSignInUrl: 'http://localhost:4000/auth/discord/start',
  joinUrl: 'https://community.example/join',
  sandbox: { discord: false, ghl: false, microsoft: false, smtp: false },
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-member',
    discordId: '1001',
    username: 'maria.member',
    name: 'Maria Member',
    email: 'maria@example.com',
    avatar: null,
    isAdmin: false,
    isWhitelisted: true,
    ...overrides,
  };
}

export const member = makeUser();
export const admin = makeUser({
  id: 'u-admin',
  discordId: '1000',
  username: 'ada.admin',
  name: 'Ada Admin',
  email: 'ada@example.com',
  avatar: 'https://cdn.example/avatars/ada.png',
  isAdmin: true,
});
export const pending = makeUser({
  id: 'u-pending',
  discordId: '1002',
  username: 'pat.pending',
  name: 'Pat Pending',
  email: 'pat@example.com',
  isWhitelisted: false,
});

export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'd1',
    dealId: 'DL-2026-000001',
    userId: member.id,
    createdBy: member.username,
    propertyName: 'Harbor View Apartments',
    propertyAddress: '1 Harbor Way',
    propertyType: 'Multifamily',
    dealType: 'Acquisition',
    propertyVintage: '1998',
    sponsorNetWorth: '5M',
    sponsorLiquidity: '1M',
    loanRequest: '$1.5M',
    loanAmount: 1_500_000,
    additionalInformation: null,
    contactName: 'Cleo Client',
    contactPhone: '555-0100',
    contactEmail: 'cleo@example.com',
    status: 'Open',
    stage: 'Qualification',
    stageLastUpdated: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
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
    checklist: { done: 0, total: 5 },
    stageHistory: [],
    stageEnteredAt: '2026-03-01T10:00:00.000Z',
    daysInStage: 3,
    stale: false,
    propertyState: null,
    propertyValue: null,
    netOperatingIncome: null,
    loanPurpose: null,
    totalProjectCost: null,
    termMonths: null,
    amortisationMonths: null,
    interestOnlyMonths: null,
    ...overrides,
  };
}

type Schemas = components['schemas'];

/** A notification of the bell: a stage change of the member's deal, unread. */
export function makeNotification(overrides: Partial<Schemas['Notification']> = {}): Schemas['Notification'] {
  return {
    id: 'n1',
    kind: 'stageChanged',
    title: 'Stage changed to Underwriting',
    message: 'GoHighLevel moved Harbor View Apartments (DL-2026-000001) from Qualification to Underwriting',
    deal: { id: 'd1', dealId: 'DL-2026-000001', name: 'Harbor View Apartments' },
    actor: { id: null, name: 'GoHighLevel', role: 'system' },
    createdAt: '2026-04-10T11:58:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** A timeline entry of deal d1: its stage moved by a GHL webhook. */
export function makeActivity(overrides: Partial<Schemas['Activity']> = {}): Schemas['Activity'] {
  return {
    id: 'a1',
    dealId: 'd1',
    kind: 'stageChanged',
    actor: { id: null, name: 'GoHighLevel', role: 'system' },
    source: 'webhook',
    changes: [{ field: 'stage', label: 'Stage', from: 'Initial Qualification Stage', to: 'Underwriting Stage' }],
    document: null,
    commentId: null,
    createdAt: '2026-04-09T08:00:00.000Z',
    ...overrides,
  };
}

/** A comment of the member on deal d1, posted two minutes before the tests' NOW (still editable). */
export function makeComment(overrides: Partial<Schemas['Comment']> = {}): Schemas['Comment'] {
  return {
    id: 'c1',
    dealId: 'd1',
    author: { id: member.id, name: member.name ?? member.username, role: 'member' },
    body: 'Term sheet is at https://drive.example/ts — please check.',
    createdAt: '2026-04-10T11:58:00.000Z',
    editedAt: null,
    editableUntil: '2026-04-10T12:03:00.000Z',
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}
