import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDERWRITING_FIELDS, operationAccess } from '@portal/contracts';
import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { createLogger } from '../../../src/infra/logger';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema };
type Parameter = { $ref?: string; name: string; in: 'query' | 'path' | 'header'; schema?: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Call = { operation: string; what: string; method: string; path: string; body?: string; contentType?: string };
type Failure = { call: string; status: number; body: string };

/**
 * Operations not sent garbage here: the event stream stays open; logout would end the session the
 * rest of the calls use; loading the sample book starts a long background job (its own tests cover it).
 */
const SKIPPED = new Set(['streamNotifications', 'logout', 'loadSampleData']);
/** Operations that reach another service with what they are given: a 502 saying so is their answer. */
const UPSTREAM = new Set([
  'sendTestEmail',
  'connectOneDrive',
  'loadGhlPipelines',
  'sendGhlTestContact',
  'fetchGhlCustomFields',
  'listDiscordGuildRoles',
]);

const PATH_VALUES = [
  'nope',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%7B%22%24gt%22%3A%22%22%7D',
  '%24where',
  'a'.repeat(3000),
  '%E2%80%AE%F0%9F%92%A5',
  '-1',
  'null',
  '%20',
];
const QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1e309',
  'NaN',
  'x'.repeat(5000),
  '%7B%22%24ne%22%3Anull%7D',
  '2026-13-45',
  '%00',
  'true',
  '%5B%5D',
];
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
];
const WRONG_VALUES: unknown[] = [
  { $gt: '' },
  [],
  [{ $ne: null }],
  1e308,
  -1,
  'x'.repeat(100_000),
  null,
  true,
  {},
  '\u0000\u202e<script>alert(1)</script>',
];

/**
 * Every operation of the contract, called with malformed input by the thousand: odd path ids,
 * out-of-range and injection-shaped query values, bodies that are not JSON, not objects, too deep,
 * too large, or objects whose every field has the wrong type. Each answer must be a clear client
 * error (a JSON body naming it), never a 500, and nothing saved before may change.
 */
describe('malformed input on every operation', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  const errors: string[] = [];
  const document = loadOpenApiDocument() as {
    paths: Record<string, Record<string, Operation>>;
    components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
  };

  beforeAll(async () => {
    t = await startTestGateway(
      // The deal rooms' calls reach their checks here rather than their rate limits (tested on their own).
      { ROOM_RATE_LIMIT_PER_MINUTE_PER_LINK: '1000000', ROOM_RATE_LIMIT_PER_MINUTE_PER_ADDRESS: '1000000' },
      { log: createLogger('error', false, { write: (line: string) => void errors.push(line) }) },
    );
    admin = await t.signInAs('fuzz-admin', { isAdmin: true });
    member = await t.signInAs('fuzz-member');
  });
  afterAll(() => t?.close());

  const resolve = <T extends { $ref?: string }>(value: T, section: 'parameters' | 'schemas'): T =>
    value.$ref ? (document.components[section][value.$ref.split('/').pop()!] as unknown as T) : value;

  function callsOf(template: string, method: string, operation: Operation): Call[] {
    const parameters = (operation.parameters ?? []).map((p) => resolve(p, 'parameters'));
    const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const withPath = (value: string) => pathNames.reduce((path, name) => path.replace(`{${name}}`, value), template);
    const base = withPath('nope');
    const call = (what: string, extra: Partial<Call>): Call => ({
      operation: operation.operationId,
      what,
      method: method.toUpperCase(),
      path: base,
      ...extra,
    });
    const calls: Call[] = [];
    if (pathNames.length > 0) {
      for (const value of PATH_VALUES) calls.push(call(`path ${value.slice(0, 20)}`, { path: withPath(value) }));
    }
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      for (const value of QUERY_VALUES) {
        calls.push(call(`?${parameter.name}=${value.slice(0, 20)}`, { path: `${base}?${parameter.name}=${value}` }));
      }
      calls.push(call(`?${parameter.name} twice`, { path: `${base}?${parameter.name}=1&${parameter.name}=2` }));
    }
    calls.push(call('unknown query', { path: `${base}?__proto__[isAdmin]=true&%24where=1` }));
    const json = operation.requestBody?.content?.['application/json']?.schema;
    if (json || method !== 'get') {
      for (const body of RAW_BODIES) {
        calls.push(call(`body ${body.slice(0, 20)}`, { body, contentType: 'application/json' }));
      }
      calls.push(call('form body', { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }));
      calls.push(call('text body', { body: '{"a":1}', contentType: 'text/plain' }));
    }
    if (json) {
      const schema = resolve(json, 'schemas');
      const fields = Object.keys(schema.properties ?? {});
      for (const field of [...fields, 'unknownField']) {
        for (const value of WRONG_VALUES) {
          calls.push(
            call(`${field}=${JSON.stringify(value).slice(0, 20)}`, {
              body: JSON.stringify({ [field]: value }),
              contentType: 'application/json',
            }),
          );
        }
      }
    }
    return calls;
  }

  async function send(call: Call, who: SignedIn): Promise<Failure | null> {
    const response = await t.request(call.path, {
      method: call.method,
      token: who.token,
      redirect: 'manual',
      ...(call.body !== undefined ? { body: call.body, headers: { 'Content-Type': call.contentType! } } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const name = `${who === admin ? 'admin' : 'member'} ${call.operation} ${call.method} ${call.what}`;
    const upstream = response.status === 502 && UPSTREAM.has(call.operation);
    if (response.status >= 500 && !upstream) return { call: name, status: response.status, body: text.slice(0, 300) };
    if (response.status >= 400) {
      let error: unknown;
      try {
        error = (JSON.parse(text) as { error?: unknown }).error;
      } catch {
        error = undefined;
      }
      if (typeof error !== 'string' || error.length === 0) {
        return { call: name, status: response.status, body: `no error text: ${text.slice(0, 200)}` };
      }
    }
    return null;
  }

  it('answers each call with a clear client error, never a 500, and changes nothing saved', async () => {
    const created = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: {
        clientFirstName: 'Kept',
        clientLastName: 'Intact',
        clientPhone: '555-0100',
        clientEmail: 'kept@example.com',
        propertyAddress: '2 Unchanged Road',
        propertyType: 'Office',
        dealType: 'Refinance',
        loanRequest: '$1M',
      },
    });
    expect(created.status).toBe(201);
    const deal = (await created.json()) as { id: string };
    const before = await (await t.request(`/deals/${deal.id}`, { token: member.token })).json();

    const calls: { call: Call; who: SignedIn }[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const operation = item[method];
        if (!operation || SKIPPED.has(operation.operationId)) continue;
        const access = operationAccess[operation.operationId as keyof typeof operationAccess];
        for (const call of callsOf(template, method, operation)) {
          calls.push({ call, who: admin });
          if (access !== 'admin') calls.push({ call, who: member });
        }
      }
    }
    expect(calls.length).toBeGreaterThan(3000);

    const failures: Failure[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < calls.length) {
          const { call, who } = calls[next++]!;
          const failure = await send(call, who);
          if (failure) failures.push(failure);
        }
      }),
    );
    if (failures.length > 0) console.info(errors.join(''));
    expect(failures).toEqual([]);

    // Still up, both sessions still valid, the saved deal as it was.
    expect((await t.request('/health')).status).toBe(200);
    expect((await t.request('/auth/me', { token: admin.token })).status).toBe(200);
    const after = await t.request(`/deals/${deal.id}`, { token: member.token });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual(before);
  }, 600_000);

  // The calls above send one field alone, so the required fields answer first; here each
  // underwriting field is wrong on a form that is otherwise complete, reaching its own check.
  it('refuses every wrong underwriting value on a complete create and edit, naming the field, saving nothing', async () => {
    const form = {
      clientFirstName: 'Kept',
      clientLastName: 'Figures',
      clientPhone: '555-0101',
      clientEmail: 'figures@example.com',
      propertyAddress: '1 Unchanged Road, Austin, TX 78701',
      loanRequest: '$1M',
    };
    const created = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: { ...form, propertyValue: 2_000_000, termMonths: 60, interestOnlyMonths: 12 },
    });
    expect(created.status).toBe(201);
    const deal = (await created.json()) as { id: string };
    const before = await (await t.request(`/deals/${deal.id}`, { token: member.token })).json();
    const countDeals = async () =>
      ((await (await t.request('/deals?limit=1', { token: member.token })).json()) as { total: number }).total;
    const total = await countDeals();

    const wrong: unknown[] = [
      ...WRONG_VALUES.filter((value) => value !== null),
      -0.5,
      1e11,
      'NaN',
      '1e309',
      'Texas!',
      'construction ',
    ];
    const failures: string[] = [];
    for (const field of UNDERWRITING_FIELDS) {
      // Amounts may have cents; months must be whole.
      for (const value of field.endsWith('Months') ? [...wrong, 1.5] : wrong) {
        for (const [method, path] of [
          ['POST', '/deals'],
          ['PUT', `/deals/${deal.id}`],
        ] as const) {
          const response = await t.request(path, {
            method,
            token: member.token,
            json: { ...form, [field]: value },
          });
          const body = (await response.json()) as { error?: unknown; details?: { field: string }[] };
          const named = body.details?.some((detail) => detail.field === `body.${field}`);
          if (response.status !== 400 || typeof body.error !== 'string' || !named) {
            failures.push(`${method} ${field}=${JSON.stringify(value)?.slice(0, 30)}: ${response.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await countDeals()).toBe(total);
    expect(await (await t.request(`/deals/${deal.id}`, { token: member.token })).json()).toEqual(before);
  }, 300_000);

  // recordDealQuote's terms, each wrong on a quote that is otherwise complete, reach their own
  // check (the contract's or the room's rules) and name their field; nothing is stored.
  it('refuses every wrong quote term an admin records, naming the field, storing nothing', async () => {
    const lender = await t.request('/admin/lenders', {
      method: 'POST',
      token: admin.token,
      json: { name: 'Fuzz Lender', type: 'bank' },
    });
    expect(lender.status).toBe(201);
    const lenderId = ((await lender.json()) as { id: string }).id;
    const created = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: {
        clientFirstName: 'Kept',
        clientLastName: 'Quotes',
        clientPhone: '555-0102',
        clientEmail: 'quotes@example.com',
        propertyAddress: '3 Unchanged Road',
        loanRequest: '$1M',
      },
    });
    const deal = (await created.json()) as { id: string };
    const terms = {
      amount: 1_000_000,
      rateType: 'fixed',
      ratePercent: 7,
      termMonths: 60,
      amortisationMonths: 300,
      interestOnlyMonths: 12,
      recourse: 'full',
      expiresOn: '2099-12-31',
    };
    const wrong: [string, unknown][] = [
      ...['amount', 'ratePercent', 'termMonths', 'amortisationMonths', 'interestOnlyMonths', 'spreadBps'].flatMap(
        (field) => WRONG_VALUES.filter((value) => value !== null).map((value): [string, unknown] => [field, value]),
      ),
      ['amount', 0],
      ['ratePercent', 51],
      ['termMonths', 1.5],
      ['interestOnlyMonths', 61],
      ['rateType', 'variable'],
      ['recourse', 'some'],
      ['index', 'LIBOR'],
      ['spreadBps', 250],
      ['expiresOn', '2000-01-01'],
      ['expiresOn', 'tomorrow'],
      ['conditions', 'x'.repeat(2001)],
    ];
    const failures: string[] = [];
    for (const [field, value] of wrong) {
      const response = await t.request(`/admin/deals/${deal.id}/quotes`, {
        method: 'POST',
        token: admin.token,
        json: { lenderId, terms: { ...terms, [field]: value } },
      });
      const body = (await response.json()) as { error?: unknown; details?: { field: string }[] };
      const named = body.details?.some((detail) => detail.field.startsWith(`body.terms.${field}`));
      if (response.status !== 400 || typeof body.error !== 'string' || !named) {
        failures.push(
          `${field}=${JSON.stringify(value)?.slice(0, 30)}: ${response.status} ${JSON.stringify(body.details)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    const listed = await t.request(`/admin/deals/${deal.id}/quotes`, { token: admin.token });
    expect(((await listed.json()) as { items: unknown[] }).items).toEqual([]);
  }, 120_000);

  // saveDealFee's figures, each wrong beside a valid one on a deal with a fee, name their field;
  // the fee and the deal's timeline stay as they were.
  it('refuses every wrong fee figure an admin saves, naming the field, changing nothing', async () => {
    const created = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: {
        clientFirstName: 'Kept',
        clientLastName: 'Fee',
        clientPhone: '555-0103',
        clientEmail: 'fee@example.com',
        propertyAddress: '4 Unchanged Road',
        loanRequest: '$1M',
      },
    });
    const deal = (await created.json()) as { id: string };
    const save = (body: unknown) =>
      t.request(`/admin/deals/${deal.id}/fee`, { method: 'PUT', token: admin.token, json: body });
    expect((await save({ feePoints: 1, expectedClosingOn: '2026-09-01' })).status).toBe(200);
    const readFee = async () => (await t.request(`/deals/${deal.id}/fee`, { token: member.token })).json();
    const readTimeline = async () => (await t.request(`/deals/${deal.id}/activities`, { token: admin.token })).json();
    const [fee, timeline] = [await readFee(), await readTimeline()];

    const numbers = ['feePoints', 'feeAmount', 'brokerSharePercent', 'receivedAmount'];
    const days = ['expectedClosingOn', 'invoicedOn', 'receivedOn'];
    const wrong: [string, unknown][] = [
      ...[...numbers, ...days].flatMap((field) =>
        WRONG_VALUES.filter((value) => value !== null && value !== -1).map((value): [string, unknown] => [
          field,
          value,
        ]),
      ),
      ...numbers.map((field): [string, unknown] => [field, -1]),
      ['feePoints', 20.5],
      ['brokerSharePercent', 100.01],
      ['feeAmount', 1e10],
      ...days.flatMap((field) =>
        ['2026-02-30', '2026-9-1', 'tomorrow'].map((value): [string, unknown] => [field, value]),
      ),
    ];
    const failures: string[] = [];
    for (const [field, value] of wrong) {
      // Received figures go in pairs: the other half is given, valid, so only this one is wrong.
      const pair =
        field === 'receivedAmount' ? { receivedOn: '2026-09-02' } : field === 'receivedOn' ? { receivedAmount: 1 } : {};
      const response = await save({ ...pair, [field]: value });
      const body = (await response.json()) as { error?: unknown; details?: { field: string }[] };
      const named = body.details?.some((detail) => detail.field === `body.${field}`);
      if (response.status !== 400 || typeof body.error !== 'string' || !named) {
        failures.push(
          `${field}=${JSON.stringify(value)?.slice(0, 30)}: ${response.status} ${JSON.stringify(body.details)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await readFee()).toEqual(fee);
    expect(await readTimeline()).toEqual(timeline);
  }, 120_000);

  // The duplicate window and a merge's deal ids, each wrong, name their field; nothing changes.
  it('refuses every wrong duplicate window and merge request, naming the field, changing nothing', async () => {
    const saved = await t.request('/admin/settings/duplicates', {
      method: 'PUT',
      token: admin.token,
      json: { closedWithinDays: 90 },
    });
    expect(saved.status).toBe(200);
    const failures: string[] = [];
    for (const value of [...WRONG_VALUES.filter((value) => value !== null), 3651, 1.5, '30']) {
      const response = await t.request('/admin/settings/duplicates', {
        method: 'PUT',
        token: admin.token,
        json: { closedWithinDays: value },
      });
      const body = (await response.json()) as { error?: unknown; details?: { field: string }[] };
      const named = body.details?.some((detail) => detail.field === 'body.closedWithinDays');
      if (response.status !== 400 || typeof body.error !== 'string' || !named) {
        failures.push(`closedWithinDays=${JSON.stringify(value)?.slice(0, 30)}: ${response.status}`);
      }
    }
    for (const field of ['keepDealId', 'mergeDealId']) {
      for (const value of [...WRONG_VALUES, '']) {
        const response = await t.request('/admin/duplicates/nope/merge', {
          method: 'POST',
          token: admin.token,
          json: { keepDealId: 'a', mergeDealId: 'b', [field]: value },
        });
        const body = (await response.json()) as { error?: unknown; details?: { field: string }[] };
        const named = body.details?.some((detail) => detail.field === `body.${field}`);
        if (response.status !== 400 || typeof body.error !== 'string' || !named) {
          failures.push(`${field}=${JSON.stringify(value)?.slice(0, 30)}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const settings = await t.request('/admin/settings/duplicates', { token: admin.token });
    expect(((await settings.json()) as { closedWithinDays: number }).closedWithinDays).toBe(90);
  }, 120_000);
});
