import type { GhlCalendar, GhlCustomField, GhlOpportunity, GhlPipeline } from '@portal/contracts';
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
  return CUSTOM_FIELD_KEY_LIST.map((key) => {
    const id = idByKey.get(key);
    return { ...(id ? { id } : {}), key, field_value: dealValueFor(deal, key) ?? '' };
  });
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
