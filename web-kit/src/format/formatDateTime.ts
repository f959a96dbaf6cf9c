import { format, isValid, parseISO } from 'date-fns';

/** 'MMM d, yyyy h:mm a' (docs/product.md#dates); invalid or missing dates read 'No date'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'No date';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm a') : 'No date';
}
