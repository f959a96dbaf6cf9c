import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PURGE_INTERVAL, SESSION_PURGE_JOB } from '../../../src/features/auth/sessionPurge';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

describe('sessions: checked on every request, expired ones purged', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  const sessions = () => t.gateway.db.collection('sessions');

  it('the gateway registers the hourly purge when it starts', async () => {
    const job = await t.waitFor(() => t.gateway.db.collection('agendajobs').findOne({ name: SESSION_PURGE_JOB }));
    expect(job).toMatchObject({ name: SESSION_PURGE_JOB, repeatInterval: SESSION_PURGE_INTERVAL });
  });

  it('the purge deletes expired sessions and keeps the ones still in use', async () => {
    const { token, user } = await t.signInAs('purge-member');
    const past = new Date(t.clock.now().getTime() - 60_000);
    const expired = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of expired) await t.gateway.container.repositories.sessions.create(id, user.id, past);

    const removed = await t.gateway.container.services.sessionPurge.purge();

    expect(removed).toBeGreaterThanOrEqual(expired.length);
    expect(await sessions().countDocuments({ _id: { $in: expired } as never })).toBe(0);
    expect((await t.request('/auth/me', { token })).status).toBe(200);
  });

  it('a token whose session has expired or was revoked answers 401 even though the JWT is still valid', async () => {
    const expiring = await t.signInAs('expiring-member');
    await sessions().updateMany({ userId: expiring.user.id } as never, {
      $set: { expiresAt: new Date(t.clock.now().getTime() - 1_000) },
    });
    expect((await t.request('/auth/me', { token: expiring.token })).status).toBe(401);

    const revoked = await t.signInAs('revoked-member');
    expect((await t.request('/auth/me', { token: revoked.token })).status).toBe(200);
    await sessions().updateMany({ userId: revoked.user.id } as never, { $set: { revokedAt: t.clock.now() } });
    expect((await t.request('/auth/me', { token: revoked.token })).status).toBe(401);
  });
});
