import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../../../src/cli/admin';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

describe('admin CLI', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('grants admin to an existing user, who is then a whitelisted admin on the next call', async () => {
    const { token } = await t.signIn('future-admin');
    expect((await t.request('/admin/users', { token })).status).toBe(403);
    const result = await runAdminCli(['grant', 'Future-Admin'], t.gateway.db);
    expect(result).toEqual({ code: 0, output: 'future-admin is now a whitelisted admin.' });
    const me = await (await t.request('/auth/me', { token })).json();
    expect(me).toMatchObject({ isAdmin: true, isWhitelisted: true });
  });

  it('refuses an unknown user and explains why', async () => {
    const result = await runAdminCli(['grant', 'nobody-here'], t.gateway.db);
    expect(result.code).toBe(1);
    expect(result.output).toBe('No user named "nobody-here". They must sign in once first.');
  });

  it('will not revoke the last admin without --force, and revoking ends their sessions', async () => {
    const refused = await runAdminCli(['revoke', 'future-admin'], t.gateway.db);
    expect(refused.code).toBe(1);
    await t.signIn('second-admin');
    await runAdminCli(['grant', 'second-admin'], t.gateway.db);
    const { token } = await t.signIn('future-admin');
    const revoked = await runAdminCli(['revoke', 'future-admin'], t.gateway.db);
    expect(revoked.code).toBe(0);
    expect((await t.request('/auth/me', { token })).status).toBe(401);
    expect((await runAdminCli(['list'], t.gateway.db)).output).toContain('second-admin');
  });

  it('prints usage for a bad command', async () => {
    expect((await runAdminCli(['promote'], t.gateway.db)).code).toBe(2);
  });
});
