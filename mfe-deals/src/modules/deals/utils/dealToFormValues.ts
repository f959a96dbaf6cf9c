import type { Deal } from '@portal/contracts';
import type { DealFormValues } from '../types/DealFormValues';
import { underwritingToFormValues } from '../../underwriting/utils/underwritingToFormValues';
import { dealDisplayFields } from './dealDisplayFields';
import { splitContactName } from './splitContactName';

/** The edit form's starting values: what the deal shows, application twins included. */
export function dealToFormValues(deal: Deal): DealFormValues {
  const fields = dealDisplayFields(deal);
  const { firstName, lastName } = splitContactName(deal.contactName);
  return {
    ...underwritingToFormValues(deal),
    clientFirstName: firstName,
    clientLastName: lastName,
    clientPhone: deal.contactPhone ?? '',
    clientEmail: deal.contactEmail ?? '',
    dealType: fields.dealType ?? '',
    propertyType: fields.propertyType ?? '',
    propertyAddress: fields.propertyAddress ?? '',
    propertyVintage: fields.propertyVintage ?? '',
    sponsorNetWorth: fields.sponsorNetWorth ?? '',
    sponsorLiquidity: fields.sponsorLiquidity ?? '',
    loanRequest: fields.loanRequest ?? '',
    anyAdditionalInformation: fields.additionalInformation ?? '',
  };
}
