import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * 'Failed to fetch custom fields: {server error or message or Unknown error}'
 * (docs/product.md#admin-messages).
 */
export function customFieldsErrorMessage(error: unknown): string {
  const body = error instanceof ApiRequestError ? error.body : undefined;
  const reason = body?.error?.trim() || body?.message?.trim() || 'Unknown error';
  return `Failed to fetch custom fields: ${reason}`;
}
