import { format, isValid, parseISO } from 'date-fns';

/** 'MMM d, yyyy' (docs/product.md#dates); missing or invalid dates read 'No date'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'No date';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : 'No date';
}
