import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const deal = (address: string) => ({
  clientFirstName: 'Marie',
  clientLastName: 'Curie',
  clientPhone: '555-0111',
  clientEmail: 'marie@example.com',
  propertyAddress: address,
  propertyType: 'Office',
  dealType: 'Refinance',
  loanRequest: '$2.5M',
});

describe('the new-deal e-mail (an Agenda job)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { smtp: true });
    admin = await t.signInAs('notify-admin', { isAdmin: true });
    member = await t.signInAs('notify-member');
    await t.configureEmail(admin.token, ['ops@example.com', 'boss@example.com']);
  });
  afterAll(() => t.close());

  const create = async (address: string) => {
    const response = await t.request('/deals', { method: 'POST', token: member.token, json: deal(address) });
    expect(response.status).toBe(201);
    return (await response.json()) as { dealId: string };
  };

  it('a new deal e-mails the notification addresses with deal id, client, property, loan request and creator', async () => {
    const { dealId } = await create('1 Radium Road');
    const message = await t.smtp!.waitFor((m) => m.subject.includes(dealId));
    expect(message.subject).toBe(`New deal ${dealId}: 1 Radium Road`);
    expect(message.to.sort()).toEqual(['boss@example.com', 'ops@example.com']);
    expect(message.from).toBe('DealDesk <deals@portal.example>');
    for (const line of [
      `Deal ID: ${dealId}`,
      'Client: Marie Curie · marie@example.com · 555-0111',
      'Property: 1 Radium Road · Office',
      'Deal type: Refinance',
      'Loan request: $2.5M',
      'Created by: notify-member',
    ]) {
      expect(message.text).toContain(line);
    }
  });

  it('with the SMTP server down the deal is still created, and the e-mail arrives once it is back', async () => {
    await t.smtp!.stop();
    let dealId: string;
    try {
      ({ dealId } = await create('2 Outage Street'));
      // Let the job fail at least once against the dead server.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(t.smtp!.messages().some((m) => m.subject.includes(dealId))).toBe(false);
    } finally {
      await t.smtp!.start();
    }
    const message = await t.smtp!.waitFor((m) => m.subject.includes(dealId!), 20_000);
    expect(message.text).toContain('Property: 2 Outage Street · Office');
    // Exactly one e-mail for that deal, however many attempts it took.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.smtp!.messages().filter((m) => m.subject.includes(dealId!))).toHaveLength(1);
  });

  it('no e-mail when notifications are disabled', async () => {
    await t.request('/admin/email/config', { method: 'POST', token: admin.token, json: { enabled: false } });
    const { dealId } = await create('3 Quiet Lane');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(t.smtp!.messages().some((m) => m.subject.includes(dealId))).toBe(false);
    await t.request('/admin/email/config', { method: 'POST', token: admin.token, json: { enabled: true } });
  });
});
