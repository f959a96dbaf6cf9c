import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

const required = {
  clientFirstName: 'Grace',
  clientLastName: 'Hopper',
  clientPhone: '555-0199',
  clientEmail: 'grace@example.com',
  propertyAddress: '99 Compiler Court',
};

type ErrorBody = { error: string; details?: { field: string; message: string }[] };

describe('PUT /deals/{id} (updateDeal)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('edit-member');
    other = await t.signInAs('edit-other');
    deal = await seedDeal(
      t.gateway.container,
      { _id: member.user.id, username: 'edit-member' },
      {
        loanRequest: '$1.5M',
        sponsorNetWorth: '$10M',
        propertyVintage: '1970',
        createdAt: new Date(t.clock.now().getTime() - 60_000),
      },
    );
  });
  afterAll(() => t.close());

  const put = (id: string, json: unknown, token = member.token) =>
    t.request(`/deals/${id}`, { method: 'PUT', token, json });

  it('the owner edits: names join into contactName, left-out fields stay, empty ones clear', async () => {
    const response = await put(deal._id, { ...required, propertyVintage: '' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: deal._id,
      dealId: deal.dealId,
      contactName: 'Grace Hopper',
      contactPhone: '555-0199',
      contactEmail: 'grace@example.com',
      propertyAddress: '99 Compiler Court',
      loanRequest: '$1.5M',
      loanAmount: 1_500_000,
      sponsorNetWorth: '$10M',
      propertyVintage: null,
    });
    expect(new Date(String(body.updatedAt)).getTime()).toBeGreaterThan(new Date(deal.updatedAt).getTime());
  });

  it('changing the loan request recomputes loanAmount; loan request is optional on edit', async () => {
    const changed = await put(deal._id, { ...required, loanRequest: '750K' });
    expect(await changed.json()).toMatchObject({ loanRequest: '750K', loanAmount: 750_000 });
    const cleared = await put(deal._id, { ...required, loanRequest: '' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ loanRequest: null, loanAmount: null });
  });

  it.each([
    ['clientFirstName', 'First Name is required'],
    ['clientLastName', 'Last Name is required'],
    ['clientPhone', 'Phone Number is required'],
    ['clientEmail', 'Email Address is required'],
    ['propertyAddress', 'Property Address is required'],
  ])('a missing or blank %s answers 400 "%s"', async (field, message) => {
    const blank = await put(deal._id, { ...required, [field]: '' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).details).toEqual([{ field: `body.${field}`, message }]);
    const { [field]: _dropped, ...without } = required as Record<string, string>;
    const missing = await put(deal._id, without);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error).toBe(message);
  });

  it("a member cannot edit another member's deal (404), and it is left unchanged", async () => {
    const response = await put(deal._id, { ...required, clientFirstName: 'Mallory' }, other.token);
    expect(response.status).toBe(404);
    const stored = await t.gateway.container.repositories.deals.findById(deal._id);
    expect(stored?.contactName).not.toContain('Mallory');
  });

  it('an admin cannot edit a deal they do not own either (404)', async () => {
    const admin = await t.signInAs('edit-admin', { isAdmin: true });
    expect((await put(deal._id, required, admin.token)).status).toBe(404);
  });

  it('anonymous 401, pending 403', async () => {
    expect((await t.request(`/deals/${deal._id}`, { method: 'PUT', json: required })).status).toBe(401);
    const pending = await t.signIn('edit-pending');
    expect((await put(deal._id, required, pending.token)).status).toBe(403);
  });
});
