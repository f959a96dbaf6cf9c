import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const form = {
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  clientPhone: '555-0142',
  clientEmail: 'ada@example.com',
  propertyAddress: '1200 Congress Avenue, Austin, TX 78701',
  propertyType: 'Multifamily',
  dealType: 'Acquisition',
  loanRequest: '$5.5M',
};

const underwriting = {
  propertyState: 'TX',
  propertyValue: 10_440_000,
  netOperatingIncome: 522_000,
  loanPurpose: 'purchase',
  totalProjectCost: null,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 24,
};

const EMPTY = {
  propertyState: null,
  propertyValue: null,
  netOperatingIncome: null,
  loanPurpose: null,
  totalProjectCost: null,
  termMonths: null,
  amortisationMonths: null,
  interestOnlyMonths: null,
};

type ErrorBody = { error: string; details?: { field: string; message: string }[] };
type DealBody = Record<string, unknown> & { id: string };

describe('underwriting fields on POST /deals and PUT /deals/{id}', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('underwriting-member');
    other = await t.signInAs('underwriting-other');
  });
  afterAll(() => t.close());

  const create = (json: unknown, token = member.token) => t.request('/deals', { method: 'POST', token, json });
  const put = (id: string, json: unknown, token = member.token) =>
    t.request(`/deals/${id}`, { method: 'PUT', token, json });
  const read = async (id: string) =>
    (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as DealBody;
  const created = async (json: unknown) => {
    const response = await create(json);
    expect(response.status).toBe(201);
    return (await response.json()) as DealBody;
  };

  it('a deal created with every field stores and reads them back', async () => {
    const deal = await created({ ...form, ...underwriting });
    expect(deal).toMatchObject(underwriting);
    expect(await read(deal.id)).toMatchObject(underwriting);
  });

  it('a deal created without them reads them as null, the state filled from the address', async () => {
    const deal = await created(form);
    expect(deal).toMatchObject({ ...EMPTY, propertyState: 'TX' });
  });

  it.each([
    ['Austin, Texas', 'TX'],
    ['88 Pearl Street, Denver CO', 'CO'],
    ['500 Grant Avenue', null],
    ['1 Main St, Kansas City, MO 64105 or Dallas, TX 75201', null],
  ])('the state of "%s" is %s', async (propertyAddress, state) => {
    const deal = await created({ ...form, propertyAddress });
    expect(deal.propertyState).toBe(state);
  });

  it('a state sent overrides the address; a name or lower case is stored as the code; null leaves it empty', async () => {
    expect((await created({ ...form, propertyState: 'OK' })).propertyState).toBe('OK');
    expect((await created({ ...form, propertyState: 'new mexico' })).propertyState).toBe('NM');
    expect((await created({ ...form, propertyState: 'tx' })).propertyState).toBe('TX');
    expect((await created({ ...form, propertyState: null })).propertyState).toBeNull();
    expect((await created({ ...form, propertyState: '' })).propertyState).toBeNull();
  });

  it('an edit leaves out the fields it does not send, clears the ones sent as null, changes the rest', async () => {
    const deal = await created({ ...form, ...underwriting });
    const response = await put(deal.id, { ...form, propertyValue: 11_000_000, netOperatingIncome: null });
    expect(response.status).toBe(200);
    const body = (await response.json()) as DealBody;
    expect(body).toMatchObject({ ...underwriting, propertyValue: 11_000_000, netOperatingIncome: null });
    expect(await read(deal.id)).toMatchObject({ propertyValue: 11_000_000, netOperatingIncome: null });
    const cleared = await put(deal.id, { ...form, ...EMPTY });
    expect(await cleared.json()).toMatchObject(EMPTY);
  });

  it('an edit keeps a state chosen by hand while the address stays, and follows a changed address', async () => {
    const deal = await created({ ...form, propertyState: 'OK' });
    expect((await (await put(deal.id, form)).json()) as DealBody).toMatchObject({ propertyState: 'OK' });
    const moved = await put(deal.id, { ...form, propertyAddress: '3100 Peachtree Road, Atlanta, GA 30305' });
    expect(await moved.json()).toMatchObject({ propertyState: 'GA' });
    const chosen = await put(deal.id, {
      ...form,
      propertyAddress: '9 Elm Street, Boise, ID 83702',
      propertyState: 'WA',
    });
    expect(await chosen.json()).toMatchObject({ propertyState: 'WA' });
    const nowhere = await put(deal.id, { ...form, propertyAddress: '12 Harbor Boulevard' });
    expect(await nowhere.json()).toMatchObject({ propertyState: 'WA' });
  });

  it('an edit fills the state of a deal that has none from its address', async () => {
    const deal = await created({ ...form, propertyState: null });
    const response = await put(deal.id, form);
    expect(await response.json()).toMatchObject({ propertyState: 'TX' });
  });

  const invalid: [string, unknown, string][] = [
    ['propertyState', 'ZZ', 'Property state must be a US state: a two-letter code such as TX'],
    ['propertyState', 'Ontario', 'Property state must be a US state: a two-letter code such as TX'],
    ['propertyValue', -1, 'Property value must be a dollar amount between $0 and $10,000,000,000'],
    ['propertyValue', 10_000_000_001, 'Property value must be a dollar amount between $0 and $10,000,000,000'],
    ['netOperatingIncome', -5, 'Net operating income must be a yearly dollar amount between $0 and $1,000,000,000'],
    ['netOperatingIncome', 2e9, 'Net operating income must be a yearly dollar amount between $0 and $1,000,000,000'],
    ['totalProjectCost', -0.01, 'Total project cost must be a dollar amount between $0 and $10,000,000,000'],
    [
      'loanPurpose',
      'Acquisition',
      'Loan purpose must be one of: purchase, refinance, cash-out-refinance, construction, bridge',
    ],
    ['termMonths', 0, 'Term must be a whole number of months between 1 and 480'],
    ['termMonths', 12.5, 'Term must be a whole number of months between 1 and 480'],
    ['termMonths', 481, 'Term must be a whole number of months between 1 and 480'],
    ['amortisationMonths', 6, 'Amortisation must be a whole number of months between 12 and 480'],
    ['amortisationMonths', 360.5, 'Amortisation must be a whole number of months between 12 and 480'],
    ['interestOnlyMonths', -1, 'Interest-only period must be a whole number of months between 0 and 480'],
    ['interestOnlyMonths', 1.5, 'Interest-only period must be a whole number of months between 0 and 480'],
  ];

  it.each(invalid)(
    '%s %j answers 400 naming the field, on create and on edit, nothing saved',
    async (field, value, message) => {
      const before = await created({ ...form, ...underwriting });
      const refused = await create({ ...form, [field]: value });
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as ErrorBody;
      expect(body.error).toBe(message);
      expect(body.details).toEqual([{ field: `body.${field}`, message }]);

      const edit = await put(before.id, { ...form, [field]: value });
      expect(edit.status).toBe(400);
      expect(((await edit.json()) as ErrorBody).details).toEqual([{ field: `body.${field}`, message }]);
      expect(await read(before.id)).toMatchObject(underwriting);
    },
  );

  it('an interest-only period longer than the term is refused, whether the term is sent or stored', async () => {
    const message = 'Interest-only period (36 months) cannot be longer than the term (24 months)';
    const refused = await create({ ...form, termMonths: 24, interestOnlyMonths: 36 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).details).toEqual([{ field: 'body.interestOnlyMonths', message }]);

    const deal = await created({ ...form, termMonths: 24, interestOnlyMonths: 12 });
    const longer = await put(deal.id, { ...form, interestOnlyMonths: 36 });
    expect(longer.status).toBe(400);
    expect(((await longer.json()) as ErrorBody).details).toEqual([{ field: 'body.interestOnlyMonths', message }]);

    const shorter = await put(deal.id, { ...form, termMonths: 6 });
    expect(shorter.status).toBe(400);
    expect(((await shorter.json()) as ErrorBody).details).toEqual([
      {
        field: 'body.termMonths',
        message: 'Interest-only period (12 months) cannot be longer than the term (6 months)',
      },
    ]);
    // Equal to the term is allowed; both changed together are judged together.
    expect((await put(deal.id, { ...form, interestOnlyMonths: 24 })).status).toBe(200);
    expect((await put(deal.id, { ...form, termMonths: 60, interestOnlyMonths: 48 })).status).toBe(200);
    expect(await read(deal.id)).toMatchObject({ termMonths: 60, interestOnlyMonths: 48 });
  });

  it('every problem is named at once, with the required fields first', async () => {
    const response = await create({ clientFirstName: 'Ada', propertyValue: -1, termMonths: 0.5 });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as ErrorBody).details!.map((detail) => detail.field);
    expect(fields).toEqual([
      'body.clientLastName',
      'body.clientPhone',
      'body.clientEmail',
      'body.propertyAddress',
      'body.loanRequest',
      'body.propertyValue',
      'body.termMonths',
    ]);
  });

  it.each([
    ['a string amount', { propertyValue: '10440000' }, 'body.propertyValue'],
    ['a number state', { propertyState: 48 }, 'body.propertyState'],
    ['an unknown field', { propertyZip: '78701' }, 'body.propertyZip'],
  ])('the contract refuses %s (400)', async (_what, extra, field) => {
    const response = await create({ ...form, ...extra });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).details?.map((detail) => detail.field)).toContain(field);
  });

  it("another member's deal stays out of reach: 404 before any underwriting check", async () => {
    const deal = await created({ ...form, ...underwriting });
    const response = await put(deal.id, { ...form, interestOnlyMonths: 400 }, other.token);
    expect(response.status).toBe(404);
    expect(await read(deal.id)).toMatchObject(underwriting);
  });
});
