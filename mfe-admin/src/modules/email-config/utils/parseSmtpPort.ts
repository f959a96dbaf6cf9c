/**
 * The SMTP port parsed as an integer (docs/product.md#email-settings); null unless it is a whole
 * number from 1 to 65535.
 */
export function parseSmtpPort(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const port = Number.parseInt(trimmed, 10);
  return port >= 1 && port <= 65535 ? port : null;
}
