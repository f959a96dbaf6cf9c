import {
  MONEY_LIMITS,
  MONTHS_LIMITS,
  UNDERWRITING_FIELDS,
  checkUnderwriting,
  parseLoanAmount,
  type UnderwritingField,
} from '@portal/contracts';
import type { UnderwritingFormValues } from '../types/UnderwritingFormValues';

export type ParsedUnderwriting = {
  /** Every field as the gateway takes it: null when empty. */
  values: Record<UnderwritingField, string | number | null>;
  /** A message per field that is not valid, in the gateway's words. */
  errors: Partial<Record<UnderwritingField, string>>;
};

const isMoney = (field: UnderwritingField): field is keyof typeof MONEY_LIMITS => field in MONEY_LIMITS;
const isMonths = (field: UnderwritingField): field is keyof typeof MONTHS_LIMITS => field in MONTHS_LIMITS;

/**
 * The form's underwriting text as values: amounts as brokers type them (`$10,440,000`, `10.44M`),
 * months as whole numbers. Checked with the gateway's own rules (checkUnderwriting), so the form
 * shows the message the gateway would give.
 */
export function parseUnderwritingForm(form: UnderwritingFormValues): ParsedUnderwriting {
  const values = {} as ParsedUnderwriting['values'];
  const errors: ParsedUnderwriting['errors'] = {};
  for (const field of UNDERWRITING_FIELDS) {
    const text = form[field].trim();
    if (text === '') values[field] = null;
    else if (isMoney(field)) {
      const amount = parseLoanAmount(text);
      if (amount === null) errors[field] = MONEY_LIMITS[field].message;
      values[field] = amount;
    } else if (isMonths(field)) {
      if (!/^\d+$/.test(text)) errors[field] = MONTHS_LIMITS[field].message;
      values[field] = /^\d+$/.test(text) ? Number(text) : null;
    } else values[field] = text;
  }
  for (const error of checkUnderwriting(values).errors) {
    const field = error.field as UnderwritingField;
    errors[field] ??= error.message;
  }
  return { values, errors };
}
