import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPdf } from '../../support/files';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { createDeal } from '../collaboration/helpers';
import { buildOwnerReminder } from '../../../src/features/checklist/reminders';

const DAY_MS = 86_400_000;

describe('checklist reminders (daily job → outbox → mail catcher)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { smtp: true });
    admin = await t.signInAs('rem-admin', { isAdmin: true });
    member = await t.signInAs('rem-member');
    await t.configureEmail(admin.token, ['ops@example.com']);
  });
  afterAll(() => t.close());

  it('e-mails the owner the required items missing for more than the interval, once per deal per interval', async () => {
    const start = t.clock.now();
    const reminders = t.gateway.container.services.checklistReminders;
    const dealId = await createDeal(t, member, '20 Reminder Row');
    // Everything but the rent roll and T12 of the Refinance template arrives at once.
    const list = (await (await t.request(`/deals/${dealId}/checklist`, { token: member.token })).json()) as {
      items: { id: string; required: boolean }[];
    };
    for (const entry of list.items.filter((candidate) => candidate.required)) {
      if (entry.id === 'rent-roll' || entry.id === 't12') continue;
      await t.upload(member.token, {
        dealId,
        fileName: `${entry.id}.pdf`,
        content: smallPdf(),
        checklistItemId: entry.id,
      });
    }

    // Six days later: not yet (the default interval is 7 days).
    t.clock.set(new Date(start.getTime() + 6 * DAY_MS));
    expect(await reminders.runDue()).toBe(0);

    t.clock.set(new Date(start.getTime() + 8 * DAY_MS));
    expect(await reminders.runDue()).toBe(1);
    const isReminder = (m: { subject: string }) => m.subject.includes('Documents still missing');
    const message = await t.smtp!.waitFor(isReminder);
    expect(message.to).toEqual(['rem-member@sandbox.example']);
    expect(message.text).toMatch(/20 Reminder Row \(DL-\d{4}-\d{6}\): T12 Operating Statement, Rent Roll/);
    expect(message.text).not.toContain('Personal Financial Statement');
    expect(message.text).toContain(`/deals?deal=${dealId}`);

    // The same day again, and the next day: nothing more for this deal.
    expect(await reminders.runDue()).toBe(0);
    t.clock.set(new Date(start.getTime() + 9 * DAY_MS));
    expect(await reminders.runDue()).toBe(0);

    // Once the interval has passed since the reminder, it comes again.
    t.clock.set(new Date(start.getTime() + 15 * DAY_MS + 3600_000));
    expect(await reminders.runDue()).toBe(1);
    await t.waitFor(() => t.smtp!.messages().filter(isReminder).length === 2);
  });

  it('lists the owner’s stale deals in the same daily e-mail, also when no document is overdue yet', async () => {
    const start = t.clock.now();
    const reminders = t.gateway.container.services.checklistReminders;
    const owner = await t.signInAs('rem-stale');
    // The first test moved the clock past the first admin's session.
    const thresholdsAdmin = await t.signInAs('rem-stale-admin', { isAdmin: true });
    const dealId = await createDeal(t, owner, '30 Quiet Lane');
    const saved = await t.request('/admin/settings/stale-thresholds', {
      method: 'PUT',
      token: thresholdsAdmin.token,
      json: { stages: [{ stage: 'Qualification', days: 2 }] },
    });
    expect(saved.status).toBe(200);

    // A day in Qualification: not stale yet, and its missing documents are not overdue (7 days).
    t.clock.set(new Date(start.getTime() + DAY_MS));
    expect(await reminders.runDue()).toBe(0);

    t.clock.set(new Date(start.getTime() + 3 * DAY_MS + 3600_000));
    expect(await reminders.runDue()).toBe(1);
    const message = await t.smtp!.waitFor((m) => m.to.includes('rem-stale@sandbox.example'));
    expect(message.subject).toMatch(/: Deals stale in their stage$/);
    expect(message.text).toMatch(/30 Quiet Lane \(DL-\d{4}-\d{6}\): 3 days in Qualification/);
    expect(message.text).toContain(`/deals?deal=${dealId}`);
    expect(message.text).not.toContain('Documents still missing');

    // Listed at most once per interval, like the missing documents.
    t.clock.set(new Date(start.getTime() + 4 * DAY_MS + 3600_000));
    expect(await reminders.runDue()).toBe(0);
  });

  it('the reminder content is a list of sections other reminders can join', () => {
    const message = buildOwnerReminder({
      productName: 'Portal',
      portalUrl: 'http://portal.test',
      sections: [
        { heading: 'Documents still missing', lines: ['A (DL-1): Rent Roll'] },
        { heading: 'Deals with no activity', lines: [] },
      ],
    });
    expect(message).toEqual({
      subject: 'Portal: Documents still missing',
      text: 'Documents still missing\n\nA (DL-1): Rent Roll\n\nOpen the portal: http://portal.test',
    });
    expect(buildOwnerReminder({ productName: 'Portal', portalUrl: 'x', sections: [] })).toBeNull();
  });
});
