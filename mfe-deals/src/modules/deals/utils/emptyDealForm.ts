import { emptyUnderwritingForm } from '../../underwriting/utils/emptyUnderwritingForm';
import type { DealFormValues } from '../types/DealFormValues';

export const emptyDealForm: DealFormValues = {
  ...emptyUnderwritingForm,
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
