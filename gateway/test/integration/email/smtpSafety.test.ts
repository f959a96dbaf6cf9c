import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portal/mongo-init';
import { startSmtpSandbox, type SmtpSandbox } from '../../../sandbox/smtp';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const PRIVATE = /private, loopback or link-local/;

describe('SMTP settings are safe: TLS required, private hosts refused, fixed test e-mail answers', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let strict: TestGateway;
  let strictAdmin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { smtp: true });
    admin = await t.signInAs('safe-smtp-admin', { isAdmin: true });
    strict = await startTestGateway({ SMTP_ALLOW_PRIVATE_HOSTS: 'false' });
    strictAdmin = await strict.signInAs('strict-smtp-admin', { isAdmin: true });
  });
  afterAll(async () => {
    await strict?.close();
    await t?.close();
  });

  const save = (gateway: TestGateway, token: string, json: unknown) =>
    gateway.request('/admin/email/config', { method: 'POST', token, json });
  const sendTest = (gateway: TestGateway, token: string) =>
    gateway.request('/admin/email/test', { method: 'POST', token, json: { testEmail: 'me@example.com' } });

  it('TLS is required: the catcher, which offers no STARTTLS, gets nothing until the admin allows an unencrypted connection', async () => {
    await t.configureEmail(admin.token, ['ops@example.com'], { allowUnencrypted: false });
    t.smtp!.clear();
    const refused = await sendTest(t, admin.token);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ error: 'TLS negotiation failed' });
    expect(t.smtp!.messages()).toEqual([]);

    await t.configureEmail(admin.token, ['ops@example.com'], { allowUnencrypted: true });
    const sent = await sendTest(t, admin.token);
    expect(sent.status).toBe(200);
    await t.smtp!.waitFor((m) => m.to.includes('me@example.com'));
  });

  it('private, loopback and link-local hosts (and names resolving to them) are refused at save (400) unless the deployment allows them', async () => {
    for (const smtpHost of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
    ]) {
      const response = await save(strict, strictAdmin.token, { smtpHost, smtpPort: 587 });
      expect(response.status, smtpHost).toBe(400);
      expect(((await response.json()) as { error: string }).error, smtpHost).toMatch(PRIVATE);
    }
    expect(
      (await strict.request('/admin/email/config', { token: strictAdmin.token }).then((r) => r.json())) as object,
    ).toMatchObject({
      smtpHost: null,
    });
    // Public addresses are fine; the deployment setting lets the loopback catcher through.
    expect((await save(strict, strictAdmin.token, { smtpHost: '203.0.113.10', smtpPort: 587 })).status).toBe(200);
    expect((await save(t, admin.token, { smtpHost: '127.0.0.1' })).status).toBe(200);
  });

  it('a host saved before it pointed somewhere private is checked again at send time', async () => {
    await strict.gateway.container.repositories.emailSettings.save({
      smtpHost: 'localhost',
      smtpPort: 587,
      smtpUser: null,
      smtpPasswordEncrypted: null,
      allowUnencrypted: true,
      fromEmail: 'deals@portal.example',
      fromName: 'DealDesk',
      notificationEmails: ['ops@example.com'],
      enabled: true,
      updatedAt: new Date(),
    });
    const response = await sendTest(strict, strictAdmin.token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(PRIVATE);
  });

  it('a refused login answers "Authentication failed" and nothing of the server\'s reply', async () => {
    const guarded: SmtpSandbox = await startSmtpSandbox({ password: 'the-right-one' });
    try {
      const saved = await save(t, admin.token, {
        smtpHost: guarded.smtpHost,
        smtpPort: guarded.smtpPort,
        smtpUser: 'portal',
        smtpPassword: 'a-wrong-one',
        allowUnencrypted: true,
      });
      expect(saved.status).toBe(200);
      const response = await sendTest(t, admin.token);
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: 'Authentication failed' });
      expect(text).not.toMatch(/535|Invalid|username|EAUTH/);
    } finally {
      await guarded.close();
    }
  });

  it('a closed port answers "Could not connect to the mail server" without the socket error', async () => {
    const port = await freePort();
    expect((await save(t, admin.token, { smtpHost: '127.0.0.1', smtpPort: port, allowUnencrypted: true })).status).toBe(
      200,
    );
    const response = await sendTest(t, admin.token);
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'Could not connect to the mail server' });
    expect(text).not.toMatch(new RegExp(`ECONNREFUSED|ESOCKET|ECONNECTION|127\\.0\\.0\\.1|${port}|refused`));
  });
});
