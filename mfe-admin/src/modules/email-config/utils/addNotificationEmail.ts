/**
 * The notification list with `input` added (docs/product.md#email-settings): an address that is
 * empty or already present (in any case) is ignored. The address is trimmed.
 */
export function addNotificationEmail(list: readonly string[], input: string): string[] {
  const address = input.trim();
  if (!address) return [...list];
  if (list.some((existing) => existing.toLowerCase() === address.toLowerCase())) return [...list];
  return [...list, address];
}
