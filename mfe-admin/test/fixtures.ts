import type {
  Analytics,
  AutoAccessUser,
  Backlog,
  ChecklistDealType,
  ChecklistSettings,
  Comparison,
  DatabaseCapacity,
  Deal,
  DealFee,
  DuplicateDeal,
  DuplicateFlag,
  DuplicateSettings,
  FeeSettings,
  OverdueFee,
  OverdueFees,
  EmailConfig,
  GhlConfig,
  GhlOpportunity,
  GhlPipeline,
  Lender,
  LenderContact,
  LenderDetail,
  LenderProgram,
  OneDriveStatus,
  PlacementFigures,
  PlacementLenderFigures,
  Quotas,
  StaleThresholds,
} from '@portal/contracts';
import {
  DEFAULT_BROKER_SHARE_PERCENT,
  DEFAULT_FEE_OVERDUE_AFTER_DAYS,
  DEFAULT_STAGE_PROBABILITIES,
} from '@portal/contracts';
import { makeDeal as makeSharedDeal, member } from '@portal/web-kit/testing';

export { admin, makeUser, member, pending } from '@portal/web-kit/testing';

/** A deal as the admin's lists show it: with its creator filled in. */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  return makeSharedDeal({
    createdByUser: { id: member.id, username: member.username, name: member.name, email: member.email },
    ...overrides,
  });
}

export function makeAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    users: { total: 12, active: 9, admins: 2, pending: 3 },
    deals: { total: 7, totalValue: 12_500_000, byStatus: { Open: 4, 'Under Review': 2, Closed: 1 } },
    overview: { totalActivity: 31, recentActivity: 6 },
    performance: {
      topUsers: [
        { id: 'a', name: 'Alice Broker', dealsCount: 9 },
        { id: 'b', name: 'Bob Sponsor', dealsCount: 7 },
        { id: 'c', name: 'Carla Agent', dealsCount: 5 },
        { id: 'd', name: 'Dan Lender', dealsCount: 3 },
        { id: 'e', name: 'Eve Capital', dealsCount: 2 },
        { id: 'f', name: 'Frank Sixth', dealsCount: 1 },
      ],
    },
    ...overrides,
  };
}

/** A quiet portal: nothing waits. */
export function makeBacklog(overrides: Partial<Backlog> = {}): Backlog {
  return {
    jobs: [],
    outbox: { waiting: 0, oldestAgeSeconds: 0 },
    ghlPushes: { waiting: 0, oldestAgeSeconds: 0 },
    checkedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDatabaseCapacity(overrides: Partial<DatabaseCapacity> = {}): DatabaseCapacity {
  return { database: 'embedded-postgresql', deals: 12, dealLimit: 10_000, nearLimit: false, ...overrides };
}

export function makeOneDriveStatus(overrides: Partial<OneDriveStatus> = {}): OneDriveStatus {
  return {
    connected: false,
    expired: false,
    email: null,
    authorizeUrl:
      'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=x&response_type=code&state=onedrive_auth.eyJ1IjoiYSJ9.sig',
    ...overrides,
  };
}

export function makePipeline(overrides: Partial<GhlPipeline> = {}): GhlPipeline {
  return {
    id: 'pipe-1',
    name: 'Loan Pipeline',
    locationId: 'loc-1',
    stages: [
      { id: 'st-qual', name: 'Initial Qualification Stage' },
      { id: 'st-needs', name: 'Needs Analysis Stage' },
      { id: 'st-lender', name: 'Lender Submission Stage' },
      { id: 'st-proposal', name: 'Proposal Stage' },
      { id: 'st-signed', name: 'Signed Proposal Stage' },
      { id: 'st-under', name: 'Underwriting Stage' },
    ],
    ...overrides,
  };
}

export function makeOpportunity(overrides: Partial<GhlOpportunity> = {}): GhlOpportunity {
  return {
    id: 'opp-1',
    name: 'Maple Court Refinance',
    contact: { name: 'Jane Client', email: 'jane@clients.example' },
    monetaryValue: 2_400_000,
    status: 'open',
    pipelineId: 'pipe-1',
    pipelineName: 'Loan Pipeline',
    pipelineStageId: 'st-qual',
    createdAt: '2026-04-02T09:00:00.000Z',
    customFields: [{ key: 'opportunity.property_address', field_value: '12 Maple Court' }],
    ...overrides,
  };
}

export function makeComparison(overrides: Partial<Comparison> = {}): Comparison {
  return {
    ourDeal: makeDeal({ id: 'd1', dealId: 'DL-2026-000001', ghlOpportunityId: 'opp-1' }),
    ghlOpportunity: makeOpportunity(),
    hasDifferences: true,
    differences: [
      { field: 'monetaryValue', ourValue: 1_500_000, ghlValue: 2_400_000, type: 'standard' },
      {
        field: 'opportunity.property_address',
        ourValue: '1 Harbor Way',
        ghlValue: '12 Maple Court',
        type: 'customField',
      },
    ],
    ...overrides,
  };
}

export function makeAutoAccessUser(overrides: Partial<AutoAccessUser> = {}): AutoAccessUser {
  return {
    id: 'aa-1',
    discordUsername: 'new.broker',
    notes: 'Referred by Alice',
    addedByUsername: 'ada.admin',
    createdAt: '2026-04-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeEmailConfig(overrides: Partial<EmailConfig> = {}): EmailConfig {
  return {
    smtpHost: 'smtp.example.com',
    smtpPort: 587,
    smtpUser: 'mailer',
    smtpPassword: '••••••••',
    hasSmtpPassword: true,
    allowUnencrypted: false,
    fromEmail: 'deals@example.com',
    fromName: 'Broker Deals',
    notificationEmails: ['ops@example.com'],
    enabled: true,
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeGhlConfig(overrides: Partial<GhlConfig> = {}): GhlConfig {
  return {
    apiKey: '••••1234',
    hasApiKey: true,
    v2Token: null,
    hasV2Token: false,
    pipelineId: 'pipe-1',
    calendarId: null,
    locationId: 'loc-1',
    assignedUserId: null,
    onDealDeleted: 'leave',
    underReviewStageId: 'st-qual',
    inUnderwritingStageId: 'st-needs',
    loeSentStageId: 'st-lender',
    closedStageId: 'st-proposal',
    signedProposalStageId: 'st-signed',
    noShowStageId: 'st-under',
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export const emptyGhlConfig: GhlConfig = {
  apiKey: null,
  hasApiKey: false,
  v2Token: null,
  hasV2Token: false,
  pipelineId: null,
  calendarId: null,
  locationId: null,
  assignedUserId: null,
  onDealDeleted: 'leave',
  underReviewStageId: null,
  inUnderwritingStageId: null,
  loeSentStageId: null,
  closedStageId: null,
  signedProposalStageId: null,
  noShowStageId: null,
  updatedAt: null,
};

/** Two deal types' templates (the others empty) and a 7-day reminder, never saved. */
export function makeChecklistSettings(overrides: Partial<ChecklistSettings> = {}): ChecklistSettings {
  const dealTypes: ChecklistDealType[] = [
    'Acquisition',
    'Purchase',
    'Refinance',
    'New Construction',
    'Construction',
    'Bridge',
    'Other',
  ];
  const acquisition = [
    {
      id: 'purchase-contract',
      name: 'Purchase Contract',
      description: 'The signed purchase agreement',
      required: true,
    },
    { id: 'rent-roll', name: 'Rent Roll', description: 'Current rent roll', required: true },
    { id: 'appraisal', name: 'Appraisal', description: 'If one exists', required: false },
  ];
  const refinance = [{ id: 'mortgage-statement', name: 'Mortgage Statement', description: '', required: true }];
  return {
    templates: dealTypes.map((dealType) => ({
      dealType,
      items: dealType === 'Acquisition' ? acquisition : dealType === 'Refinance' ? refinance : [],
    })),
    reminderAfterDays: 7,
    updatedAt: null,
    ...overrides,
  };
}

/** The shipped stale-deal thresholds (docs/stale-deals.md), never saved. */
export function makeQuotas(overrides: Partial<Quotas> = {}): Quotas {
  const defaults = {
    notificationStreamsPerMember: 5,
    writesPerMinutePerMember: 60,
    storedBytesPerMember: 1024 * 1024 * 1024,
    storedBytesPerDeal: 250 * 1024 * 1024,
  };
  return { limits: { ...defaults }, defaults, updatedAt: null, ...overrides };
}

export function makeStaleThresholds(overrides: Partial<StaleThresholds> = {}): StaleThresholds {
  return {
    stages: [
      { stage: 'Qualification', days: 7 },
      { stage: 'Needs Analysis', days: 14 },
      { stage: 'Lender Submission', days: 14 },
      { stage: 'Proposal', days: 14 },
      { stage: 'Signed Proposal', days: 21 },
      { stage: 'Underwriting', days: 30 },
      { stage: 'Approved', days: 30 },
      { stage: 'Closed', days: null },
    ],
    updatedAt: null,
    ...overrides,
  };
}

export function makeLender(overrides: Partial<Lender> = {}): Lender {
  return {
    id: 'l-1',
    name: 'Lone Star Bank',
    type: 'bank',
    website: 'https://lonestar.example',
    notes: null,
    active: true,
    programCount: 2,
    activeProgramCount: 2,
    contactCount: 1,
    states: ['OK', 'TX'],
    nationwide: false,
    propertyTypes: ['Multifamily', 'Retail'],
    loanPurposes: ['purchase', 'refinance'],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeLenderProgram(overrides: Partial<LenderProgram> = {}): LenderProgram {
  return {
    id: 'p-1',
    lenderId: 'l-1',
    lenderName: 'Lone Star Bank',
    name: 'Stabilized',
    loanPurposes: ['purchase', 'refinance'],
    propertyTypes: ['Multifamily', 'Retail'],
    minLoan: 1_000_000,
    maxLoan: 15_000_000,
    maxLtv: 70,
    maxLtc: null,
    minDscr: 1.25,
    minDebtYield: 9,
    states: ['OK', 'TX'],
    nationwide: false,
    recourse: 'partial',
    termMinMonths: 60,
    termMaxMonths: 120,
    indicativeRate: 6.5,
    notes: null,
    active: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeLenderContact(overrides: Partial<LenderContact> = {}): LenderContact {
  return {
    id: 'c-1',
    lenderId: 'l-1',
    name: 'Ana Ruiz',
    email: 'ana@lonestar.example',
    phone: '+1 555-0101',
    role: 'Originator',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A lender's page: the lender with its programs and contacts. */
export function makeLenderDetail(
  overrides: Partial<LenderDetail> = {},
  programs: LenderProgram[] = [makeLenderProgram()],
  contacts: LenderContact[] = [makeLenderContact()],
): LenderDetail {
  return { ...makeLender(overrides), programs, contacts, ...overrides };
}

/** Placement figures: nothing sent unless the test gives lenders (the totals follow from them). */
export function makePlacementFigures(lenders: PlacementLenderFigures[] = []): PlacementFigures {
  const sum = (pick: (row: PlacementLenderFigures) => number) => lenders.reduce((total, row) => total + pick(row), 0);
  const submissions = sum((row) => row.submissions);
  const responses = sum((row) => row.responses);
  return {
    asOf: '2026-11-27T14:32:00.000Z',
    lenders,
    totals: {
      lenders: lenders.length,
      submissions,
      responses,
      responseRatePercent: submissions === 0 ? null : Math.round((responses / submissions) * 1000) / 10,
      medianHoursToFirstAnswer:
        lenders.find((row) => row.medianHoursToFirstAnswer !== null)?.medianHoursToFirstAnswer ?? null,
      quotes: sum((row) => row.quotes),
      selected: sum((row) => row.selected),
    },
  };
}

export function makeLenderFigures(overrides: Partial<PlacementLenderFigures> = {}): PlacementLenderFigures {
  return {
    lenderId: 'l-1',
    lenderName: 'Lone Star Bank',
    submissions: 4,
    responses: 3,
    responseRatePercent: 75,
    medianHoursToFirstAnswer: 4.5,
    quotes: 2,
    selected: 1,
    lastSentAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

/** A deal of a duplicate flag as admins see it: the member's, open, at a Springfield address. */
export function makeDuplicateDeal(overrides: Partial<DuplicateDeal> = {}): DuplicateDeal {
  return {
    id: 'deal-kept',
    dealId: 'DL-2026-000101',
    propertyName: 'Harbor Lofts',
    propertyAddress: '12 Harbor Street, Unit 4, Springfield, IL 62701',
    propertyState: 'IL',
    status: 'Open',
    stage: 'Qualification',
    owner: { id: member.id, username: member.username, name: 'Mia Member', email: member.email },
    ghlOpportunityId: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    exists: true,
    ...overrides,
  };
}

/** An open flag: Omar's later deal DL-2026-000202 matches the member's DL-2026-000101 by address. */
export function makeDuplicateFlag(overrides: Partial<DuplicateFlag> = {}): DuplicateFlag {
  return {
    id: 'flag-1',
    deal: makeDuplicateDeal({
      id: 'deal-raised',
      dealId: 'DL-2026-000202',
      propertyName: 'Harbour Lofts',
      propertyAddress: '12 harbor st #4, springfield, illinois 62701',
      owner: { id: 'u-omar', username: 'omar', name: 'Omar Other', email: 'omar@example.com' },
      createdAt: '2026-11-20T09:00:00.000Z',
    }),
    matches: [{ deal: makeDuplicateDeal(), reasons: ['address'] }],
    source: 'create',
    status: 'open',
    createdAt: '2026-11-20T09:00:01.000Z',
    resolvedAt: null,
    resolvedBy: null,
    keptDealId: null,
    ...overrides,
  };
}

export function makeDuplicateSettings(closedWithinDays = 365): DuplicateSettings {
  return { closedWithinDays, defaults: { closedWithinDays: 365 } };
}

/** The fee settings: the shipped values unless overridden. */
export function makeFeeSettings(overrides: Partial<Omit<FeeSettings, 'defaults'>> = {}): FeeSettings {
  const shipped = {
    defaultBrokerSharePercent: DEFAULT_BROKER_SHARE_PERCENT,
    overdueAfterDays: DEFAULT_FEE_OVERDUE_AFTER_DAYS,
    stageProbabilities: { ...DEFAULT_STAGE_PROBABILITIES },
  };
  return { ...shipped, ...overrides, defaults: { ...shipped, stageProbabilities: { ...DEFAULT_STAGE_PROBABILITIES } } };
}

/** A fee as the gateway answers it: 1 % of $1.5M at a 50 % share, closing 2026-03-31, overdue. */
export function makeDealFee(overrides: Partial<DealFee> = {}): DealFee {
  return {
    feePoints: 1,
    feeAmount: null,
    loanAmount: 1_500_000,
    expectedFee: 15_000,
    brokerSharePercent: 50,
    brokerSharePercentOverride: null,
    brokerShare: 7_500,
    expectedClosingOn: '2026-03-31',
    dueOn: '2026-04-30',
    invoicedOn: null,
    receivedOn: null,
    receivedAmount: null,
    state: 'overdue',
    quoteId: null,
    updatedAt: '2026-04-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeOverdueFees(items: OverdueFee[] = []): OverdueFees {
  return {
    items,
    count: items.length,
    amount: items.reduce((sum, item) => sum + (item.fee.brokerShare ?? 0), 0),
  };
}

export function makeOverdueFee(dealId: string, daysOverdue: number, brokerShare = 7_500): OverdueFee {
  return {
    deal: {
      id: `id-${dealId}`,
      dealId,
      propertyName: `Property ${dealId}`,
      propertyAddress: '4 Market Street, Austin, TX',
      stage: 'Closed',
      status: 'Closed',
      owner: { id: member.id, username: member.username, name: 'Mia Member', email: member.email },
    },
    fee: makeDealFee({ brokerShare }),
    daysOverdue,
  };
}
