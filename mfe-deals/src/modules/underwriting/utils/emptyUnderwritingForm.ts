import type { UnderwritingFormValues } from '../types/UnderwritingFormValues';

export const emptyUnderwritingForm: UnderwritingFormValues = {
  propertyState: '',
  propertyValue: '',
  netOperatingIncome: '',
  loanPurpose: '',
  totalProjectCost: '',
  termMonths: '',
  amortisationMonths: '',
  interestOnlyMonths: '',
};
