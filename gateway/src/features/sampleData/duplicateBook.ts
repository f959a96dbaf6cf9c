import type { UsStateCode } from '@portal/contracts';
import type { DealRecord } from '../deals/model';

/**
 * The sample book's duplicate pairs (docs/duplicates-and-fees.md): three properties each brought
 * by two different members, spelled differently, so the admins' list of flags has something to
 * review and a newcomer can see a flag and a merge on the sample data.
 */
export const DUPLICATE_SPELLINGS: { state: UsStateCode; first: string; second: string }[] = [
  {
    state: 'IL',
    first: '1200 North Lake Shore Drive, Suite 300, Chicago, Illinois 60610',
    second: '1200 N. Lake Shore Dr #300, Chicago IL 60610',
  },
  {
    state: 'GA',
    first: '455 West Peachtree Street NE, Atlanta, Georgia 30308',
    second: '455 W Peachtree St. N.E., Atlanta, GA 30308-1234',
  },
  {
    state: 'WA',
    first: '88 Second Avenue, Seattle, WA 98104',
    second: '88 2nd Ave., Bldg B, Seattle, Washington 98104',
  },
];

/** Where the pairs begin in the book (oldest first), spread over its years. */
const FIRST_AT = [12, 48, 96];

/** What the sample book needs of duplicate detection. */
export type SampleDuplicates = {
  /** Puts a deal in the property-key index without checking it. */
  index: (deal: DealRecord) => Promise<void>;
  /** Checks a deal now (raising its flag). */
  check: (dealId: string) => Promise<void>;
  /** Removes these deals' keys and the flags they raised. */
  forget: (dealIds: string[]) => Promise<void>;
};

type Draft = { owner: { id: string }; draft: Omit<DealRecord, 'dealId'> };

/**
 * Gives three pairs of open drafts of different owners the two spellings of one property (the
 * drafts are oldest first, so the second of each pair is the newer deal, the one that raises
 * the flag). Answers the pairs' deal ids.
 */
export function spellDuplicatePairs(drafts: Draft[]): [string, string][] {
  const open = (entry: Draft) => entry.draft.status !== 'Closed';
  const pairs: [string, string][] = [];
  const used = new Set<string>();
  DUPLICATE_SPELLINGS.forEach((spelling, index) => {
    const start = Math.min(FIRST_AT[index]!, Math.max(0, drafts.length - 2));
    const first = drafts.slice(start).find((entry) => open(entry) && !used.has(entry.draft._id));
    if (!first) return;
    const from = drafts.indexOf(first) + 1;
    const second = drafts
      .slice(from)
      .find((entry) => open(entry) && !used.has(entry.draft._id) && entry.owner.id !== first.owner.id);
    if (!second) return;
    for (const [entry, address] of [
      [first, spelling.first],
      [second, spelling.second],
    ] as const) {
      entry.draft.propertyAddress = address;
      entry.draft.propertyState = spelling.state;
      used.add(entry.draft._id);
    }
    pairs.push([first.draft._id, second.draft._id]);
  });
  return pairs;
}

/** Indexes every sample deal, then checks the newer deal of each pair: one open flag per pair. */
export async function raiseSampleFlags(
  duplicates: SampleDuplicates,
  deals: DealRecord[],
  pairs: [string, string][],
): Promise<void> {
  const raising = new Set(pairs.map(([, second]) => second));
  for (const deal of deals) if (!raising.has(deal._id)) await duplicates.index(deal);
  for (const id of raising) await duplicates.check(id);
}
