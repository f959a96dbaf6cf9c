import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const MINUTE = 60_000;

type Figure = { waiting: number; oldestAgeSeconds: number };
type Backlog = { jobs: (Figure & { name: string })[]; outbox: Figure; ghlPushes: Figure; checkedAt: string };

describe('GET /admin/backlog (getBacklog)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('backlog-admin', { isAdmin: true });
    member = await t.signInAs('backlog-member');
  });
  afterAll(() => t.close());

  it('a quiet portal has nothing waiting', async () => {
    const answer = await t.request('/admin/backlog', { token: admin.token });
    expect(answer.status).toBe(200);
    const backlog = (await answer.json()) as Backlog;
    expect(backlog.outbox).toEqual({ waiting: 0, oldestAgeSeconds: 0 });
    expect(backlog.ghlPushes).toEqual({ waiting: 0, oldestAgeSeconds: 0 });
    expect(Math.abs(Date.parse(backlog.checkedAt) - Date.now())).toBeLessThan(MINUTE);
  });

  it('an admin gets the due jobs by name, the waiting e-mails and GHL pushes, with the age of the oldest', async () => {
    const now = Date.now();
    const db = t.gateway.db;
    const job = (name: string, nextRunAt: Date, changes: Record<string, unknown> = {}) => ({
      name,
      data: {},
      type: 'normal',
      priority: 0,
      nextRunAt,
      lockedAt: null,
      repeatInterval: null,
      disabled: null,
      ...changes,
    });
    await db.collection('agendajobs').insertMany([
      // Jobs of a name this version does not run (as a newer instance might queue): they stay waiting.
      job('job-of-another-version', new Date(now - 10 * MINUTE)),
      job('job-of-another-version', new Date(now - MINUTE)),
      // Held for later, and a recurring schedule: not a backlog.
      job('job-of-another-version', new Date(now + 10 * MINUTE)),
      job('job-of-another-version', new Date(now - 5 * MINUTE), { repeatInterval: '1 hour' }),
      // A push another instance has just locked (this one leaves it alone): due for 3 minutes.
      job('ghl-push-deal', new Date(now - 3 * MINUTE), { data: { dealId: 'some-deal' }, lockedAt: new Date(now) }),
    ] as never[]);
    // An e-mail due for 5 minutes whose attempt another instance holds.
    const key = 'newDeal:backlog-test';
    await db.collection('outbox').insertOne({
      _id: key,
      key,
      kind: 'newDeal',
      subject: 'New deal',
      text: 'A new deal was created.',
      status: 'pending',
      attempts: 0,
      attemptsSinceRetry: 0,
      nextAttemptAt: new Date(now - 5 * MINUTE),
      lastError: null,
      createdAt: new Date(now - 5 * MINUTE),
      updatedAt: new Date(now - 5 * MINUTE),
      sentAt: null,
    } as never);
    await db.collection('outboxclaims').insertOne({
      _id: `${key}#0`,
      messageId: key,
      attempt: 0,
      holder: 'another-instance',
      claimedAt: new Date(now),
      expiresAt: new Date(now + 60 * MINUTE),
    } as never);
    // The figures of a read within the last second are reused: wait past it.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const answer = await t.request('/admin/backlog', { token: admin.token });
    expect(answer.status).toBe(200);
    const backlog = (await answer.json()) as Backlog;

    const other = backlog.jobs.find((entry) => entry.name === 'job-of-another-version');
    expect(other?.waiting).toBe(2);
    expect(other?.oldestAgeSeconds).toBeGreaterThanOrEqual(600);
    expect(other?.oldestAgeSeconds).toBeLessThan(900);
    expect(backlog.jobs.find((entry) => entry.name === 'ghl-push-deal')?.waiting).toBe(1);
    expect(backlog.ghlPushes.waiting).toBe(1);
    expect(backlog.ghlPushes.oldestAgeSeconds).toBeGreaterThanOrEqual(180);
    expect(backlog.ghlPushes.oldestAgeSeconds).toBeLessThan(480);
    expect(backlog.outbox.waiting).toBe(1);
    expect(backlog.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(300);
    expect(backlog.outbox.oldestAgeSeconds).toBeLessThan(600);
  });

  it('a member is refused (403)', async () => {
    const answer = await t.request('/admin/backlog', { token: member.token });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error: string }).error).toBe('Admin access required');
  });

  it('an anonymous caller is refused (401)', async () => {
    expect((await t.request('/admin/backlog')).status).toBe(401);
  });
});
