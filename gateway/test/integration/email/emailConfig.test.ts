import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Config = Record<string, unknown>;
const MASK = '••••••••';

describe('GET/POST /admin/email/config (getEmailConfig, saveEmailConfig)', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ PRODUCT_NAME: 'Deal Desk Test' });
    admin = await t.signInAs('mail-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const get = async () => (await (await t.request('/admin/email/config', { token: admin.token })).json()) as Config;
  const save = (json: unknown) => t.request('/admin/email/config', { method: 'POST', token: admin.token, json });

  it('before anything is saved: port 587, from name = product name, enabled, nothing else', async () => {
    expect(await get()).toEqual({
      smtpHost: null,
      smtpPort: 587,
      smtpUser: null,
      smtpPassword: null,
      hasSmtpPassword: false,
      allowUnencrypted: false,
      fromEmail: null,
      fromName: 'Deal Desk Test',
      notificationEmails: [],
      enabled: true,
      updatedAt: null,
    });
  });

  it('saves the settings; the password is encrypted at rest and masked on the way out', async () => {
    const response = await save({
      smtpHost: ' smtp.example.com ',
      smtpPort: 465,
      smtpUser: 'mailer',
      smtpPassword: 's3cret-pass',
      fromEmail: 'deals@example.com',
      fromName: 'Deals Team',
      notificationEmails: [' ops@example.com ', 'OPS@example.com', '', 'boss@example.com'],
      enabled: false,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Config;
    expect(body).toMatchObject({
      smtpHost: 'smtp.example.com',
      smtpPort: 465,
      smtpUser: 'mailer',
      smtpPassword: MASK,
      hasSmtpPassword: true,
      fromEmail: 'deals@example.com',
      fromName: 'Deals Team',
      notificationEmails: ['ops@example.com', 'boss@example.com'],
      enabled: false,
    });
    expect(JSON.stringify(body)).not.toContain('s3cret-pass');
    const stored = await t.gateway.container.repositories.emailSettings.get();
    expect(stored?.smtpPasswordEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain('s3cret-pass');
    expect(t.gateway.container.infra.secrets.decrypt(stored!.smtpPasswordEncrypted!)).toBe('s3cret-pass');
    expect(await get()).toMatchObject({ smtpPassword: MASK, hasSmtpPassword: true });
  });

  it('posting the mask back (or leaving the password out) keeps the saved password while host, port and user stay the same', async () => {
    await save({ smtpPassword: MASK, smtpHost: 'smtp.example.com', smtpPort: 465, smtpUser: 'mailer' });
    await save({ enabled: true });
    const stored = await t.gateway.container.repositories.emailSettings.get();
    expect(t.gateway.container.infra.secrets.decrypt(stored!.smtpPasswordEncrypted!)).toBe('s3cret-pass');
    expect(await get()).toMatchObject({
      smtpHost: 'smtp.example.com',
      smtpPort: 465,
      fromName: 'Deals Team',
      enabled: true,
      hasSmtpPassword: true,
    });
  });

  it('a changed host, port or user saves no password unless a new one comes with it (the mask keeps nothing)', async () => {
    const stored = async () => (await t.gateway.container.repositories.emailSettings.get())!.smtpPasswordEncrypted;
    expect(await (await save({ smtpPassword: MASK, smtpHost: 'smtp2.example.com' })).json()).toMatchObject({
      smtpHost: 'smtp2.example.com',
      smtpPassword: null,
      hasSmtpPassword: false,
    });
    expect(await stored()).toBeNull();

    for (const change of [{ smtpPort: 587 }, { smtpUser: 'someone-else' }, { smtpHost: 'smtp3.example.com' }]) {
      await save({ smtpPassword: 'again-pass' });
      expect(await stored()).not.toBeNull();
      const response = await save({ ...change });
      expect(await response.json(), JSON.stringify(change)).toMatchObject({ hasSmtpPassword: false });
      expect(await stored()).toBeNull();
    }

    // A new password with the change is saved.
    await save({ smtpHost: 'smtp.example.com', smtpPort: 465, smtpUser: 'mailer', smtpPassword: 's3cret-pass' });
    expect(t.gateway.container.infra.secrets.decrypt((await stored())!)).toBe('s3cret-pass');
  });

  it('allowUnencrypted is off until the admin turns it on, and kept when left out', async () => {
    expect(await get()).toMatchObject({ allowUnencrypted: false });
    expect(await (await save({ allowUnencrypted: true })).json()).toMatchObject({ allowUnencrypted: true });
    expect(await (await save({ enabled: true })).json()).toMatchObject({ allowUnencrypted: true });
    expect(await (await save({ allowUnencrypted: false })).json()).toMatchObject({ allowUnencrypted: false });
  });

  it('null or an empty string clears the password; an empty from name falls back to the product name', async () => {
    const response = await save({ smtpPassword: '', fromName: '  ' });
    expect(await response.json()).toMatchObject({
      smtpPassword: null,
      hasSmtpPassword: false,
      fromName: 'Deal Desk Test',
    });
  });

  it('refuses invalid addresses and ports (400)', async () => {
    const badRecipient = await save({ notificationEmails: ['ok@example.com', 'not an email'] });
    expect(badRecipient.status).toBe(400);
    expect(((await badRecipient.json()) as { error: string }).error).toBe(
      '"not an email" is not a valid email address',
    );
    const badFrom = await save({ fromEmail: 'nobody' });
    expect(badFrom.status).toBe(400);
    expect(((await badFrom.json()) as { error: string }).error).toBe('From Email must be a valid email address');
    expect((await save({ smtpPort: 0 })).status).toBe(400);
    expect((await save({ smtpPort: '587' })).status).toBe(400);
    expect((await save({ smtpPort: 70000 })).status).toBe(400);
    expect(await get()).toMatchObject({ notificationEmails: ['ops@example.com', 'boss@example.com'] });
  });

  it('anonymous 401, pending 403, member 403 (read and save)', async () => {
    expect((await t.request('/admin/email/config')).status).toBe(401);
    expect((await t.request('/admin/email/config', { method: 'POST', json: {} })).status).toBe(401);
    const pending = await t.signIn('mail-pending');
    const member = await t.signInAs('mail-member');
    for (const token of [pending.token, member.token]) {
      expect((await t.request('/admin/email/config', { token })).status).toBe(403);
      expect((await t.request('/admin/email/config', { method: 'POST', token, json: { enabled: false } })).status).toBe(
        403,
      );
    }
  });
});
