import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type ImportResult = {
  dryRun: boolean;
  rows: number;
  lendersCreated: number;
  lendersUpdated: number;
  programsCreated: number;
  programsUpdated: number;
  contactsCreated: number;
  contactsUpdated: number;
};
type ErrorBody = { error: string; message: string; details?: { field: string; message: string }[] };
type Detail = {
  id: string;
  name: string;
  type: string;
  active: boolean;
  programs: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
};

const HEADER =
  'lender_name,lender_type,lender_website,lender_notes,lender_active,program_name,loan_purposes,property_types,min_loan,max_loan,max_ltv,max_ltc,min_dscr,min_debt_yield,states,recourse,term_min_months,term_max_months,indicative_rate,program_notes,program_active,contact_name,contact_email,contact_phone,contact_role';
const GOOD = [
  HEADER,
  'Lone Star Bank,bank,lonestar.example,"Likes ""Texas"" deals",yes,Stabilized,purchase;refinance,Multifamily;Retail,1000000,15000000,70,,1.25,9,TX;OK,partial,60,120,6.5,,yes,Ana Ruiz,ana@lonestar.example,+1 555-0101,Originator',
  'Lone Star Bank,,,,,Construction,construction,Multifamily,$2M,$20M,65,80,,,TX,full,18,36,8,Cost-based,yes,Ben Ode,,555-0102,Underwriter',
  'Coastal Debt Fund,Debt fund,,,,Bridge,bridge;Cash-out refinance,Industrial;Self Storage,5000000,75000000,75,,,8,nationwide,non-recourse,12,36,9.25,,yes,,,,',
].join('\r\n');

describe('the lender CSV: import, template and export', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('csv-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, query = '', contentType = 'text/csv') =>
    t.request(`/admin/lenders/import${query}`, {
      method: 'POST',
      token: admin.token,
      body: csv,
      headers: { 'Content-Type': contentType },
    });
  const lenderNamed = async (name: string): Promise<Detail> => {
    const page = (await (
      await t.request(`/admin/lenders?q=${encodeURIComponent(name)}`, { token: admin.token })
    ).json()) as {
      items: { id: string; name: string }[];
    };
    const found = page.items.find((item) => item.name === name)!;
    return (await (await t.request(`/admin/lenders/${found.id}`, { token: admin.token })).json()) as Detail;
  };
  const total = async () =>
    ((await (await t.request('/admin/lenders', { token: admin.token })).json()) as { total: number }).total;

  it('a dry run checks the file and counts what would change, saving nothing', async () => {
    const response = await importCsv(GOOD, '?dryRun=true');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      dryRun: true,
      rows: 3,
      lendersCreated: 2,
      programsCreated: 3,
      contactsCreated: 2,
    });
    expect(await total()).toBe(0);
  });

  it('imports lenders, programs and contacts from a good file', async () => {
    const response = await importCsv(GOOD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      dryRun: false,
      rows: 3,
      lendersCreated: 2,
      lendersUpdated: 0,
      programsCreated: 3,
      programsUpdated: 0,
      contactsCreated: 2,
      contactsUpdated: 0,
    } satisfies ImportResult);
    const bank = await lenderNamed('Lone Star Bank');
    expect(bank).toMatchObject({
      type: 'bank',
      website: 'https://lonestar.example',
      notes: 'Likes "Texas" deals',
      active: true,
    });
    expect(bank.programs.map((p) => p.name)).toEqual(['Construction', 'Stabilized']);
    expect(bank.programs[1]).toMatchObject({
      loanPurposes: ['purchase', 'refinance'],
      propertyTypes: ['Multifamily', 'Retail'],
      minLoan: 1_000_000,
      maxLoan: 15_000_000,
      maxLtv: 70,
      maxLtc: null,
      minDscr: 1.25,
      minDebtYield: 9,
      states: ['OK', 'TX'],
      nationwide: false,
      recourse: 'partial',
      termMinMonths: 60,
      termMaxMonths: 120,
      indicativeRate: 6.5,
    });
    expect(bank.programs[0]).toMatchObject({ minLoan: 2_000_000, maxLoan: 20_000_000, maxLtc: 80 });
    expect(bank.contacts.map((c) => c.name)).toEqual(['Ana Ruiz', 'Ben Ode']);
    const fund = await lenderNamed('Coastal Debt Fund');
    expect(fund).toMatchObject({ type: 'debt-fund', nationwide: true });
    expect(fund.programs[0]).toMatchObject({
      loanPurposes: ['bridge', 'cash-out-refinance'],
      nationwide: true,
      states: [],
    });
  });

  it('a file with one bad row saves nothing and names every problem by row and column', async () => {
    const bad = [
      HEADER,
      'New Lender One,bank,,,,P1,purchase,Office,1000000,2000000,70,,,,TX,,,,,,,,,,',
      'New Lender Two,pawnshop,,,,P2,purchase,Office,1000000,2000000,170,,,,TX;ZZ,,,,,,,,,,',
      'New Lender Three,bank,,,,P3,purchase,Office,3000000,2000000,70,,,,TX,,,,,,,,,,',
    ].join('\n');
    const before = await total();
    const response = await importCsv(bad);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toBe('The file has 4 errors: nothing was imported');
    expect(body.details).toEqual([
      {
        field: 'rows[3].lender_type',
        message:
          'Row 3, column lender_type: must be one of bank, credit-union, debt-fund, cmbs, agency, life-company, sba-lender, private',
      },
      { field: 'rows[3].max_ltv', message: 'Row 3, column max_ltv: must be a number between 1 and 100' },
      { field: 'rows[3].states', message: 'Row 3, column states: "ZZ" is not a two-letter state code' },
      { field: 'rows[4].min_loan', message: 'Row 4, column min_loan: Minimum loan must not exceed maximum loan' },
    ]);
    expect(await total()).toBe(before);
  });

  it('refuses a file without the required columns, with an unknown column, or sent as another type', async () => {
    const missing = await importCsv('lender_name,program_name\nX,Y');
    expect(((await missing.json()) as ErrorBody).details).toEqual([
      { field: 'rows[1].lender_type', message: 'Row 1: column lender_type is missing' },
    ]);
    const unknown = await importCsv('lender_name,lender_type,program_name,max_ltvv\nX,bank,Y,70');
    expect(((await unknown.json()) as ErrorBody).details?.[0]?.message).toBe(
      'Row 1: "max_ltvv" is not a column of the lender import',
    );
    const json = await importCsv('{}', '', 'application/json');
    expect(json.status).toBe(415);
    const empty = await importCsv('');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error).toBe('The file is empty: start from the template');
  });

  it('a re-import updates lenders, programs and contacts rather than adding duplicates', async () => {
    const before = await total();
    // Names match trimmed and in any case: the program keeps its id under the file's spelling.
    const changed = GOOD.replace('Lone Star Bank,bank,', ' Lone Star Bank  ,bank,')
      .replace(',Stabilized,', ',STABILIZED,')
      .replace('1000000,15000000,70,', '1000000,15000000,72,')
      .replace(
        'Ana Ruiz,ana@lonestar.example,+1 555-0101,Originator',
        'Ana Ruiz-Diaz,ANA@lonestar.example,+1 555-0101,Managing Director',
      );
    const response = await importCsv(changed);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      lendersCreated: 0,
      programsCreated: 0,
      programsUpdated: 1,
      contactsCreated: 0,
      contactsUpdated: 1,
    });
    expect(await total()).toBe(before);
    const bank = await lenderNamed('Lone Star Bank');
    expect(bank.programs).toHaveLength(2);
    expect(bank.programs.find((p) => p.name === 'STABILIZED')).toMatchObject({ maxLtv: 72 });
    expect(bank.contacts).toHaveLength(2);
    expect(bank.contacts[0]).toMatchObject({ name: 'Ana Ruiz-Diaz', role: 'Managing Director' });
  });

  it('the template downloads as CSV in the import columns and imports as it is', async () => {
    const response = await t.request('/admin/lenders/import/template', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('lenders-template.csv');
    const text = await response.text();
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .replace(/"/g, ''),
    ).toBe(HEADER);
    const dry = await importCsv(text, '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ rows: 2, lendersCreated: 2, programsCreated: 2 });
  });

  it('an export imports back to the same directory (nothing created or updated)', async () => {
    // A lender without programs and a contact whose phone a spreadsheet would read as a formula.
    const bare = await t.request('/admin/lenders', {
      method: 'POST',
      token: admin.token,
      json: { name: 'Bare Agency', type: 'agency', notes: '=not a formula', active: false },
    });
    const { id } = (await bare.json()) as { id: string };
    await t.request(`/admin/lenders/${id}/contacts`, {
      method: 'POST',
      token: admin.token,
      json: { name: 'Cy Fox', phone: '+1 555 0199' },
    });
    const exported = await t.request('/admin/lenders/export', { token: admin.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/lenders-\d{4}-\d{2}-\d{2}\.csv/);
    const csv = await exported.text();
    expect(Number(exported.headers.get('x-total-count'))).toBe(csv.trim().split('\r\n').length - 1);
    expect(csv).toContain(`"'+1 555 0199"`);

    const snapshot = async () => {
      const page = (await (await t.request('/admin/lenders?limit=200', { token: admin.token })).json()) as {
        items: { id: string }[];
      };
      const details = await Promise.all(
        page.items.map(async ({ id: lenderId }) =>
          (await t.request(`/admin/lenders/${lenderId}`, { token: admin.token })).json(),
        ),
      );
      return details;
    };
    const before = await snapshot();
    const again = await importCsv(csv);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      lendersCreated: 0,
      lendersUpdated: 0,
      programsCreated: 0,
      programsUpdated: 0,
      contactsCreated: 0,
      contactsUpdated: 0,
    });
    expect(await snapshot()).toEqual(before);
    expect((await lenderNamed('Bare Agency')).contacts[0]).toMatchObject({ phone: '+1 555 0199' });
  });
});
