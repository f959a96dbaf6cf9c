import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeals, seedUser } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { UserRecord } from '../../../src/features/users/model';

const DEAL_COLUMNS = [
  'id',
  'dealId',
  'userId',
  'createdBy',
  'createdByUser',
  'propertyName',
  'propertyAddress',
  'propertyType',
  'dealType',
  'propertyVintage',
  'sponsorNetWorth',
  'sponsorLiquidity',
  'loanRequest',
  'loanAmount',
  'additionalInformation',
  'contactName',
  'contactPhone',
  'contactEmail',
  'status',
  'stage',
  'stageLastUpdated',
  'createdAt',
  'updatedAt',
  'opportunityName',
  'ghlOpportunityId',
  'applicationDealType',
  'applicationPropertyType',
  'applicationPropertyAddress',
  'applicationPropertyVintage',
  'applicationSponsorNetWorth',
  'applicationSponsorLiquidity',
  'applicationLoanRequest',
  'applicationAdditionalInformation',
  'stageHistory',
  'checklist',
  'stageEnteredAt',
  'daysInStage',
  'stale',
  // The underwriting fields, added after the columns above so those keep their places.
  'propertyState',
  'propertyValue',
  'netOperatingIncome',
  'loanPurpose',
  'totalProjectCost',
  'termMonths',
  'amortisationMonths',
  'interestOnlyMonths',
];
const USER_COLUMNS = [
  'id',
  'discordId',
  'username',
  'name',
  'email',
  'avatar',
  'isAdmin',
  'isWhitelisted',
  'createdAt',
  'lastLoginAt',
];

/** RFC 4180 parsing (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The body's text after its UTF-8 BOM (which must be there: spreadsheet apps need it). */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8').decode(bytes.slice(3));
}

describe('GET /admin/export/deals and /admin/export/users (streamed CSV)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let owner: UserRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('export-admin', { isAdmin: true });
    const c = t.gateway.container;
    owner = await seedUser(c, { username: 'export-owner', name: '=cmd|calc', email: 'owner@seed.example' });
    const other = await seedUser(c, { username: 'export-other' });
    await seedDeals(c, [
      {
        owner,
        fields: {
          propertyName: '=HYPERLINK("http://evil.example","click")',
          propertyAddress: '1 "Main" St, Unit 2\r\nSpringfield',
          additionalInformation: '@SUM(A1:A9)',
          sponsorNetWorth: '+1 555',
          sponsorLiquidity: '-3',
          dealType: '\tTabbed',
          propertyVintage: '\rReturned',
          loanRequest: '$1.5M',
          status: 'Closed',
          propertyType: 'Retail',
          createdAt: new Date('2026-06-10T12:00:00Z'),
          stageHistory: [
            { from: 'Qualification', to: 'Proposal', at: new Date('2026-06-11T00:00:00Z'), source: 'webhook' },
          ],
          propertyState: 'IL',
          propertyValue: 10_440_000,
          netOperatingIncome: 522_000.5,
          loanPurpose: 'cash-out-refinance',
          termMonths: 120,
          amortisationMonths: 360,
          interestOnlyMonths: 0,
        },
      },
      ...Array.from({ length: 2_500 }, (_, i) => ({
        owner: i % 2 ? owner : other,
        fields: {
          propertyName: `Property ${i}, “quoted”`,
          status: i % 5 === 0 ? 'Under Review' : 'Open',
          propertyType: i % 3 === 0 ? 'Office' : 'Multifamily',
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3600_000),
        },
      })),
    ]);
  }, 180_000);
  afterAll(() => t.close());

  it('streams every deal from one cursor with the Deal columns, quoted, and X-Total-Count', async () => {
    const client = t.gateway.db.getClient();
    const commands: { name: string; collection: unknown }[] = [];
    const listener = (event: { commandName: string; command: Record<string, unknown> }) =>
      commands.push({ name: event.commandName, collection: event.command[event.commandName] });
    client.on('commandStarted', listener);
    const response = await t.request('/admin/export/deals', { token: admin.token });
    const text = await csvText(response);
    client.off('commandStarted', listener);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="deals-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers.get('x-total-count')).toBe('2501');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(DEAL_COLUMNS);
    expect(rows.length).toBe(1 + 2501);
    // One find on the deals, then getMore on the same cursor: never a query per page.
    const onDeals = commands.filter((command) => command.collection === 'deals');
    expect(onDeals.filter((command) => command.name === 'find')).toHaveLength(1);
    expect(commands.filter((command) => command.name === 'getMore').length).toBeGreaterThan(1);

    const byName = new Map(rows.slice(1).map((row) => [row[DEAL_COLUMNS.indexOf('propertyName')], row]));
    const risky = byName.get('\'=HYPERLINK("http://evil.example","click")')!;
    expect(risky).toBeDefined();
    const cell = (column: string) => risky[DEAL_COLUMNS.indexOf(column)];
    expect(cell('propertyAddress')).toBe('1 "Main" St, Unit 2\r\nSpringfield');
    expect(cell('additionalInformation')).toBe("'@SUM(A1:A9)");
    expect(cell('sponsorNetWorth')).toBe("'+1 555");
    expect(cell('sponsorLiquidity')).toBe("'-3");
    expect(cell('dealType')).toBe("'\tTabbed");
    expect(cell('propertyVintage')).toBe("'\rReturned");
    expect(cell('loanAmount')).toBe('1500000');
    expect(cell('stage')).toBe('Qualification');
    expect(cell('contactFirstName')).toBeUndefined();
    expect(JSON.parse(cell('createdByUser')!)).toEqual({
      id: owner._id,
      username: 'export-owner',
      name: '=cmd|calc',
      email: 'owner@seed.example',
    });
    expect(DEAL_COLUMNS.slice(-8).map(cell)).toEqual([
      'IL',
      '10440000',
      '522000.5',
      'cash-out-refinance',
      '',
      '120',
      '360',
      '0',
    ]);
    // A deal without figures leaves their cells empty.
    const plain = byName.get('Property 0, “quoted”')!;
    expect(DEAL_COLUMNS.slice(-8).map((column) => plain[DEAL_COLUMNS.indexOf(column)])).toEqual(Array(8).fill(''));
    expect(JSON.parse(cell('stageHistory')!)).toEqual([
      { from: 'Qualification', to: 'Proposal', at: '2026-06-11T00:00:00.000Z', source: 'webhook' },
    ]);
    // Newest first.
    const created = rows.slice(1).map((row) => row[DEAL_COLUMNS.indexOf('createdAt')]!);
    expect([...created].sort().reverse()).toEqual(created);
  }, 300_000);

  it('the admin page in the browser (on the shell’s origin) may read X-Total-Count: CORS exposes it', async () => {
    const response = await t.request('/admin/export/users', {
      token: admin.token,
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').split(',').map((name) => name.trim());
    expect(exposed).toEqual(expect.arrayContaining(['X-Total-Count', 'Content-Disposition']));
  });

  it('applies the admin list filters', async () => {
    const get = async (query: string) => {
      const response = await t.request(`/admin/export/deals?${query}`, { token: admin.token });
      expect(response.status).toBe(200);
      const rows = parseCsv(await csvText(response)).slice(1);
      expect(rows.length).toBe(Number(response.headers.get('x-total-count')));
      return rows;
    };
    const status = DEAL_COLUMNS.indexOf('status');
    const type = DEAL_COLUMNS.indexOf('propertyType');
    const userId = DEAL_COLUMNS.indexOf('userId');
    const closed = await get('status=Closed');
    expect(closed.map((row) => row[status])).toEqual(['Closed']);
    const review = await get('status=Under%20Review&propertyType=Office');
    expect(review.length).toBe(
      Array.from({ length: 2_500 }, (_, i) => i).filter((i) => i % 5 === 0 && i % 3 === 0).length,
    );
    expect(new Set(review.map((row) => `${row[status]}/${row[type]}`))).toEqual(new Set(['Under Review/Office']));
    const mine = await get(`userId=${owner._id}&startDate=2026-06-10&endDate=2026-06-10`);
    expect(mine.map((row) => row[userId])).toEqual([owner._id]);
    expect(await get('startDate=2030-01-01')).toEqual([]);
    const invalid = await t.request('/admin/export/deals?startDate=2026-03-10&endDate=2026-03-01', {
      token: admin.token,
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toBe('Start Date must be on or before End Date');
  }, 300_000);

  it('streams the users with the User columns, neutralised', async () => {
    const response = await t.request('/admin/export/users', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(await csvText(response));
    expect(rows[0]).toEqual(USER_COLUMNS);
    expect(rows.length - 1).toBe(Number(response.headers.get('x-total-count')));
    expect(rows.length - 1).toBe(3);
    const ownerRow = rows.find((row) => row[USER_COLUMNS.indexOf('username')] === 'export-owner')!;
    expect(ownerRow[USER_COLUMNS.indexOf('name')]).toBe("'=cmd|calc");
    expect(ownerRow[USER_COLUMNS.indexOf('isAdmin')]).toBe('false');
  });

  it('admins only: anonymous 401, pending 403, member 403', async () => {
    const pending = await t.signIn('export-pending');
    const member = await t.signInAs('export-member');
    for (const path of ['/admin/export/deals', '/admin/export/users']) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { token: pending.token })).status).toBe(403);
      expect((await t.request(path, { token: member.token })).status).toBe(403);
    }
  });
});
