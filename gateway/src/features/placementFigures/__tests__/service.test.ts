import { describe, expect, it } from 'vitest';
import type { FigureSubmission } from '../calculator';
import type { PlacementFiguresRepository } from '../repository';
import { createPlacementFiguresService } from '../service';

const clock = { now: () => new Date('2026-11-27T12:00:00Z') };

/** A repository over an in-memory list of submissions, counting the reads of every submission. */
function memoryRepository() {
  const submissions: FigureSubmission[] = [];
  let fullReads = 0;
  let failNext = false;
  const repository: PlacementFiguresRepository = {
    async submissions(lenderId?: string) {
      if (lenderId === undefined) fullReads += 1;
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      return submissions.filter((row) => lenderId === undefined || row.lenderId === lenderId);
    },
    async firstAnswers() {
      return new Map();
    },
    async quotes() {
      return [];
    },
    async lenderExists() {
      return true;
    },
  };
  const send = (lenderId: string) =>
    submissions.push({
      id: `s${submissions.length}`,
      lenderId,
      lenderName: lenderId,
      sentAt: new Date('2026-11-26T12:00:00Z'),
      answered: false,
      answeredAt: null,
    });
  return { repository, send, fullReads: () => fullReads, failNextRead: () => (failNext = true) };
}

const submissionsOf = async (service: ReturnType<typeof createPlacementFiguresService>, lenderId?: string) => {
  const result = await service.figures(lenderId);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.totals.submissions;
};

describe("every lender's placement figures, kept per instance", () => {
  it('answers the kept figures within the maximum age, without reading every submission again', async () => {
    const memory = memoryRepository();
    const service = createPlacementFiguresService({ repository: memory.repository, clock, maxAgeMs: 60_000 });
    memory.send('a');
    expect(await submissionsOf(service)).toBe(1);
    memory.send('a');
    expect(await submissionsOf(service)).toBe(1);
    expect(memory.fullReads()).toBe(1);
    // One lender's figures are computed for each read.
    expect(await submissionsOf(service, 'a')).toBe(2);
    service.forget();
    expect(await submissionsOf(service)).toBe(2);
  });

  it('past the maximum age a read answers the kept figures and has them computed again, once for concurrent reads', async () => {
    const memory = memoryRepository();
    const service = createPlacementFiguresService({ repository: memory.repository, clock, maxAgeMs: 0 });
    memory.send('a');
    expect(await submissionsOf(service)).toBe(1);
    memory.send('b');
    const reads = await Promise.all([submissionsOf(service), submissionsOf(service), submissionsOf(service)]);
    expect(reads).toEqual([1, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(memory.fullReads()).toBe(2);
    expect(await submissionsOf(service)).toBe(2);
  });

  it('keeps the figures it has when a background computation fails', async () => {
    const memory = memoryRepository();
    const service = createPlacementFiguresService({ repository: memory.repository, clock, maxAgeMs: 0 });
    memory.send('a');
    expect(await submissionsOf(service)).toBe(1);
    memory.failNextRead();
    memory.send('a');
    expect(await submissionsOf(service)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await submissionsOf(service)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await submissionsOf(service)).toBe(2);
  });
});
