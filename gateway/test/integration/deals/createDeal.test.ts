import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const validDeal = {
  discordUsername: 'someone-else',
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  clientPhone: '555-0101',
  clientEmail: 'ada@example.com',
  dealType: 'Acquisition',
  propertyType: 'Multifamily',
  propertyAddress: '12 Analytical Way, London',
  propertyVintage: '1985',
  sponsorNetWorth: '$5M',
  sponsorLiquidity: '$750K',
  loanRequest: '$1.5M',
  anyAdditionalInformation: 'Needs to close in 45 days',
};

type ErrorBody = { error: string; message: string; details?: { field: string; message: string }[] };

describe('POST /deals (createDeal)', () => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('deal-maker');
  });
  afterAll(() => t.close());

  const create = (json: unknown, token = member.token) => t.request('/deals', { method: 'POST', token, json });

  it('creates a deal owned by the caller with dealId, loanAmount, contactName, Open and Qualification', async () => {
    const response = await create(validDeal);
    expect(response.status).toBe(201);
    const deal = (await response.json()) as Record<string, unknown>;
    expect(deal).toMatchObject({
      userId: member.user.id,
      createdBy: 'deal-maker',
      contactName: 'Ada Lovelace',
      contactPhone: '555-0101',
      contactEmail: 'ada@example.com',
      propertyAddress: '12 Analytical Way, London',
      propertyType: 'Multifamily',
      dealType: 'Acquisition',
      propertyVintage: '1985',
      sponsorNetWorth: '$5M',
      sponsorLiquidity: '$750K',
      loanRequest: '$1.5M',
      loanAmount: 1_500_000,
      additionalInformation: 'Needs to close in 45 days',
      status: 'Open',
      stage: 'Qualification',
      stageHistory: [],
      propertyName: null,
      ghlOpportunityId: null,
      applicationLoanRequest: null,
    });
    expect(deal.dealId).toMatch(new RegExp(`^DL-${new Date().getUTCFullYear()}-\\d{6}$`));
    // The creator is the token's user, whatever discordUsername says.
    expect(deal.createdBy).not.toBe('someone-else');
    const list = ((await (await t.request('/deals', { token: member.token })).json()) as { items: { id: string }[] })
      .items;
    expect(list.map((d) => d.id)).toContain(deal.id);
  });

  it.each([
    ['500K', 500_000],
    ['$2,000,000', 2_000_000],
    ['1.25B', 1_250_000_000],
    ['about a million', null],
  ])('stores loanAmount for "%s" as %s (the shared parser)', async (loanRequest, loanAmount) => {
    const response = await create({ ...validDeal, loanRequest });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ loanRequest, loanAmount });
  });

  it('answers every missing field with its message (docs/product.md#deal-form-validation), the first one as the error', async () => {
    const response = await create({ discordUsername: 'x' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toBe('First Name is required');
    expect(body.details).toEqual([
      { field: 'body.clientFirstName', message: 'First Name is required' },
      { field: 'body.clientLastName', message: 'Last Name is required' },
      { field: 'body.clientPhone', message: 'Phone Number is required' },
      { field: 'body.clientEmail', message: 'Email Address is required' },
      { field: 'body.propertyAddress', message: 'Property Address is required' },
      { field: 'body.loanRequest', message: 'Loan Request is required' },
    ]);
  });

  it.each([
    ['clientFirstName', 'First Name is required'],
    ['clientLastName', 'Last Name is required'],
    ['clientPhone', 'Phone Number is required'],
    ['clientEmail', 'Email Address is required'],
    ['propertyAddress', 'Property Address is required'],
    ['loanRequest', 'Loan Request is required'],
  ])('a blank %s answers 400 "%s"', async (field, message) => {
    const response = await create({ ...validDeal, [field]: '   ' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toBe(message);
    expect(body.details).toEqual([{ field: `body.${field}`, message }]);
  });

  it('refuses an e-mail address that is not one', async () => {
    const response = await create({ ...validDeal, clientEmail: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toBe('Please enter a valid email address');
  });

  it('refuses fields the contract does not know and over-long values (400)', async () => {
    expect((await create({ ...validDeal, userId: 'someone' })).status).toBe(400);
    expect((await create({ ...validDeal, clientFirstName: 'x'.repeat(101) })).status).toBe(400);
  });

  it('numbers deals uniquely even when many are created at once', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, () => create(validDeal)));
    expect(responses.map((r) => r.status)).toEqual(Array(60).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { dealId: string }).dealId));
    expect(new Set(ids).size).toBe(60);
  });

  it('anonymous 401, pending 403', async () => {
    expect((await t.request('/deals', { method: 'POST', json: validDeal })).status).toBe(401);
    const pending = await t.signIn('deal-pending');
    expect((await create(validDeal, pending.token)).status).toBe(403);
  });
});
