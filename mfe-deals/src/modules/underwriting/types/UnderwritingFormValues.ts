import type { UnderwritingField } from '@portal/contracts';

/** The underwriting fields of the deal forms, as typed (docs/lenders.md#underwriting-fields). */
export type UnderwritingFormValues = Record<UnderwritingField, string>;
