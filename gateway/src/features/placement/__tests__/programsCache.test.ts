import { describe, expect, it } from 'vitest';
import type { ProgramRecord } from '../../lenders/model';
import { createProgramsCache } from '../programsCache';
import type { LenderCard } from '../repository';

const lender: LenderCard = { id: 'l-1', name: 'Harbor Bank', type: 'bank', website: null };

const record = (id: string, extra: Partial<ProgramRecord> = {}): ProgramRecord =>
  ({
    _id: id,
    lenderId: lender.id,
    lenderName: lender.name,
    lenderActive: true,
    name: `Program ${id}`,
    nameKey: `program ${id}`,
    loanPurposes: [],
    propertyTypes: [],
    minLoan: null,
    maxLoan: null,
    maxLtv: 70,
    maxLtc: null,
    minDscr: 1.25,
    minDebtYield: null,
    states: [],
    nationwide: true,
    recourse: null,
    termMinMonths: 12,
    termMaxMonths: 120,
    indicativeRate: 7,
    notes: null,
    active: true,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...extra,
  }) as ProgramRecord;

/** A directory in memory with a stored version, counting the reads the cache makes. */
function directory() {
  const state = { version: 'v1', programs: [record('p-1')], versionReads: 0, loads: 0 };
  const listeners = new Set<(version: string) => void>();
  let clock = 0;
  const cache = createProgramsCache({
    repository: {
      async activePrograms() {
        state.loads += 1;
        return { programs: [...state.programs], lenders: [lender] };
      },
    },
    programsVersion: {
      async current() {
        state.versionReads += 1;
        return { version: state.version, changedAt: null };
      },
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    checkEveryMs: 1000,
    now: () => clock,
  });
  return {
    state,
    cache,
    advance: (ms: number) => (clock += ms),
    /** A change made on another instance: only the stored version tells. */
    changeElsewhere(programs: ProgramRecord[]) {
      state.programs = programs;
      state.version = `v${Number(state.version.slice(1)) + 1}`;
    },
    /** A change made on this instance: the version store tells its listeners at once. */
    changeHere(programs: ProgramRecord[]) {
      state.programs = programs;
      state.version = `v${Number(state.version.slice(1)) + 1}`;
      for (const listener of listeners) listener(state.version);
    },
  };
}

describe('the programs cache', () => {
  it('maps stored programs to credit boxes with their lender', async () => {
    const { cache } = directory();
    const [program] = await cache.programs();
    expect(program).toMatchObject({
      id: 'p-1',
      name: 'Program p-1',
      maxLtvPercent: 70,
      minDscr: 1.25,
      minTermMonths: 12,
      maxTermMonths: 120,
      indicativeRatePercent: 7,
      nationwide: true,
      active: true,
      lender,
    });
    expect(program!.record._id).toBe('p-1');
  });

  it('reads the stored version at most once a second and reloads only when it differs', async () => {
    const { state, cache, advance, changeElsewhere } = directory();
    await cache.programs();
    await cache.programs();
    expect(state).toMatchObject({ versionReads: 1, loads: 1 });

    advance(1000);
    await cache.programs();
    expect(state).toMatchObject({ versionReads: 2, loads: 1 });

    changeElsewhere([record('p-1'), record('p-2')]);
    expect(await cache.programs()).toHaveLength(1);
    advance(1000);
    expect((await cache.programs()).map((p) => p.id)).toEqual(['p-1', 'p-2']);
    expect(state).toMatchObject({ versionReads: 3, loads: 2 });
  });

  it('drops its programs at once after a change made on this instance', async () => {
    const { state, cache, changeHere } = directory();
    await cache.programs();
    changeHere([]);
    expect(await cache.programs()).toEqual([]);
    expect(state.loads).toBe(2);
  });

  it('shares one load between concurrent requests', async () => {
    const { state, cache } = directory();
    await Promise.all([cache.programs(), cache.programs(), cache.programs()]);
    expect(state).toMatchObject({ versionReads: 1, loads: 1 });
  });

  it('marks the programs of an inactive lender inactive, so matching skips them', async () => {
    const { cache, changeHere } = directory();
    changeHere([record('p-1', { lenderActive: false })]);
    const [program] = await cache.programs();
    expect(program!.active).toBe(false);
  });
});
