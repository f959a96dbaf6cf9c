import type { LenderImportResult } from '@portal/contracts';

type Kind = 'lender' | 'program' | 'contact';

const count = (value: number, noun: Kind) => `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;

/** What an import did (or, dry, would do) to each kind: 'Lenders: 2 new, 1 updated'. */
export function importSummaryLines(result: LenderImportResult): string[] {
  return [
    `Lenders: ${result.lendersCreated} new, ${result.lendersUpdated} updated`,
    `Programs: ${result.programsCreated} new, ${result.programsUpdated} updated`,
    `Contacts: ${result.contactsCreated} new, ${result.contactsUpdated} updated`,
  ];
}

/** The same in one sentence, for the toast: '2 lenders, 3 programs and 1 contact added; 1 lender updated'. */
export function importSummaryText(result: LenderImportResult): string {
  const part = (values: [number, Kind][], verb: string) => {
    const named = values.filter(([value]) => value > 0).map(([value, noun]) => count(value, noun));
    if (named.length === 0) return null;
    const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
    return `${list} ${verb}`;
  };
  const parts = [
    part(
      [
        [result.lendersCreated, 'lender'],
        [result.programsCreated, 'program'],
        [result.contactsCreated, 'contact'],
      ],
      'added',
    ),
    part(
      [
        [result.lendersUpdated, 'lender'],
        [result.programsUpdated, 'program'],
        [result.contactsUpdated, 'contact'],
      ],
      'updated',
    ),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'nothing changed';
}
