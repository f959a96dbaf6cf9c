import type { DealFormValues } from '../types/DealFormValues';

export const emptyDealForm: DealFormValues = {
  clientFirstName: '',
  clientLastName: '',
  clientPhone: '',
  clientEmail: '',
  dealType: '',
  propertyType: '',
  propertyAddress: '',
  propertyVintage: '',
  sponsorNetWorth: '',
  sponsorLiquidity: '',
  loanRequest: '',
  anyAdditionalInformation: '',
};
