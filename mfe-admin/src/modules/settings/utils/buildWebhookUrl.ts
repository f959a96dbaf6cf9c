/** Where GHL must send its webhooks on our backend (docs/product.md#calls-to-the-gateway). */
export const GHL_WEBHOOK_PATH = '/api/webhooks/ghl';

/**
 * The webhook URL for a domain (docs/product.md#webhook-url): `https://` is prepended when the
 * domain has no http or https scheme, a trailing slash is removed, then the webhook path is
 * appended. Null when blank.
 */
export function buildWebhookUrl(domain: string): string | null {
  const trimmed = domain.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return `${withScheme.replace(/\/+$/, '')}${GHL_WEBHOOK_PATH}`;
}
