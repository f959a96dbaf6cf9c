import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createJobQueue } from '../../../src/infra/jobs';
import { createLogger } from '../../../src/infra/logger';

/** Far longer than the test: any job run after the first poll was taken by the poll, not the chain. */
const POLL_MS = 10 * 60_000;
const BACKLOG = 30;

/**
 * A backlog of one job name drains as fast as its jobs finish: when a run ends, the next job is
 * locked at once. Before, the next fill came too early (on Agenda's 'complete' event, with the
 * finished job still counted as locked), found the name at its lock limit, and the backlog waited
 * for the next poll: one lock limit (5 jobs) per poll, 5 s in production.
 */
describe('the job queue with a backlog of one name', () => {
  const databaseName = `test_${randomBytes(6).toString('hex')}`;
  const queue = createJobQueue({
    mongoUri: inject('mongoUri'),
    databaseName,
    processEveryMs: POLL_MS,
    retryDelayMs: 1_000,
    maxRetries: 0,
    log: createLogger('silent', false),
  });
  let client: MongoClient;

  beforeAll(async () => {
    client = await MongoClient.connect(inject('mongoUri'));
  });
  afterAll(async () => {
    await queue.stop();
    await client.db(databaseName).dropDatabase();
    await client.close();
  });

  it('runs every waiting job without waiting for the next poll', { timeout: 120_000 }, async () => {
    const ran: number[] = [];
    queue.define<{ n: number }>(
      'chained-work',
      async ({ n }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ran.push(n);
      },
      { concurrency: 2 },
    );
    // Stored before the runner starts, as another instance (or a restart) leaves them.
    const due = new Date(Date.now() - 1_000);
    for (let n = 0; n < BACKLOG; n++) await queue.schedule('chained-work', { n }, due);
    await queue.start();
    // The first fill happens at start; every later job must come from the chain.
    const stored = () => client.db(databaseName).collection('agendajobs').countDocuments({ name: 'chained-work' });
    // Done when every job ran and its finished record was removed (Agenda removes it after the run).
    const deadline = Date.now() + 90_000;
    while ((ran.length < BACKLOG || (await stored()) > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Each job ran once: none waited for the poll, none ran twice.
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: BACKLOG }, (_, n) => n));
    expect(await stored()).toBe(0);
  });
});
