import { MATCH_DEAL_FIELDS, type MatchDealField } from '@portal/contracts';

/** How the deal fields matching reads are named in a sentence, as the deal forms label them. */
export const MATCH_FIELD_WORDS: Readonly<Record<MatchDealField, string>> = {
  loanRequest: 'loan request',
  loanPurpose: 'loan purpose',
  propertyType: 'property type',
  propertyState: 'property state',
  propertyValue: 'property value',
  netOperatingIncome: 'net operating income',
  totalProjectCost: 'total project cost',
  termMonths: 'term',
  amortisationMonths: 'amortisation',
};

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** "the property value and net operating income", in the order the deal forms list them. */
export function matchFieldsText(fields: readonly MatchDealField[]): string {
  const words = MATCH_DEAL_FIELDS.filter((field) => fields.includes(field)).map((field) => MATCH_FIELD_WORDS[field]);
  return `the ${list.format(words)}`;
}

/** "Add the property value and net operating income to sharpen the match.", or null when nothing is missing. */
export function sharpenMatchText(fields: readonly MatchDealField[]): string | null {
  return fields.length > 0 ? `Add ${matchFieldsText(fields)} to sharpen the match.` : null;
}
