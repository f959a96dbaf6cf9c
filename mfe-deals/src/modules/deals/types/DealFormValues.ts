import type { UnderwritingFormValues } from '../../underwriting/types/UnderwritingFormValues';

/**
 * The fields of the create and edit forms, as typed (docs/product.md#records-and-fields "Deal
 * create payload"), with the optional underwriting fields (docs/lenders.md#underwriting-fields).
 */
export type DealFormValues = UnderwritingFormValues & {
  clientFirstName: string;
  clientLastName: string;
  clientPhone: string;
  clientEmail: string;
  dealType: string;
  propertyType: string;
  propertyAddress: string;
  propertyVintage: string;
  sponsorNetWorth: string;
  sponsorLiquidity: string;
  loanRequest: string;
  anyAdditionalInformation: string;
};

export type DealFormField = keyof DealFormValues;

/** A message per field that failed validation. */
export type DealFormErrors = Partial<Record<DealFormField, string>>;

export type DealFormMode = 'create' | 'edit';
