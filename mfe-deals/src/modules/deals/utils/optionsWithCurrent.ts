/**
 * The options of a select plus the current value when it is not one of them (an edit form
 * always keeps the deal's current value selectable, so saving never silently drops data;
 * docs/product.md#create-and-edit-dialogs).
 */
export function optionsWithCurrent(options: readonly string[], current: string | null | undefined): string[] {
  const value = current?.trim();
  if (!value || options.includes(value)) return [...options];
  return [value, ...options];
}
