import type { Deal } from '@portal/contracts';

export type DealDisplayFields = {
  dealType: string | null;
  propertyType: string | null;
  propertyAddress: string | null;
  propertyVintage: string | null;
  sponsorNetWorth: string | null;
  sponsorLiquidity: string | null;
  loanRequest: string | null;
  additionalInformation: string | null;
};

const pick = (main: string | null | undefined, fallback: string | null | undefined) =>
  main?.trim() || fallback?.trim() || null;

/**
 * The fields with an 'application…' twin, each falling back to the twin when empty
 * (docs/product.md#records-and-fields).
 */
export function dealDisplayFields(deal: Deal): DealDisplayFields {
  return {
    dealType: pick(deal.dealType, deal.applicationDealType),
    propertyType: pick(deal.propertyType, deal.applicationPropertyType),
    propertyAddress: pick(deal.propertyAddress, deal.applicationPropertyAddress),
    propertyVintage: pick(deal.propertyVintage, deal.applicationPropertyVintage),
    sponsorNetWorth: pick(deal.sponsorNetWorth, deal.applicationSponsorNetWorth),
    sponsorLiquidity: pick(deal.sponsorLiquidity, deal.applicationSponsorLiquidity),
    loanRequest: pick(deal.loanRequest, deal.applicationLoanRequest),
    additionalInformation: pick(deal.additionalInformation, deal.applicationAdditionalInformation),
  };
}
