import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealRecord } from '../../../src/features/deals/service';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const HOLD_MS = 800;

/**
 * The new-deal e-mail is stored before its deal. These tests stop a create between its steps, as
 * a killed process or a database gone after the insert would: the e-mail must still arrive for a
 * deal that was stored, and never for one that was not. (A create that completes releases its
 * e-mail at once: newDealEmail.test.ts runs with the default one-minute hold.)
 */
describe('the new-deal e-mail when a create stops half-way', () => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ NEW_DEAL_EMAIL_HOLD_MS: String(HOLD_MS) }, { smtp: true });
    const admin = await t.signInAs('hold-admin', { isAdmin: true });
    member = await t.signInAs('hold-member');
    await t.configureEmail(admin.token, ['ops@example.com']);
  });
  afterAll(() => t.close());

  const record = (address: string) =>
    newDealRecord(
      { id: member.user.id, username: 'hold-member' },
      { propertyAddress: address, contactName: 'Ada Lovelace', propertyType: 'Retail', dealType: 'Bridge' },
      new Date(),
    );
  const outboxEntry = (dealKey: string) =>
    t.gateway.db.collection('outbox').findOne({ _id: `newDeal:${dealKey}` as never });

  it('a deal stored by a request that died before releasing its e-mail still gets it, numbered as stored', async () => {
    const { email } = t.gateway.container.services;
    const prepared = record('7 Interrupted Way');
    await email.prepareNewDealEmail(prepared);
    // Held: nothing is sent while the creating request may still confirm the deal.
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS / 4));
    expect(t.smtp!.messages().some((m) => m.text.includes('7 Interrupted Way'))).toBe(false);
    const stored = await t.gateway.container.repositories.deals.create(prepared);
    // ...and the request never calls newDealStored: the hold runs out and the outbox poll sends it.
    const message = await t.smtp!.waitFor((m) => m.text.includes('7 Interrupted Way'), 20_000);
    expect(message.subject).toBe(`New deal ${stored.dealId}: 7 Interrupted Way`);
    expect(message.text).toContain(`Deal ID: ${stored.dealId}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.smtp!.messages().filter((m) => m.text.includes('7 Interrupted Way'))).toHaveLength(1);
  });

  it('a deal that was never stored sends no e-mail; its held message is dropped as skipped', async () => {
    const prepared = record('8 Never Stored Street');
    await t.gateway.container.services.email.prepareNewDealEmail(prepared);
    const entry = await t.waitFor(async () => {
      const found = await outboxEntry(prepared._id);
      return found?.status === 'skipped' ? found : null;
    }, 20_000);
    expect(entry.sentAt).toBeNull();
    expect(t.smtp!.messages().some((m) => m.text.includes('8 Never Stored Street'))).toBe(false);
  });
});
