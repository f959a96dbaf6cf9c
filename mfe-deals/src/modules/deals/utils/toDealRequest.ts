import type { DealUpdateRequest } from '@portal/contracts';
import type { DealFormValues } from '../types/DealFormValues';

/**
 * The update payload (docs/product.md#records-and-fields): every form field, trimmed; an emptied
 * field clears it.
 */
export function toDealRequest(values: DealFormValues): DealUpdateRequest {
  const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
  return trimmed as DealUpdateRequest;
}
