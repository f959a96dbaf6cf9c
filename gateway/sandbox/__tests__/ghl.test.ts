import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGhlSandbox, type GhlSandbox } from '../ghl';
import { GHL_PUBLISHED_ENDPOINTS } from '../ghlPublishedApi';

/**
 * The sandbox GHL refuses what GHL's published documents (highlevel-api-docs) say GHL refuses:
 * one test per rule, each with a conforming call beside it so the refusal is the rule's doing.
 */
describe('sandbox GHL: the rules of the published API documents', () => {
  let ghl: GhlSandbox;
  let contactId: string;
  let opportunityId: string;

  beforeAll(async () => {
    ghl = await startGhlSandbox();
    contactId = ghl.contacts()[0]!.id;
    opportunityId = ghl.opportunities()[0]!.id;
  });
  afterAll(() => ghl.close());

  const call = async (
    method: string,
    path: string,
    { version = '2021-07-28', body }: { version?: string | null; body?: unknown } = {},
  ) => {
    const response = await fetch(`${ghl.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${ghl.apiKey}`,
        ...(version ? { Version: version } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const loc = () => ghl.locationId;
  const unprocessable = (message: RegExp) => ({
    status: 422,
    body: {
      statusCode: 422,
      message: expect.arrayContaining([expect.stringMatching(message)]) as unknown,
      error: 'Unprocessable Entity',
    },
  });
  const newOpportunity = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    pipelineId: ghl.pipelineId,
    locationId: loc(),
    name: 'Rules',
    status: 'open',
    contactId,
    monetaryValue: 10,
    ...overrides,
  });

  it('knows every endpoint the portal calls, each with its document and version', () => {
    expect(GHL_PUBLISHED_ENDPOINTS.map((e) => `${e.method} ${e.path} ${e.version} ${e.document}`)).toEqual(
      expect.arrayContaining([
        'GET /opportunities/pipelines 2021-07-28 apps/opportunities.json',
        'GET /opportunities/search 2021-07-28 apps/opportunities.json',
        'GET /opportunities/{id} 2021-07-28 apps/opportunities.json',
        'PUT /opportunities/{id} 2021-07-28 apps/opportunities.json',
        'POST /opportunities/ 2021-07-28 apps/opportunities.json',
        'POST /contacts/upsert 2021-07-28 apps/contacts.json',
        'GET /contacts/{contactId} 2021-07-28 apps/contacts.json',
        'GET /locations/{locationId}/customFields 2021-07-28 apps/locations.json',
        'GET /calendars/ 2021-04-15 apps/calendars.json',
      ]),
    );
  });

  it('refuses a call without a Version header (400, BadRequestDTO)', async () => {
    expect(await call('GET', `/opportunities/pipelines?locationId=${loc()}`, { version: null })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Version header was not found' },
    });
  });

  it('refuses the calendars list with 2021-07-28: it takes 2021-04-15', async () => {
    const wrong = await call('GET', `/calendars/?locationId=${loc()}`, { version: '2021-07-28' });
    expect(wrong).toEqual({ status: 400, body: { statusCode: 400, message: expect.stringMatching(/2021-04-15/) } });
    expect((await call('GET', `/calendars/?locationId=${loc()}`, { version: '2021-04-15' })).status).toBe(200);
  });

  it('refuses 2021-04-15 on an endpoint that takes 2021-07-28', async () => {
    const paths = [
      ['GET', `/opportunities/pipelines?locationId=${loc()}`],
      ['GET', `/opportunities/search?location_id=${loc()}`],
      ['GET', `/opportunities/${opportunityId}`],
      ['GET', `/contacts/${contactId}`],
      ['GET', `/locations/${loc()}/customFields?model=opportunity`],
    ] as const;
    for (const [method, path] of paths) {
      expect({ path, status: (await call(method, path, { version: '2021-04-15' })).status }).toEqual({
        path,
        status: 400,
      });
      expect({ path, status: (await call(method, path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('refuses an opportunity search spelled locationId: it takes location_id (422, UnprocessableDTO)', async () => {
    expect(await call('GET', `/opportunities/search?locationId=${loc()}`)).toEqual(
      unprocessable(/^location_id should not be empty$/),
    );
    expect((await call('GET', `/opportunities/search?location_id=${loc()}`)).status).toBe(200);
  });

  it('refuses pipelines and calendars spelled location_id: they take locationId', async () => {
    expect(await call('GET', `/opportunities/pipelines?location_id=${loc()}`)).toEqual(
      unprocessable(/^locationId should not be empty$/),
    );
    expect(await call('GET', `/calendars/?location_id=${loc()}`, { version: '2021-04-15' })).toEqual(
      unprocessable(/^locationId should not be empty$/),
    );
  });

  it('refuses a search page larger than 100', async () => {
    expect(await call('GET', `/opportunities/search?location_id=${loc()}&limit=101`)).toEqual(
      unprocessable(/limit must not be greater than 100/),
    );
    expect((await call('GET', `/opportunities/search?location_id=${loc()}&limit=100`)).status).toBe(200);
  });

  it('refuses a search status outside its enum', async () => {
    expect(await call('GET', `/opportunities/search?location_id=${loc()}&status=closed`)).toEqual(
      unprocessable(/^status must be one of the following values: open, won, lost, abandoned, all$/),
    );
    expect((await call('GET', `/opportunities/search?location_id=${loc()}&status=open`)).status).toBe(200);
  });

  it('refuses a custom-field model outside contact, opportunity, all', async () => {
    expect(await call('GET', `/locations/${loc()}/customFields?model=deal`)).toEqual(
      unprocessable(/^model must be one of the following values: contact, opportunity, all$/),
    );
  });

  it('refuses an opportunity create missing any of its required fields', async () => {
    for (const field of ['pipelineId', 'locationId', 'name', 'status', 'contactId']) {
      const { [field]: _left, ...body } = newOpportunity();
      expect(await call('POST', '/opportunities/', { body })).toEqual(
        unprocessable(new RegExp(`^${field} should not be empty$`)),
      );
    }
    expect((await call('POST', '/opportunities/', { body: newOpportunity() })).status).toBe(201);
  });

  it('refuses an opportunity status outside its enum, on create and on update', async () => {
    const enumMessage = /^status must be one of the following values: open, won, lost, abandoned, all$/;
    expect(await call('POST', '/opportunities/', { body: newOpportunity({ status: 'Closed' }) })).toEqual(
      unprocessable(enumMessage),
    );
    expect(await call('PUT', `/opportunities/${opportunityId}`, { body: { status: 'Closed' } })).toEqual(
      unprocessable(enumMessage),
    );
    expect((await call('PUT', `/opportunities/${opportunityId}`, { body: { status: 'won' } })).status).toBe(200);
  });

  it('refuses a monetary value that is not a number', async () => {
    expect(await call('POST', '/opportunities/', { body: newOpportunity({ monetaryValue: '$1.5M' }) })).toEqual(
      unprocessable(/^monetaryValue must be a number$/),
    );
    expect(await call('PUT', `/opportunities/${opportunityId}`, { body: { monetaryValue: '1500000' } })).toEqual(
      unprocessable(/^monetaryValue must be a number$/),
    );
    expect((await call('PUT', `/opportunities/${opportunityId}`, { body: { monetaryValue: 1_500_000 } })).status).toBe(
      200,
    );
  });

  it('refuses custom-field values without an id or a key', async () => {
    expect(
      await call('PUT', `/opportunities/${opportunityId}`, { body: { customFields: [{ field_value: 'x' }] } }),
    ).toEqual(unprocessable(/^customFields.0 must have an id or a key$/));
    expect(
      (
        await call('PUT', `/opportunities/${opportunityId}`, {
          body: { customFields: [{ key: 'opportunity.property_type', field_value: 'Office' }] },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a contact upsert without locationId', async () => {
    expect(await call('POST', '/contacts/upsert', { body: { email: 'rules@example.com' } })).toEqual(
      unprocessable(/^locationId should not be empty$/),
    );
    expect(
      (await call('POST', '/contacts/upsert', { body: { email: 'rules@example.com', locationId: loc() } })).status,
    ).toBe(201);
  });

  it('refuses a body that is not JSON (400) and an unknown route (404)', async () => {
    const response = await fetch(`${ghl.url}/opportunities/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ghl.apiKey}`, Version: '2021-07-28', 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect((await call('GET', '/opportunities/search/extra')).status).toBe(404);
  });

  it('refuses a wrong token (401, UnauthorizedDTO)', async () => {
    const response = await fetch(`${ghl.url}/opportunities/pipelines?locationId=${loc()}`, {
      headers: { Authorization: 'Bearer pit-wrong', Version: '2021-07-28' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      message: expect.any(String) as string,
      error: 'Unauthorized',
    });
  });

  it('records each call with the endpoint it matched and the Version it carried', async () => {
    const before = ghl.requests().length;
    await call('GET', `/calendars/?locationId=${loc()}`, { version: '2021-04-15' });
    expect(ghl.requests().slice(before)).toEqual([
      expect.objectContaining({ endpoint: 'GET /calendars/', version: '2021-04-15', status: 200 }),
    ]);
  });

  it('holds 10,000 opportunities and pages through them 100 at a time', async () => {
    const big = await startGhlSandbox({ seed: false });
    try {
      big.seedOpportunities(10_000);
      let startAfterId = '';
      let read = 0;
      for (;;) {
        const response = await fetch(
          `${big.url}/opportunities/search?location_id=${big.locationId}&limit=100${startAfterId ? `&startAfterId=${startAfterId}` : ''}`,
          { headers: { Authorization: `Bearer ${big.apiKey}`, Version: '2021-07-28' } },
        );
        const page = (await response.json()) as {
          opportunities: { id: string }[];
          meta: { total: number; startAfterId: string | null; nextPageUrl: string | null };
        };
        expect(page.meta.total).toBe(10_000);
        read += page.opportunities.length;
        if (!page.meta.nextPageUrl) break;
        startAfterId = page.meta.startAfterId!;
        // Stay under the sandbox's burst limit (100 per 10 s) by reading only the first and last pages.
        if (read === 100) {
          startAfterId = big.opportunities().sort((a, b) => b.createdAt.localeCompare(a.createdAt))[9_899]!.id;
          read = 9_900;
        }
      }
      expect(read).toBe(10_000);
    } finally {
      await big.close();
    }
  });
});

describe('sandbox GHL: answers overridden by a test', () => {
  let ghl: GhlSandbox;
  beforeAll(async () => {
    ghl = await startGhlSandbox();
  });
  afterAll(() => ghl.close());

  const pipelines = (headers: Record<string, string>) =>
    fetch(`${ghl.url}/opportunities/pipelines?locationId=${ghl.locationId}`, {
      headers: { Authorization: `Bearer ${ghl.apiKey}`, ...headers },
    });

  it('replace only a successful answer: the call is still checked as GHL checks it', async () => {
    ghl.overrideAnswer('GET', '/opportunities/pipelines', { body: '<html>not GHL</html>', times: 2 });
    const refused = await pipelines({ Version: '2021-04-15' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Version/);

    const overridden = await pipelines({ Version: '2021-07-28' });
    expect(overridden.status).toBe(200);
    expect(overridden.headers.get('content-type')).toMatch(/text\/html/);
    expect(await overridden.text()).toBe('<html>not GHL</html>');

    // `times: 2` counts answers replaced, not calls refused: one is left.
    expect(await (await pipelines({ Version: '2021-07-28' })).text()).toBe('<html>not GHL</html>');
    const own = await pipelines({ Version: '2021-07-28' });
    expect(((await own.json()) as { pipelines: unknown[] }).pipelines).toHaveLength(2);
  });
});
