import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

const TOKEN = 'metrics-token-for-backlog-0123456789';
const MINUTE = 60_000;

/** The value of the series `name{…}` whose labels contain every fragment, or undefined. */
function sample(text: string, name: string, ...fragments: string[]): number | undefined {
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && fragments.every((f) => l.includes(f)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the background backlog on /metrics', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => (await t.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text();

  it('counts due jobs by name with the age of the oldest, leaving out held and recurring ones', async () => {
    // Jobs of a name this version does not run (as a newer instance might queue): they stay waiting.
    const name = 'job-of-another-version';
    const now = Date.now();
    const job = (nextRunAt: Date, repeatInterval: string | null = null) => ({
      name,
      data: {},
      type: 'normal',
      priority: 0,
      nextRunAt,
      lockedAt: null,
      repeatInterval,
      disabled: null,
    });
    await t.gateway.db
      .collection('agendajobs')
      .insertMany([
        job(new Date(now - 10 * MINUTE)),
        job(new Date(now - MINUTE)),
        job(new Date(now + 10 * MINUTE)),
        job(new Date(now - 5 * MINUTE), '1 hour'),
      ]);

    const text = await scrape();
    expect(sample(text, 'portal_jobs_waiting', `job="${name}"`)).toBe(2);
    const oldest = sample(text, 'portal_jobs_oldest_waiting_seconds', `job="${name}"`)!;
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(900);
    // Nothing else waits in a quiet portal.
    expect(sample(text, 'portal_ghl_pushes_waiting')).toBe(0);
    expect(sample(text, 'portal_email_outbox_waiting')).toBe(0);
  });
});
