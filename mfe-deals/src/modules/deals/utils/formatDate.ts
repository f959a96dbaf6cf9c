import { format, isValid, parseISO } from 'date-fns';

/** 'MMM d, yyyy' (spec §9); missing or invalid dates read 'No date' (spec §8). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'No date';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : 'No date';
}
