import { format, isValid, parseISO } from 'date-fns';

/** 'MMM d, yyyy, h:mm a' in the viewer's time zone; an unreadable value is shown as it came. */
export function formatOutcomeTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy, h:mm a') : value;
}
