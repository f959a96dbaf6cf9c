import { describe, expect, it } from 'vitest';
import { NEWEST_KEPT, createNewestList, foldNewest, listOrder, opsFor, type NewDeal } from '../rollupMath';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));
const deal = (id: string, minute: number): NewDeal => ({ id, at: at(minute) });
const ids = (list: NewDeal[]) => list.map((entry) => entry.id);

/** The scope's deals in the lists' order, as a sorted query would return them. */
const truth = (deals: NewDeal[]) => [...deals].sort(listOrder);

describe("the rollups' newest lists (a list's first page read by _id)", () => {
  it('orders newest created first, then by _id descending like the list query', () => {
    expect(ids(truth([deal('a', 1), deal('c', 2), deal('b', 2)]))).toEqual(['c', 'b', 'a']);
  });

  it('a complete list takes every new deal, and keeps the newest NEWEST_KEPT', () => {
    let list: NewDeal[] = [];
    const all: NewDeal[] = [];
    for (let i = 0; i < NEWEST_KEPT + 10; i++) {
      const created = deal(`d${String(i).padStart(3, '0')}`, i);
      list = foldNewest(list, all.length, [], [created]);
      all.push(created);
    }
    expect(ids(list)).toEqual(ids(truth(all)).slice(0, NEWEST_KEPT));
  });

  it('a list shortened by a deletion stays the start of the order: an older deal does not join, a newer one does', () => {
    const all = Array.from({ length: NEWEST_KEPT + 5 }, (_, i) => deal(`d${String(i).padStart(3, '0')}`, 100 + i));
    const built = createNewestList();
    for (const entry of all) built.add({ _id: entry.id, createdAt: entry.at });
    let list = built.list();
    expect(list).toHaveLength(NEWEST_KEPT);
    // The newest deal is deleted: the list no longer knows the 65th deal.
    list = foldNewest(list, all.length, [list[0]!.id], []);
    expect(list).toHaveLength(NEWEST_KEPT - 1);
    // A deal older than every listed one (imported with an old date) must not join: deals not kept come before it.
    list = foldNewest(list, all.length - 1, [], [deal('old', 0)]);
    expect(ids(list)).not.toContain('old');
    // A new deal joins at the front.
    list = foldNewest(list, all.length, [], [deal('new', 1000)]);
    expect(list[0]!.id).toBe('new');
    const remaining = truth([...all.slice(0, -1), deal('old', 0), deal('new', 1000)]);
    expect(ids(list)).toEqual(ids(remaining).slice(0, list.length));
  });

  it('a create and a delete of a deal make the ops that list and unlist it, an edit none', () => {
    const base = {
      _id: 'x',
      dealId: 'DL-2026-000001',
      userId: 'u1',
      status: 'Open',
      stage: 'Qualification',
      createdAt: at(5),
      stageHistory: [],
    } as unknown as Parameters<typeof opsFor>[0] & object;
    const created = opsFor(null, base);
    expect(created.find((op) => op.key === 'global')?.list).toEqual([{ id: 'x', at: at(5) }]);
    expect(created.find((op) => op.key === 'user:u1')?.list).toEqual([{ id: 'x', at: at(5) }]);
    const edited = opsFor(base, { ...base, status: 'Closed' });
    expect(edited.every((op) => !op.list?.length && !op.unlist?.length)).toBe(true);
    const deleted = opsFor(base, null);
    expect(deleted.find((op) => op.key === 'user:u1')?.unlist).toEqual(['x']);
  });
});
