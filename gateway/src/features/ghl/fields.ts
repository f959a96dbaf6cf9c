import {
  LOAN_PURPOSE_LABELS,
  checkUnderwriting,
  loanPurposeFrom,
  normaliseUsState,
  type GhlCalendar,
  type GhlCustomField,
  type GhlOpportunity,
  type GhlPipeline,
  type UnderwritingChanges,
  type UnderwritingField,
} from '@portal/contracts';
import type { DealRecord } from '../deals/model';
import type {
  GhlCustomFieldInput,
  GhlRawCalendar,
  GhlRawCustomField,
  GhlRawCustomFieldValue,
  GhlRawOpportunity,
  GhlRawPipeline,
} from './client';

/**
 * The opportunity custom fields (docs/product.md#records-and-fields) and the deal field each one
 * carries.
 */
export const CUSTOM_FIELD_KEYS = {
  'opportunity.property_address': 'propertyAddress',
  'opportunity.property_type': 'propertyType',
  'opportunity.deal_type': 'dealType',
  'opportunity.property_vintage': 'propertyVintage',
  'opportunity.sponsor_net_worth': 'sponsorNetWorth',
  'opportunity.sponsor_liquidity': 'sponsorLiquidity',
  'opportunity.loan_request': 'loanRequest',
  'opportunity.additional_information': 'additionalInformation',
} as const;
export type CustomFieldKey = keyof typeof CUSTOM_FIELD_KEYS;
export const CUSTOM_FIELD_KEY_LIST = Object.keys(CUSTOM_FIELD_KEYS) as CustomFieldKey[];

/**
 * The underwriting fields (docs/lenders.md#underwriting-fields) as opportunity custom fields. Unlike
 * the fields above, a location need not have them: each is mapped (pushed, compared, imported) only
 * when the location has a custom field with its key, the state as its code, the purpose by its
 * label, amounts in dollars and months as numbers.
 */
export const UNDERWRITING_FIELD_KEYS = {
  'opportunity.property_state': 'propertyState',
  'opportunity.property_value': 'propertyValue',
  'opportunity.net_operating_income': 'netOperatingIncome',
  'opportunity.loan_purpose': 'loanPurpose',
  'opportunity.total_project_cost': 'totalProjectCost',
  'opportunity.term_months': 'termMonths',
  'opportunity.amortisation_months': 'amortisationMonths',
  'opportunity.interest_only_months': 'interestOnlyMonths',
} as const satisfies Record<string, UnderwritingField>;
export type UnderwritingFieldKey = keyof typeof UNDERWRITING_FIELD_KEYS;
const UNDERWRITING_KEY_LIST = Object.keys(UNDERWRITING_FIELD_KEYS) as UnderwritingFieldKey[];

/** The underwriting keys the location has as opportunity custom fields, in field order. */
export function mappedUnderwritingKeys(definitions: GhlRawCustomField[]): UnderwritingFieldKey[] {
  const keys = new Set(definitions.map((d) => d.fieldKey));
  return UNDERWRITING_KEY_LIST.filter((key) => keys.has(key));
}

/** A deal's underwriting value as GHL takes it: a number, the state's code, the purpose's label; null when empty. */
export function underwritingValueFor(deal: UnderwritingChanges, key: UnderwritingFieldKey): string | number | null {
  const field = UNDERWRITING_FIELD_KEYS[key];
  const value = deal[field];
  if (value === null || value === undefined) return null;
  if (field === 'loanPurpose') return LOAN_PURPOSE_LABELS[value as keyof typeof LOAN_PURPOSE_LABELS] ?? null;
  return value;
}

/**
 * A GHL custom-field value read as the deal's underwriting field: a state by code or name, a
 * purpose by value or label, amounts with or without `$` and commas. Null when empty, or when it
 * does not read as a valid value (a negative amount, months that are not whole): the portal
 * stores only what its own form would accept.
 */
export function underwritingValueFrom(
  key: UnderwritingFieldKey,
  text: string | null,
): UnderwritingChanges[UnderwritingField] | null {
  if (text === null) return null;
  const field = UNDERWRITING_FIELD_KEYS[key];
  if (field === 'propertyState') return normaliseUsState(text);
  if (field === 'loanPurpose') return loanPurposeFrom(text);
  const cleaned = text.replace(/[$,\s]/g, '');
  const number = cleaned === '' ? Number.NaN : Number(cleaned);
  const checked = checkUnderwriting({ [field]: number });
  return checked.errors.length === 0 ? (checked.changes[field] ?? null) : null;
}

type MappedField = (typeof CUSTOM_FIELD_KEYS)[CustomFieldKey];
const APPLICATION_TWIN: Partial<Record<MappedField, keyof DealRecord>> = {
  propertyAddress: 'applicationPropertyAddress',
  propertyType: 'applicationPropertyType',
  dealType: 'applicationDealType',
  propertyVintage: 'applicationPropertyVintage',
  sponsorNetWorth: 'applicationSponsorNetWorth',
  sponsorLiquidity: 'applicationSponsorLiquidity',
  loanRequest: 'applicationLoanRequest',
  additionalInformation: 'applicationAdditionalInformation',
};

/** Text as compared and sent: trimmed, and null when empty. */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return textOf(
      value
        .map((v) => textOf(v))
        .filter(Boolean)
        .join(', '),
    );
  if (typeof value === 'object') return textOf(JSON.stringify(value));
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** A deal's value for a custom field: the main field, or its `application…` twin when empty (as readers show it). */
export function dealValueFor(deal: DealRecord, key: CustomFieldKey): string | null {
  const field = CUSTOM_FIELD_KEYS[key];
  const twin = APPLICATION_TWIN[field];
  return textOf(deal[field]) ?? (twin ? textOf(deal[twin]) : null);
}

/** The name the push gives a deal's opportunity; it carries the deal id so a lost create can be found again. */
export function opportunityNameFor(deal: DealRecord): string {
  return deal.opportunityName ?? `${deal.dealId} · ${deal.propertyAddress ?? deal.contactName ?? 'New deal'}`;
}

/** A raw custom-field value, whichever of GHL's spellings it came in. */
function rawValue(field: GhlRawCustomFieldValue): unknown {
  return (
    field.fieldValue ??
    field.fieldValueString ??
    field.fieldValueNumber ??
    field.fieldValueArray ??
    field.field_value ??
    field.value
  );
}

/** An opportunity's custom-field values by key (definitions turn GHL's field ids into keys). */
export function customValuesOf(
  opportunity: GhlRawOpportunity,
  definitions: GhlRawCustomField[],
): Map<string, string | null> {
  const keyById = new Map(definitions.map((d) => [d.id, d.fieldKey ?? d.id]));
  const values = new Map<string, string | null>();
  for (const field of opportunity.customFields ?? []) {
    const key = field.key ?? (field.id ? (keyById.get(field.id) ?? field.id) : undefined);
    if (key) values.set(key, textOf(rawValue(field)));
  }
  return values;
}

/**
 * The custom fields of a deal (docs/product.md#records-and-fields), by id when GHL has the field
 * and by key otherwise.
 */
export function customFieldsFor(deal: DealRecord, definitions: GhlRawCustomField[]): GhlCustomFieldInput[] {
  const idByKey = new Map(definitions.filter((d) => d.fieldKey).map((d) => [d.fieldKey!, d.id]));
  const fields: GhlCustomFieldInput[] = CUSTOM_FIELD_KEY_LIST.map((key) => {
    const id = idByKey.get(key);
    return { ...(id ? { id } : {}), key, field_value: dealValueFor(deal, key) ?? '' };
  });
  // The underwriting fields the location has, by id (an empty value clears GHL's).
  for (const key of mappedUnderwritingKeys(definitions)) {
    fields.push({ id: idByKey.get(key)!, key, field_value: underwritingValueFor(deal, key) ?? '' });
  }
  return fields;
}

export function toPipelineDto(pipeline: GhlRawPipeline, locationId: string): GhlPipeline {
  return {
    id: pipeline.id,
    name: pipeline.name,
    stages: (pipeline.stages ?? []).map((stage) => ({ id: stage.id, name: stage.name })),
    locationId: pipeline.locationId ?? locationId,
  };
}

export function toCalendarDto(calendar: GhlRawCalendar): GhlCalendar {
  return {
    id: calendar.id,
    name: calendar.name ?? calendar.id,
    description: calendar.description ?? null,
    ...(calendar.isActive !== undefined ? { isActive: calendar.isActive } : {}),
  };
}

export function toCustomFieldDto(field: GhlRawCustomField): GhlCustomField {
  return {
    id: field.id,
    name: field.name ?? field.fieldKey ?? field.id,
    fieldKey: field.fieldKey ?? '',
    dataType: field.dataType ?? 'TEXT',
    model: field.model ?? null,
  };
}

const isoOrNull = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The contract's GhlOpportunity: custom fields by key, values as text, the pipeline's name. */
export function toOpportunityDto(
  opportunity: GhlRawOpportunity,
  definitions: GhlRawCustomField[],
  pipelines: GhlRawPipeline[],
): GhlOpportunity {
  const pipeline = pipelines.find((p) => p.id === opportunity.pipelineId);
  const contact = opportunity.contact;
  return {
    id: opportunity.id,
    name: opportunity.name ?? '',
    contact: contact ? { name: contact.name ?? null, email: contact.email ?? null } : null,
    monetaryValue: typeof opportunity.monetaryValue === 'number' ? opportunity.monetaryValue : null,
    status: opportunity.status ?? 'open',
    pipelineId: opportunity.pipelineId ?? '',
    pipelineName: pipeline?.name ?? null,
    pipelineStageId: opportunity.pipelineStageId ?? null,
    createdAt: isoOrNull(opportunity.createdAt),
    customFields: [...customValuesOf(opportunity, definitions)].map(([key, value]) => ({ key, field_value: value })),
  };
}

/** Newest first (GHL's createdAt), ties by id, so lists are stable. */
export function newestFirst(a: GhlRawOpportunity, b: GhlRawOpportunity): number {
  const at = (o: GhlRawOpportunity) => (o.createdAt ? new Date(o.createdAt).getTime() || 0 : 0);
  return at(b) - at(a) || a.id.localeCompare(b.id);
}
