import type { Quotas, QuotasRequest } from '@portal/contracts';

export type QuotaName = keyof Quotas['limits'];

const MIB = 1024 * 1024;

/** The quotas as the form shows them: counts as they are, bytes in MB. */
export const QUOTA_FIELDS: readonly {
  name: QuotaName;
  label: string;
  unit: string;
  hint: string;
  bytes: boolean;
  max: number;
}[] = [
  {
    name: 'notificationStreamsPerMember',
    label: 'Open notification streams per member',
    unit: 'streams',
    hint: 'Browser tabs receiving live notifications at once; opening one more closes the oldest.',
    bytes: false,
    max: 100,
  },
  {
    name: 'writesPerMinutePerMember',
    label: 'Changes per minute per member',
    unit: 'per minute',
    hint: 'Deals, documents and comments created, edited or deleted; past it a member is asked to wait.',
    bytes: false,
    max: 100_000,
  },
  {
    name: 'storedBytesPerMember',
    label: 'Document storage per member',
    unit: 'MB',
    hint: 'All documents a member uploaded, on every deal; uploads past it are refused.',
    bytes: true,
    max: 1024 * 1024,
  },
  {
    name: 'storedBytesPerDeal',
    label: 'Document storage per deal',
    unit: 'MB',
    hint: 'All documents of one deal; uploads past it are refused.',
    bytes: true,
    max: 1024 * 1024,
  },
];

/** How a value shows in its field: MB with at most two decimals for bytes. */
export function quotaText(value: number, bytes: boolean): string {
  return bytes ? String(Math.round((value / MIB) * 100) / 100) : String(value);
}

export type QuotaDraft = Record<QuotaName, string>;

export const toQuotaDraft = (quotas: Quotas): QuotaDraft =>
  Object.fromEntries(
    QUOTA_FIELDS.map((field) => [field.name, quotaText(quotas.limits[field.name], field.bytes)]),
  ) as QuotaDraft;

/** The problem with a field's text, or null. */
export function quotaError(text: string, field: (typeof QUOTA_FIELDS)[number]): string | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (field.bytes) {
    if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || value <= 0 || value > field.max) {
      return `${field.label}: enter a size in MB above 0 and up to ${field.max.toLocaleString('en-US')} (at most two decimals)`;
    }
    return null;
  }
  if (!/^\d+$/.test(trimmed) || value < 1 || value > field.max) {
    return `${field.label}: enter a whole number from 1 to ${field.max.toLocaleString('en-US')}`;
  }
  return null;
}

/** The request for the fields whose text changed from what is saved (bytes from MB). */
export function quotasRequest(draft: QuotaDraft, saved: QuotaDraft): QuotasRequest {
  const request: QuotasRequest = {};
  for (const field of QUOTA_FIELDS) {
    const text = draft[field.name].trim();
    if (text === saved[field.name]) continue;
    request[field.name] = field.bytes ? Math.round(Number(text) * MIB) : Number(text);
  }
  return request;
}
