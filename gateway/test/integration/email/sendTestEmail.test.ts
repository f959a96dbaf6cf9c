import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

describe('POST /admin/email/test (sendTestEmail)', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { smtp: true });
    admin = await t.signInAs('test-mail-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const send = (json: unknown, token = admin.token) => t.request('/admin/email/test', { method: 'POST', token, json });

  it('before SMTP is configured the answer says so (400)', async () => {
    const response = await send({ testEmail: 'me@example.com' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      'SMTP host is not configured. Save the SMTP settings first.',
    );
  });

  it('sends a test e-mail through the saved SMTP settings, authenticating with the stored password', async () => {
    await t.configureEmail(admin.token, ['ops@example.com']);
    const response = await send({ testEmail: 'me@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Test email sent to me@example.com' });
    const message = await t.smtp!.waitFor((m) => m.to.includes('me@example.com'));
    expect(message.subject).toBe('DealDesk: test email');
    expect(message.text).toContain('Your SMTP settings work.');
    expect(message.from).toContain('deals@portal.example');
    expect(message.authUser).toBe('portal');
  });

  it('an empty address answers 400 with the message of docs/product.md#email-settings', async () => {
    for (const json of [{}, { testEmail: '' }, { testEmail: '   ' }]) {
      const response = await send(json);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('Please enter a test email address');
    }
    const invalid = await send({ testEmail: 'nope' });
    expect(invalid.status).toBe(400);
  });

  it("SMTP down answers 502 with a fixed message, not the mail library's error", async () => {
    await t.smtp!.stop();
    try {
      const response = await send({ testEmail: 'me@example.com' });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toBe('Could not connect to the mail server');
    } finally {
      await t.smtp!.start();
    }
  });

  it('anonymous 401, pending 403, member 403', async () => {
    expect((await t.request('/admin/email/test', { method: 'POST', json: { testEmail: 'a@b.co' } })).status).toBe(401);
    const pending = await t.signIn('test-mail-pending');
    expect((await send({ testEmail: 'a@b.co' }, pending.token)).status).toBe(403);
    const member = await t.signInAs('test-mail-member');
    expect((await send({ testEmail: 'a@b.co' }, member.token)).status).toBe(403);
  });
});
