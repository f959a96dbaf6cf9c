import type { Lender } from '@portal/contracts';

/** States named before '+N more' in the list. */
const STATES_SHOWN = 5;

const plural = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

/** '3 programs', or '3 programs (2 active)' when some are deactivated. */
export function programsText(lender: Pick<Lender, 'programCount' | 'activeProgramCount'>): string {
  const text = plural(lender.programCount, 'program');
  return lender.activeProgramCount < lender.programCount ? `${text} (${lender.activeProgramCount} active)` : text;
}

/** Where the active programs lend: 'Nationwide', 'TX, OK', 'AL, AK, AZ, AR, CA +4 more', or '—'. */
export function statesText(lender: Pick<Lender, 'nationwide' | 'states'>): string {
  if (lender.nationwide) return 'Nationwide';
  if (lender.states.length === 0) return '—';
  const shown = lender.states.slice(0, STATES_SHOWN).join(', ');
  const rest = lender.states.length - STATES_SHOWN;
  return rest > 0 ? `${shown} +${rest} more` : shown;
}
