import { UNDERWRITING_FIELDS, type DealUpdateRequest, type UnderwritingField } from '@portal/contracts';
import { parseUnderwritingForm } from '../../underwriting/utils/parseUnderwritingForm';
import type { DealFormValues } from '../types/DealFormValues';
import { emptyDealForm } from './emptyDealForm';

const UNDERWRITING = new Set<string>(UNDERWRITING_FIELDS);

/**
 * The create or update payload (docs/product.md#records-and-fields): every form field, trimmed; an
 * emptied field clears it. The underwriting fields go only when changed from `initial` (the form's
 * starting values): a new deal sends the ones filled in, an edit the ones changed (null when
 * emptied), so a state left alone is filled from the address by the gateway.
 */
export function toDealRequest(values: DealFormValues, initial: DealFormValues = emptyDealForm): DealUpdateRequest {
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (!UNDERWRITING.has(key)) request[key] = value.trim();
  const parsed = parseUnderwritingForm(values).values;
  for (const field of UNDERWRITING_FIELDS as readonly UnderwritingField[]) {
    if (values[field].trim() !== initial[field].trim()) request[field] = parsed[field];
  }
  return request as DealUpdateRequest;
}
