import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../src/features/deals/model';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type OutboxStatus = { pending: number; failed: number; lastError: string | null };

const deal = (address: string) => ({
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  clientPhone: '555-0199',
  clientEmail: 'ada@example.com',
  propertyAddress: address,
  propertyType: 'Office',
  dealType: 'Refinance',
  loanRequest: '$1M',
});

async function startWithEmail(env: Record<string, string> = {}) {
  const t = await startTestGateway(env, { smtp: true });
  const admin = await t.signInAs('outbox-admin', { isAdmin: true });
  const member = await t.signInAs('outbox-member');
  await t.configureEmail(admin.token, ['ops@example.com']);
  return { t, admin, member };
}

async function create(t: TestGateway, member: SignedIn, address: string): Promise<string> {
  const response = await t.request('/deals', { method: 'POST', token: member.token, json: deal(address) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { dealId: string }).dealId;
}

async function outboxStatus(t: TestGateway, admin: SignedIn): Promise<OutboxStatus> {
  const response = await t.request('/admin/email/outbox', { token: admin.token });
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxStatus;
}

const mailsFor = (t: TestGateway, dealId: string) =>
  t.smtp!.messages().filter((m) => m.subject.startsWith(`New deal ${dealId}:`));

describe('the e-mail outbox', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    ({ t, admin, member } = await startWithEmail());
  });
  afterAll(() => t.close());

  it('with the mail catcher down, deals still get created; once it is back every e-mail arrives exactly once', async () => {
    await t.smtp!.stop();
    const dealIds: string[] = [];
    try {
      for (let i = 0; i < 6; i++) dealIds.push(await create(t, member, `${i + 1} Outage Avenue`));
      // Every message is in the outbox and has failed at least one attempt against the dead server.
      await t.waitFor(async () => {
        const rows = await t.gateway.db.collection('outbox').find({}).toArray();
        return rows.length === 6 && rows.every((row) => row.status === 'pending' && row.attempts >= 1);
      });
      expect((await outboxStatus(t, admin)).pending).toBe(6);
      expect(t.smtp!.messages()).toHaveLength(0);
    } finally {
      await t.smtp!.start();
    }
    await t.waitFor(async () => (await outboxStatus(t, admin)).pending === 0, 30_000);
    // Nothing is left to send: a further pass of the worker sends nothing more.
    await t.gateway.container.infra.outbox.flush();
    for (const dealId of dealIds) expect(mailsFor(t, dealId)).toHaveLength(1);
    expect(t.smtp!.messages()).toHaveLength(6);
    expect(await outboxStatus(t, admin)).toEqual({ pending: 0, failed: 0, lastError: null });
  });

  it('enqueueing the same new-deal e-mail again stores and sends it once (idempotency key)', async () => {
    const dealId = await create(t, member, '9 Twice Street');
    await t.smtp!.waitFor((m) => m.subject.startsWith(`New deal ${dealId}:`));
    const record = (await t.gateway.db.collection('deals').findOne({ dealId })) as unknown as DealRecord;
    const { email } = t.gateway.container.services;
    await Promise.all([email.queueNewDealEmail(record), email.queueNewDealEmail(record)]);
    await t.gateway.container.infra.outbox.flush();
    expect(await t.gateway.db.collection('outbox').countDocuments({ key: `newDeal:${record._id}` })).toBe(1);
    expect(mailsFor(t, dealId)).toHaveLength(1);
  });

  it('a message stuck in a slow SMTP exchange does not hold back a new one; both arrive once', async () => {
    const { outbox } = t.gateway.container.infra;
    t.smtp!.hold('slow@example.com');
    try {
      await outbox.enqueue({
        key: 'slow-1',
        kind: 'test',
        subject: 'Slow one',
        text: 'held',
        to: ['slow@example.com'],
      });
      // The first is in its SMTP exchange (held by the server) when the second is stored.
      await t.waitFor(
        async () =>
          (await t.gateway.db.collection<{ _id: string }>('outboxclaims').countDocuments({ _id: 'slow-1#0' })) === 1,
      );
      await outbox.enqueue({
        key: 'fast-1',
        kind: 'test',
        subject: 'Fast one',
        text: 'not held',
        to: ['fast@example.com'],
      });
      await t.smtp!.waitFor((m) => m.subject === 'Fast one', 10_000);
      expect(t.smtp!.messages().filter((m) => m.subject === 'Slow one')).toHaveLength(0);
    } finally {
      t.smtp!.release('slow@example.com');
    }
    await t.smtp!.waitFor((m) => m.subject === 'Slow one');
    await t.waitFor(async () => (await outboxStatus(t, admin)).pending === 0);
    await outbox.flush();
    expect(t.smtp!.messages().filter((m) => m.subject === 'Slow one')).toHaveLength(1);
    expect(t.smtp!.messages().filter((m) => m.subject === 'Fast one')).toHaveLength(1);
  });

  it('members and anonymous callers cannot read or retry the outbox', async () => {
    expect((await t.request('/admin/email/outbox')).status).toBe(401);
    expect((await t.request('/admin/email/outbox', { token: member.token })).status).toBe(403);
    const retry = await t.request('/admin/email/outbox/retry', { method: 'POST', token: member.token });
    expect(retry.status).toBe(403);
    expect(((await retry.json()) as { error: string }).error).toBe('Admin access required');
  });
});

describe('failed e-mails and the admin retry', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  // Two attempts, then the message is marked failed.
  beforeAll(async () => {
    ({ t, admin, member } = await startWithEmail({ JOBS_MAX_RETRIES: '1' }));
  });
  afterAll(() => t.close());

  it('a message that exhausted its attempts is counted as failed and sent once after a retry', async () => {
    await t.smtp!.stop();
    let dealId: string;
    try {
      dealId = await create(t, member, '5 Failing Road');
      const failed = await t.waitFor(async () => {
        const status = await outboxStatus(t, admin);
        return status.failed === 1 ? status : null;
      });
      expect(failed.pending).toBe(0);
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.smtp!.start();
    }
    // A failed message stays failed (no more attempts) until the admin retries.
    await t.gateway.container.infra.outbox.flush();
    expect(mailsFor(t, dealId)).toHaveLength(0);

    const retry = await t.request('/admin/email/outbox/retry', { method: 'POST', token: admin.token });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { requeued: number }).requeued).toBe(1);
    await t.smtp!.waitFor((m) => m.subject.startsWith(`New deal ${dealId}:`));
    await t.waitFor(async () => (await outboxStatus(t, admin)).pending === 0);
    expect(mailsFor(t, dealId)).toHaveLength(1);
    expect(await outboxStatus(t, admin)).toEqual({ pending: 0, failed: 0, lastError: null });

    const again = await t.request('/admin/email/outbox/retry', { method: 'POST', token: admin.token });
    expect(await again.json()).toEqual({ requeued: 0, pending: 0, failed: 0, lastError: null });
  });
});
