import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal } from './helpers';

describe('notification e-mails per preferences, and the daily digest (outbox → mail catcher)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { smtp: true });
    admin = await t.signInAs('mail-admin', { isAdmin: true });
    member = await t.signInAs('mail-member');
    await t.configureEmail(admin.token, ['ops@example.com']);
  });
  afterAll(() => t.close());

  const prefer = async (token: string, json: unknown) => {
    const response = await t.request('/notifications/preferences', { method: 'PUT', token, json });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('defaults: every kind in the portal only, no digest', async () => {
    const response = await t.request('/notifications/preferences', { token: member.token });
    expect(await response.json()).toEqual({
      channels: {
        stageChanged: 'inApp',
        commentAdded: 'inApp',
        documentAdded: 'inApp',
        accessApproved: 'inApp',
        dealCreated: 'inApp',
        checklistReviewed: 'inApp',
        quoteReceived: 'inApp',
        quoteSelected: 'inApp',
      },
      dailyDigest: false,
    });
  });

  it('a kind set to e-mail sends one to the member’s own address; in-app only sends none', async () => {
    const dealId = await createDeal(t, member, '50 Mailbox Mews');
    await comment(t, admin.token, dealId, 'No e-mail for this one');
    await prefer(member.token, { channels: { commentAdded: 'email' } });
    await comment(t, admin.token, dealId, 'This one is e-mailed');
    const message = await t.smtp!.waitFor((m) => m.text.includes('This one is e-mailed'));
    expect(message.to).toEqual(['mail-member@sandbox.example']);
    expect(message.subject).toBe('New comment on 50 Mailbox Mews');
    expect(message.text).toContain('mail-admin: This one is e-mailed');
    // Let the outbox run: the in-app-only comment never became an e-mail.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(t.smtp!.messages().some((m) => m.text.includes('No e-mail for this one'))).toBe(false);
    expect(t.smtp!.messages().filter((m) => m.text.includes('This one is e-mailed'))).toHaveLength(1);
  });

  it('the daily digest lists the previous day’s unread notifications, once, from 07:00 UTC', async () => {
    // Tomorrow 15:00 UTC (signed in again: the clock moves past the tokens' lifetime).
    const now = t.clock.now();
    const day = (offset: number, hour: number, minute = 0) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset, hour, minute));
    t.clock.set(day(1, 15));
    admin = await t.signInAs('mail-admin', { isAdmin: true });
    member = await t.signInAs('mail-member');
    await prefer(member.token, { channels: { commentAdded: 'inApp' }, dailyDigest: true });
    const dealId = await createDeal(t, member, '51 Digest Drive');
    await comment(t, admin.token, dealId, 'Waiting for the digest');
    const digest = t.gateway.container.services.notificationDigest;

    t.clock.set(day(2, 6, 30));
    expect(await digest.runDue()).toBe(0);
    t.clock.set(day(2, 7, 30));
    expect(await digest.runDue()).toBe(1);
    expect(await digest.runDue()).toBe(0);

    const message = await t.smtp!.waitFor((m) => m.subject.includes('unread notification'));
    expect(message.to).toEqual(['mail-member@sandbox.example']);
    expect(message.text).toContain('New comment on 51 Digest Drive: mail-admin: Waiting for the digest');
  });
});
