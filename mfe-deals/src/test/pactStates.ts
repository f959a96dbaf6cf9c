// Provider states of the mfe-deals pacts: exact sentences shared with the gateway's state
// handlers (gateway/test/pact/states/mfeDeals.ts), and the fixed ids those handlers seed.
// A plain signed-in member uses the shared `States.memberSignedIn` of @portal/contracts/pact.

/** Ids the provider seeds, so that paths and multipart fields of the pacts can name them. */
export const pactIds = {
  deal: '6f0d4c1e-pact-4d2a-9b1e-000000000001',
  document: '6f0d4c1e-pact-4d2a-9b1e-000000000002',
  savedView: '6f0d4c1e-pact-4d2a-9b1e-000000000004',
} as const;

export const dealsPactStates = {
  /**
   * demo-member signed in; owns exactly one deal (`pactIds.deal`, "Pact Plaza", created
   * 2026-03-10, stage Qualification since 2026-03-16, so stale under the default thresholds)
   * with one PDF (`pactIds.document`). Its underwriting figures: IL, value $2,400,000, NOI
   * $180,000, purchase, no project cost, 120-month term, 360-month amortisation, 12 months
   * interest-only.
   */
  memberOwnsDealWithDocument: 'the demo member is signed in and owns one deal with one uploaded PDF document',
  /**
   * demo-member signed in; owns two deals: `pactIds.deal` as in memberOwnsDealWithDocument (without
   * the document) and a newer one. Returns `cursor`, the gateway's cursor after the newer deal (the
   * end of a first page), so the page it opens holds `pactIds.deal` alone.
   */
  memberScrollsPastFirstPage: 'the demo member is signed in and has scrolled past the first page of their deals',
  /**
   * demo-admin signed in; a member ("pact-member", returned as `memberId`) owns exactly one deal:
   * Open, Multifamily, created on 2026-03-15, otherwise like the demo member's.
   */
  adminAndMemberDeal: 'the demo admin is signed in and a member has an Open Multifamily deal created on 2026-03-15',
  /** demo-admin signed in; the only saved view is `pactIds.savedView`, "Open deals" (`q=pact&status=Open`). */
  adminWithSavedView: 'the demo admin is signed in and the only saved view is "Open deals"',
} as const;

/** The comment the collaboration states seed on `pactIds.deal`. */
export const collaborationPactIds = { comment: '6f0d4c1e-pact-4d2a-9b1e-000000000003' } as const;

/** Provider states of the timeline and comments pacts (docs/collaboration.md). */
export const collaborationPactStates = {
  /**
   * demo-member signed in; owns `pactIds.deal` with a `created`, a `fieldsChanged` and a webhook
   * `stageChanged` entry, and one comment of theirs (`collaborationPactIds.comment`, just posted).
   */
  memberDealTimeline: 'a member owns a deal with a timeline and comments',
  /** The same deal and comment, owned by demo-member, read by demo-admin (signed in). */
  adminReadsMemberDeal: "an admin reads a member's deal with a timeline and comments",
} as const;

/** Provider states of the sample-data pacts (docs/sample-data.md). */
export const sampleDataPactStates = {
  /** demo-member signed in; no deal stored by anyone and no sample book (every service is the sandbox). */
  emptyPortal: 'the demo member is signed in and the portal holds no deals',
} as const;

/** The document the checklist states seed on `pactIds.deal`, uploaded against its `rent-roll` item. */
export const checklistPactIds = { rentRollDocument: '6f0d4c1e-pact-4d2a-9b1e-000000000005' } as const;

/** Provider states of the checklist pacts (docs/checklist.md). */
export const checklistPactStates = {
  /**
   * demo-member signed in; owns `pactIds.deal` (Acquisition, the shipped templates) whose
   * `rent-roll` item is Uploaded with `checklistPactIds.rentRollDocument` ("rent-roll.pdf").
   */
  memberRentRollUploaded: "the demo member is signed in and their deal's rent roll is uploaded",
  /** The same deal and rent roll, owned by demo-member, with demo-admin signed in. */
  adminReviewsRentRoll: "the demo admin is signed in and a member's deal has its rent roll uploaded",
} as const;

/** The lender, program and contact the placement states seed (docs/lenders.md#matching). */
export const placementPactNames = {
  lender: 'Pact Prairie Bank',
  program: 'Pact Multifamily Purchase',
  contact: 'Pat Prairie',
} as const;

/**
 * Provider states of the placement pacts (docs/lenders.md): a deal's sizing and match counts, and
 * its matches for an admin (gateway/test/pact/states/mfeDealsPlacement.ts). The lender directory
 * holds only `placementPactNames.lender` (bank, website https://prairie.example) with
 * `placementPactNames.program` (active; purchase and refinance; Multifamily; Illinois; $1M-$5M; max
 * LTV 75 %; min DSCR 1.20x; min debt yield 8 %; 60-120 months; 6.5 %; partial recourse) and
 * `placementPactNames.contact` (Originator, pat@prairie.example, +1 555-0199), which the pact deal
 * (as in memberOwnsDealWithDocument: Multifamily, IL, $1.5M, value $2,400,000, NOI $180,000,
 * purchase, 120-month term, 360-month amortisation) Matches on every criterion.
 */
export const placementPactStates = {
  /** demo-member signed in; owns `pactIds.deal`. */
  memberDealMatchesOneProgram:
    'the demo member is signed in and owns a deal with underwriting figures that one lender program matches',
  /** demo-admin signed in; demo-member owns `pactIds.deal`. */
  adminDealMatchesOneProgram:
    "the demo admin is signed in and a member's deal with underwriting figures matches one lender program with a contact",
} as const;

/** Provider states of the deal summary PDF pacts (docs/placement.md#deal-summary-pdf). */
export const summaryPdfPactStates = {
  /** demo-member signed in; owns `pactIds.deal` as in memberOwnsDealWithDocument (one PDF, "term-sheet.pdf"). */
  memberOwnsDealToSummarise: 'the demo member is signed in and owns a deal to summarise as a PDF',
} as const;

/**
 * Provider states of the submissions pacts (docs/deal-rooms.md): the placement directory and the
 * pact deal with its PDF (`pactIds.document`), owned by demo-member, with demo-admin signed in.
 */
export const submissionPactStates = {
  /** Nothing sent yet. Returns `contactId`, the id of `placementPactNames.contact`. */
  adminSendsDealToContact:
    "the demo admin is signed in and a member's deal with one PDF matches one lender program whose contact has an e-mail address",
  /** Sent once to `placementPactNames.contact`, sharing the PDF. Returns `submissionId`. */
  adminDealSentToContact: "the demo admin is signed in and a member's deal was sent to one lender contact",
} as const;

/** Provider states of the deal's quotes (admin comparison and the owner's shared quotes). */
export const quotePactStates = {
  /**
   * The pact deal (a member's, with NOI) has two quotes: one from the contact's room (fixed rate,
   * not shared) and one an admin recorded (floating on SOFR, shared), none selected. Returns
   * `roomQuoteId`, `recordedQuoteId` and `lenderId` (the placement lender's id).
   */
  adminDealHasTwoQuotes:
    "the demo admin is signed in and a member's deal has two quotes, one from a deal room and one recorded by an admin",
  /** The pact deal has no quote. Returns `lenderId` and `documentId` (the deal's PDF, usable as a term sheet). */
  adminDealHasNoQuote: "the demo admin is signed in and a member's deal has no quote yet",
  /**
   * The member owns the pact deal; of its two quotes one is shared with them and selected (its
   * terms recorded on the deal), the other not shared.
   */
  memberDealHasSharedQuote:
    'the demo member owns a deal with one quote shared with them and selected, and one not shared',
} as const;

/**
 * Provider states of the broker-fee pacts (docs/duplicates-and-fees.md#fees). The fee settings
 * are the shipped ones (share 50 %, overdue 30 days after closing, the default stage probabilities).
 */
export const feePactStates = {
  /**
   * demo-member signed in; owns `pactIds.deal` (Qualification, Open) with a fee recorded by an
   * admin: 1 point of a $1,500,000 loan (expected fee $15,000), no share of its own (so the
   * default 50 %), expected closing 2026-06-30, invoiced 2026-07-02, not received.
   */
  memberDealWithFee: 'the demo member is signed in and owns a deal with a fee',
  /** The same deal and fee, owned by demo-member, with demo-admin signed in. */
  adminDealWithFee: "the demo admin is signed in and a member's deal has a fee",
  /**
   * demo-member signed in; owns four deals with a fee, one in each state (expected, invoiced,
   * received this year, overdue). Each has a property name and address, a stage, and a fee in points
   * of a loan amount with an expected closing date (so its expected fee, share and due day are
   * numbers and days, never null); the received one has its day and amount. Another member owns
   * a deal with a fee, which never counts.
   */
  memberFeesInEveryState: 'the demo member is signed in and has deals with fees in every state',
} as const;

/** Provider states of the duplicate pacts (docs/duplicates-and-fees.md#duplicates). */
export const duplicatePactStates = {
  /**
   * demo-member signed in; owns `pactIds.deal`, whose address matches an open deal of another
   * member: its open duplicate flag was raised by `pactIds.deal`.
   */
  memberDealFlagged:
    "the demo member is signed in and owns a deal flagged as a possible duplicate of another member's deal",
} as const;
