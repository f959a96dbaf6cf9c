// Provider states of mfe-admin's consumer pacts, as exact sentences. The gateway's state
// handlers (gateway/test/pact/states/mfeAdmin.ts) import this file, so both sides use the same
// words. Each state signs the demo admin in itself and seeds what its interaction reads.

export const AdminPactStates = {
  /** Deals reset to exactly two of the demo member's (Open and Under Review). */
  memberHasTwoDeals: 'the demo admin is signed in and the demo member has two deals',
  /** Users reset to the demo admin, the demo member and a pending "pact-pending"; gives `pendingUserId`. */
  adminMemberAndPending: 'the demo admin is signed in and the portal has the demo member and a pending member',
  /** Gives `adminId`. */
  adminOnly: 'the demo admin is signed in and knows their own user id',
  noOneDrive: 'the demo admin is signed in and no OneDrive is connected',
  oneDriveConnected: 'the demo admin is signed in and a OneDrive is connected as drive-owner@sandbox.example',
  oneDriveExpired: 'the demo admin is signed in and the connected OneDrive needs reconnecting',
  /** The list reset to "demo-member" and "pact-listed", both added by the demo admin; gives `entryId` of pact-listed. */
  autoAccessListed: 'the demo admin is signed in and the auto-access list holds "demo-member" and "pact-listed"',
  autoAccessNotListed: 'the demo admin is signed in and "pact-new-user" is not on the auto-access list',
  emailSaved: 'the demo admin is signed in and e-mail settings with a password are saved',
  emailReachable: 'the demo admin is signed in and the e-mail settings point at a reachable SMTP server',
  emailUnreachable: 'the demo admin is signed in and the e-mail settings point at an SMTP server that is down',
  /** The outbox holds one failed notification e-mail and one waiting for a later attempt. */
  emailOutboxHasFailed: 'the demo admin is signed in and the e-mail outbox holds a failed and a pending message',
  /** Two due jobs of a name this version does not run wait, the oldest for ten minutes (held and recurring jobs are not counted). */
  backlogWaiting: 'the demo admin is signed in and two jobs have waited, the oldest for ten minutes',
  /** GHL configured for the provider's GHL sandbox (key, location, pipeline, mappings); gives `pipelineId`, `locationId`, `firstStageId`, `apiKeyMask`. */
  ghlConfigured: 'the demo admin is signed in and GHL is configured',
  /** Gives `pipelineId`, `opportunityId` (its first opportunity) and `memberId` (the demo member). */
  ghlOpportunityOpen: 'the demo admin is signed in and GHL has an opportunity in the configured pipeline',
  /** Exactly two recorded, newest first: DL-2026-000102 (opportunity marked lost), then DL-2026-000101 (GHL refused). */
  ghlDeleteOutcomesRecorded:
    'the demo admin is signed in and two deleted deals linked to GHL were recorded: one opportunity marked lost, one refused by GHL',
  ghlNoDeleteOutcomes: 'the demo admin is signed in and no deal linked to GHL has been deleted',
  /** Gives `dealId` (our `id`) of a deal imported from GHL whose address was changed on our side. */
  ghlDealDiffers: 'the demo admin is signed in and a deal imported from GHL differs from its opportunity',
} as const;

export type AdminPactState = (typeof AdminPactStates)[keyof typeof AdminPactStates];

/** The demo admin as the gateway's sandbox Discord signs them in. */
export const PACT_ADMIN_USERNAME = 'demo-admin';
export const PACT_MEMBER_USERNAME = 'demo-member';
export const PACT_PENDING_USERNAME = 'pact-pending';
export const PACT_LISTED_USERNAME = 'pact-listed';
export const PACT_NEW_AUTO_ACCESS_USERNAME = 'pact-new-user';
/** The e-mail address the OneDrive states connect (the Microsoft sandbox's account). */
export const PACT_DRIVE_EMAIL = 'drive-owner@sandbox.example';

// --- Access from Discord roles (Settings) ---------------------------------------------------
// Handled by gateway/test/pact/states/mfeAdminRoles.ts; every state turns role access off again
// afterwards so no other interaction signs in with it on.

/** The sandbox Discord's guild and its granting "Member" role (gateway/sandbox/discord.ts). */
export const PACT_ROLE_GUILD_ID = '1180000000000000001';
export const PACT_GRANTING_ROLE_ID = '1180000000000000002';
export const PACT_ROLE_MEMBER_USERNAME = 'pact-role-member';
/** A guild the sandbox bot is not in (Discord answers the bot 403 Missing Access). */
export const PACT_FOREIGN_GUILD_ID = '1180000000000000100';

export const RoleAccessPactStates = {
  /** Role access on (PACT_ROLE_GUILD_ID, PACT_GRANTING_ROLE_ID); two changes of pact-role-member: granted at sign-in, then revoked by the check (newest first). */
  roleAccessOn:
    'the demo admin is signed in and Discord role access is on for the sandbox guild, with a member granted then revoked',
  /** No guild saved and no change recorded. */
  roleAccessOff: 'the demo admin is signed in and Discord role access is off',
  /** As roleAccessOff but with role access on, while another run of the check holds the single-run lease (1 of 3 members checked so far). */
  roleCheckRunning:
    'the demo admin is signed in, Discord role access is on for the sandbox guild and a check of the roles is running',
} as const;

export const SampleDataPactStates = {
  /** A sample book loaded by demo-admin (signed in): one sample deal of theirs, no sample members or GHL opportunities. */
  loadedByAdmin: 'the demo admin is signed in and has loaded a sample book',
} as const;

// --- Document checklists, stale-deal thresholds and quotas (Settings) -------------------------------
// Handled by gateway/test/pact/states/mfeAdminSettings.ts; every state puts the shipped defaults
// back afterwards, so no other interaction reads the templates or thresholds a save left.

export const SettingsPactStates = {
  /** Nothing saved: GET answers the shipped CRE templates and a 7-day reminder, `updatedAt` null. */
  checklistDefaults: 'the demo admin is signed in and the checklist templates are the shipped defaults',
  /** Templates saved by an admin (one item per deal type, a 30-day reminder). */
  checklistSaved: 'the demo admin is signed in and has saved their own checklist templates',
  /** Nothing saved: GET answers the default thresholds (docs/stale-deals.md), `updatedAt` null. */
  staleDefaults: 'the demo admin is signed in and the stale-deal thresholds are the defaults',
  /** Thresholds saved by an admin (Qualification 10 days, Closed 90). */
  staleSaved: 'the demo admin is signed in and has saved their own stale-deal thresholds',
  /** Nothing saved: GET answers the deployment's default quotas, `updatedAt` null. */
  quotasDefaults: 'the demo admin is signed in and the per-member quotas are the defaults',
} as const;

// --- The lender directory (Lenders tab) ---------------------------------------------------------
// Handled by gateway/test/pact/states/mfeAdminLenders.ts; every state empties the directory first
// (and afterwards), so no other interaction finds these lenders.

/** The seeded lender, its program and its contact. */
export const PACT_LENDER_NAME = 'Pact Lone Star Bank';
export const PACT_PROGRAM_NAME = 'Stabilized';
export const PACT_CONTACT_NAME = 'Ana Ruiz';

export const LenderPactStates = {
  /** No lender, program or contact. */
  directoryEmpty: 'the demo admin is signed in and the lender directory is empty',
  /** Only PACT_LENDER_NAME (bank, active) with PACT_PROGRAM_NAME (purchase and refinance, Multifamily, TX and OK, $1M-$15M) and PACT_CONTACT_NAME; gives `lenderId`, `programId`, `contactId`. */
  oneLender:
    'the demo admin is signed in and the lender directory holds one bank with one program in Texas and Oklahoma and one contact',
} as const;

// --- Loan sizing and matching (Settings) and a program's fitting deals (Lenders tab) -----------
// Handled by gateway/test/pact/states/mfeAdminPlacement.ts; every state puts the shipped settings
// back first and afterwards, and the fitting-deals state removes its lender and deal afterwards.

/** The open deal the fitting-deals state seeds (the demo member's). */
export const PACT_FITTING_DEAL_PROPERTY = 'Pact Fitting Apartments';

export const PlacementPactStates = {
  /** Nothing saved: GET answers the shipped sizing defaults and tolerances (docs/lenders.md), the same as `defaults`. */
  placementDefaults: 'the demo admin is signed in and the loan sizing and matching settings are the shipped defaults',
  /** The directory holds only PACT_LENDER_NAME with PACT_PROGRAM_NAME (as LenderPactStates.oneLender); the only open deal, PACT_FITTING_DEAL_PROPERTY (Multifamily purchase in TX, $5M on a $10M value, NOI $800,000, 120 months), matches it; gives `lenderId`, `programId`. */
  programWithFittingDeal:
    'the demo admin is signed in and the one open deal matches the one program of the lender directory',
} as const;

// --- Placement figures (the Overview's Placement card, a lender's page, the export) -------------
// Handled by gateway/test/pact/states/mfeAdminPlacementFigures.ts; every state removes what it
// seeded afterwards (the directory, the deal, its submissions, timeline and quotes).

/** The lender the answered state seeds. */
export const PACT_FIGURES_LENDER_NAME = 'Pact First Capital';

export const PlacementFiguresPactStates = {
  /** Only PACT_FIGURES_LENDER_NAME, sent one deal through two contacts 10 hours ago: one quoted after 4 hours and the quote is selected, the other never answered (1 lender, 2 submissions, 50 %, 4 h, 1 quote, 1 selected); gives `lenderId`. */
  lenderAnsweredWithSelectedQuote:
    'the demo admin is signed in and one lender was sent a deal twice and answered once with a quote that was selected',
  /** No submission and no quote; the directory holds only PACT_FIGURES_LENDER_NAME (never sent a deal); gives `lenderId`. */
  nothingSent: 'the demo admin is signed in and no deal was sent to any lender',
} as const;

// --- Duplicate deals (the Duplicates tab, GHL import's links, Settings) -------------------------
// Handled by the gateway's duplicate states; each state removes the deals and flags it seeded
// afterwards and puts the shipped duplicate settings back.

/** The property of the duplicate states, as the first deal spells it. */
export const PACT_DUPLICATE_ADDRESS = '12 Harbor Street, Unit 4, Springfield, IL 62701';

export const DuplicatePactStates = {
  /** Exactly one open flag: the demo member's deal "Pact Harbor Lofts" at PACT_DUPLICATE_ADDRESS (Open, Qualification), matched by address by a later deal of the demo admin at "12 harbor st #4, springfield, illinois 62701" that raised it on create; gives `flagId`, `raisedDealId` (the later deal's `id`), `matchedDealId` (the member's). */
  openFlag: 'the demo admin is signed in and an open duplicate flag exists',
  /** One flag already resolved by a merge (status merged); gives `flagId`, `keepDealId` (still there), `mergeDealId` (removed). */
  mergedFlag: 'the demo admin is signed in and a duplicate flag was already merged',
  /** GHL configured (as AdminPactStates.ghlConfigured); its opportunity has the property PACT_DUPLICATE_ADDRESS and is linked to no deal; the demo member's deal "Pact Harbor Lofts" has that property and no opportunity; gives `opportunityId`, `matchedDealId`, `memberId`. */
  ghlOpportunityMatchesDeal:
    'the demo admin is signed in and GHL has an opportunity whose property matches a portal deal',
  /** Nothing saved: closedWithinDays 365, the same as `defaults`. */
  duplicateDefaults: 'the demo admin is signed in and the duplicate settings are the shipped defaults',
} as const;

// --- Broker fees (the Fee report, the Overview's Overdue fees card, Settings, Users) ----------

export const FeePactStates = {
  /** Nothing saved: a 50 % default share, overdue 30 days after closing, the shipped stage probabilities. */
  feeDefaults: 'the demo admin is signed in and the fee settings are the shipped defaults',
  /** The demo member's four deals with a fee: expected (closing in 60 days), invoiced (closing in 20 days), received (closed 2026-06-15, $12,500 received 2026-07-10) and overdue (closed 2026-03-31, not received, 1 % of $1,500,000 at a 50 % share); fee settings shipped. */
  feesInEveryState: 'the demo admin is signed in and deals with fees in every state exist',
  /** As feesInEveryState without the overdue one: no fee is overdue. */
  noOverdueFees: 'the demo admin is signed in and no fee is overdue',
} as const;
