import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../support/testGateway';
import { startPair, type Pair } from './pair';

type Deal = { id: string; ghlOpportunityId: string | null };

const form = (clientEmail: string, propertyAddress: string) => ({
  clientFirstName: 'Ada',
  clientLastName: 'Byron',
  clientPhone: '555-0100',
  clientEmail,
  propertyAddress,
  propertyType: 'Retail',
  dealType: 'Purchase',
  loanRequest: '$1M',
});

/**
 * Each instance keeps the settings it read for SETTINGS_CACHE_MS (a minute here). GHL configured
 * on one instance must not leave a deal written on the other in that time out of GHL: the writer
 * looks past its cache before deciding there is nothing to push, and so does the push job.
 */
describe('GHL configured on one instance, a deal written on the other at once', () => {
  let pair: Pair;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    pair = await startPair({ SETTINGS_CACHE_MS: '60000' }, { ghl: true });
    admin = await pair.a.signInAs('elsewhere-admin', { isAdmin: true });
    member = await pair.a.signInAs('elsewhere-member');
    // B reads the settings (GHL not configured) and keeps them for the minute.
    const before = await pair.b.request('/deals', {
      method: 'POST',
      token: member.token,
      json: form('before@example.com', '1 Early Street'),
    });
    expect(before.status).toBe(201);
  });
  afterAll(() => pair.close());

  it('is pushed to GHL and linked', async () => {
    await pair.a.configureGhl(admin.token);
    const response = await pair.b.request('/deals', {
      method: 'POST',
      token: member.token,
      json: form('elsewhere@example.com', '2 Prompt Street'),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Deal;
    const linked = await pair.b.waitFor(async () => {
      const deal = (await (await pair.b.request(`/deals/${created.id}`, { token: member.token })).json()) as Deal;
      return deal.ghlOpportunityId ?? undefined;
    });
    expect(pair.a.ghl!.opportunitiesOfEmail('elsewhere@example.com').map((o) => o.id)).toEqual([linked]);
  }, 60_000);
});
