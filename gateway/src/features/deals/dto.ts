import type { Deal, DealCreator, DealFee } from '@portal/contracts';
import type { UserRecord } from '../users/model';
import type { DealRecord } from './model';
import { stalenessOf, type StaleView } from '../staleDeals/staleness';

/**
 * What a deal is read with: the stale view and, where deals are read with their fee, what makes
 * a stored fee the contract's (features/fees, given by the wiring).
 */
export type DealView = StaleView & { fee?: (deal: DealRecord) => DealFee | null };

/** ISO text of a stored date (a Date from the driver; a string only in data written by hand). */
const isoOf = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();
const iso = (date: Date | string | null | undefined) => (date ? isoOf(date) : null);

/** The contract's DealCreator from a user record (name and e-mail as shown to admins). */
export function toDealCreator(user: Pick<UserRecord, '_id' | 'username' | 'name' | 'email'>): DealCreator {
  return { id: user._id, username: user.username, name: user.name ?? null, email: user.email ?? null };
}

/**
 * The contract's Deal from a stored record, its days in stage and staleness judged by `view`
 * (the time of the read and the thresholds in force). `creator` is given on admin views only:
 * a DealCreator, or null when the owner's account no longer exists.
 */
export function toDealDto(deal: DealRecord, view: DealView, creator?: DealCreator | null): Deal {
  const staleness = stalenessOf(deal, view);
  return {
    id: deal._id,
    dealId: deal.dealId,
    userId: deal.userId,
    createdBy: deal.createdBy ?? null,
    ...(creator !== undefined ? { createdByUser: creator } : {}),
    propertyName: deal.propertyName ?? null,
    propertyAddress: deal.propertyAddress ?? null,
    propertyType: deal.propertyType ?? null,
    dealType: deal.dealType ?? null,
    propertyVintage: deal.propertyVintage ?? null,
    sponsorNetWorth: deal.sponsorNetWorth ?? null,
    sponsorLiquidity: deal.sponsorLiquidity ?? null,
    loanRequest: deal.loanRequest ?? null,
    loanAmount: deal.loanAmount ?? null,
    additionalInformation: deal.additionalInformation ?? null,
    contactName: deal.contactName ?? null,
    contactPhone: deal.contactPhone ?? null,
    contactEmail: deal.contactEmail ?? null,
    status: deal.status || 'Open',
    stage: deal.stage ?? null,
    stageLastUpdated: iso(deal.stageLastUpdated),
    createdAt: isoOf(deal.createdAt),
    updatedAt: isoOf(deal.updatedAt),
    opportunityName: deal.opportunityName ?? null,
    ghlOpportunityId: deal.ghlOpportunityId ?? null,
    applicationDealType: deal.applicationDealType ?? null,
    applicationPropertyType: deal.applicationPropertyType ?? null,
    applicationPropertyAddress: deal.applicationPropertyAddress ?? null,
    applicationPropertyVintage: deal.applicationPropertyVintage ?? null,
    applicationSponsorNetWorth: deal.applicationSponsorNetWorth ?? null,
    applicationSponsorLiquidity: deal.applicationSponsorLiquidity ?? null,
    applicationLoanRequest: deal.applicationLoanRequest ?? null,
    applicationAdditionalInformation: deal.applicationAdditionalInformation ?? null,
    stageHistory: (deal.stageHistory ?? []).map((change) => ({
      from: change.from ?? null,
      to: change.to ?? null,
      at: isoOf(change.at),
      source: change.source,
    })),
    checklist: { done: deal.checklist?.done ?? 0, total: deal.checklist?.total ?? 0 },
    stageEnteredAt: staleness.stageEnteredAt.toISOString(),
    daysInStage: staleness.daysInStage,
    stale: staleness.stale,
    // Last, so the export's columns before them keep their order.
    propertyState: deal.propertyState ?? null,
    propertyValue: deal.propertyValue ?? null,
    netOperatingIncome: deal.netOperatingIncome ?? null,
    loanPurpose: deal.loanPurpose ?? null,
    totalProjectCost: deal.totalProjectCost ?? null,
    termMonths: deal.termMonths ?? null,
    amortisationMonths: deal.amortisationMonths ?? null,
    interestOnlyMonths: deal.interestOnlyMonths ?? null,
    // Only once a quote is selected, so the deal export's columns (the keys of a plain deal) stay as they are.
    ...(deal.selectedQuote
      ? {
          selectedQuote: {
            quoteId: deal.selectedQuote.quoteId,
            lenderName: deal.selectedQuote.lenderName,
            terms: deal.selectedQuote.terms,
            selectedAt: isoOf(deal.selectedQuote.selectedAt),
          },
        }
      : {}),
    // Only once the deal has a fee, for the same reason (the deal export's columns).
    ...(deal.fee && view.fee ? { fee: view.fee(deal) } : {}),
    // Only while flagged, so a plain deal's keys (the export's columns) stay as they are; the
    // flag's id on admin views alone (a member learns nothing of the other deal).
    ...(deal.duplicateFlagId
      ? { possibleDuplicate: true, ...(creator !== undefined ? { duplicateFlagId: deal.duplicateFlagId } : {}) }
      : {}),
  };
}
