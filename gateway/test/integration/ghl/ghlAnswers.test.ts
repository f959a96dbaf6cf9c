import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import {
  MALFORMED_ANSWERS,
  exampleCalendar,
  exampleContact,
  exampleCustomField,
  exampleLastPageMeta,
  exampleOpportunity,
  examplePipelines,
} from '../../support/ghlExamples';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const UNEXPECTED = 'GoHighLevel answered in an unexpected format';
type LogLine = { level: number; msg: string; provider?: string; operation?: string; skipped?: number };

describe("GHL's answers are checked at the boundary (published examples, malformed answers)", () => {
  let t: TestGateway;
  let admin: SignedIn;
  let broker: SignedIn;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    t = await startTestGateway({}, { ghl: true, log });
    admin = await t.signInAs('ghl-answers-admin', { isAdmin: true });
    broker = await t.signInAs('ghl-answers-broker');
    await t.configureGhl(admin.token);
  });
  afterEach(async () => {
    t.ghl!.clearAnswerOverrides();
    // The catalogue keeps pipelines for a minute: read GHL's own again so no test sees another's.
    await call('/admin/ghl/pipelines');
  });
  afterAll(() => t.close());

  const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { token: admin.token, ...init });
  const metric = async (name: string, operation: string) => {
    const text = (await t.gateway.metrics.render()).body;
    const line = text.split('\n').find((l) => l.startsWith(`${name}{provider="ghl",operation="${operation}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const location = () => t.ghl!.locationId;

  it("GET /admin/ghl/pipelines with GHL's published example (stages without id or name) answers 200 with those stages skipped, counted and logged", async () => {
    const example = examplePipelines(location());
    t.ghl!.overrideAnswer('GET', '/opportunities/pipelines', {
      body: {
        pipelines: [
          ...example.pipelines,
          {
            id: 'exPipeline00000000002',
            name: 'Mixed pipeline',
            stages: [
              { id: 'exStageKept', name: 'Kept Stage', position: 0 },
              { name: 'No id' },
              { id: 'exNoName' },
              'x',
            ],
            locationId: location(),
          },
          { name: 'A pipeline without an id', stages: [] },
        ],
      },
    });
    const skippedBefore = await metric('portal_provider_items_skipped_total', 'GET /opportunities/pipelines');

    const response = await call('/admin/ghl/pipelines');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pipelines: [
        { id: 'exPipeline00000000001', name: 'Example pipeline', stages: [], locationId: location() },
        {
          id: 'exPipeline00000000002',
          name: 'Mixed pipeline',
          stages: [{ id: 'exStageKept', name: 'Kept Stage' }],
          locationId: location(),
        },
      ],
    });
    // One example stage, three of the mixed pipeline's and the pipeline without an id.
    expect((await metric('portal_provider_items_skipped_total', 'GET /opportunities/pipelines')) - skippedBefore).toBe(
      5,
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ provider: 'ghl', operation: 'GET /opportunities/pipelines', skipped: 3 }),
    );

    // A key typed before saving reads the same answer the same way.
    const typed = await call('/admin/ghl/pipelines', {
      method: 'POST',
      json: { apiKey: t.ghl!.apiKey, locationId: location() },
    });
    expect(typed.status).toBe(200);
    expect(((await typed.json()) as { pipelines: unknown[] }).pipelines).toHaveLength(2);
  });

  it('a pipelines answer none of whose pipelines can be used answers 502, never an empty list', async () => {
    t.ghl!.overrideAnswer('GET', '/opportunities/pipelines', {
      body: { pipelines: [{ name: 'no id', stages: [] }, [], 'pipeline'] },
    });
    const response = await call('/admin/ghl/pipelines');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: UNEXPECTED, message: UNEXPECTED });
  });

  it(`malformed answers (HTML, an array, no list) answer 502 "${UNEXPECTED}", logged with the GHL operation and counted`, async () => {
    const endpoints = [
      ['GET', '/opportunities/pipelines'],
      ['GET', '/opportunities/search'],
      ['GET', `/locations/${location()}/customFields`],
      ['GET', '/calendars'],
    ] as const;
    const before = await metric('portal_provider_unexpected_answers_total', 'GET /calendars/');
    for (const malformed of MALFORMED_ANSWERS) {
      lines.length = 0;
      for (const [method, path] of endpoints) t.ghl!.overrideAnswer(method, path, { body: malformed.body });
      const answers = {
        listGhlPipelines: await call('/admin/ghl/pipelines'),
        loadGhlPipelines: await call('/admin/ghl/pipelines', {
          method: 'POST',
          json: { apiKey: t.ghl!.apiKey, locationId: location() },
        }),
        listGhlCalendars: await call('/admin/ghl/calendars'),
        fetchGhlCustomFields: await call('/admin/ghl/fetch-custom-fields', { method: 'POST', json: {} }),
        listGhlOpportunities: await call('/admin/ghl/opportunities'),
        listGhlPipelineOpportunities: await call(`/admin/ghl/pipeline/${t.ghl!.pipelineId}/opportunities`),
      };
      for (const [operation, response] of Object.entries(answers)) {
        expect({ operation, malformed: malformed.what, status: response.status }).toEqual({
          operation,
          malformed: malformed.what,
          status: 502,
        });
        expect(await response.json()).toMatchObject({ error: UNEXPECTED, message: UNEXPECTED });
      }
      expect(await (await call('/admin/ghl/test')).json()).toEqual({ connected: false });
      for (const operation of ['GET /opportunities/pipelines', 'GET /calendars/']) {
        expect(lines).toContainEqual(expect.objectContaining({ msg: UNEXPECTED, provider: 'ghl', operation }));
      }
      t.ghl!.clearAnswerOverrides();
    }
    expect((await metric('portal_provider_unexpected_answers_total', 'GET /calendars/')) - before).toBe(
      MALFORMED_ANSWERS.length,
    );
  });

  it("GHL's published opportunity, custom-field and calendar examples are read; an opportunity without an id is skipped", async () => {
    const opportunity = exampleOpportunity({
      id: 'exOpportunity0000001',
      pipelineId: t.ghl!.pipelineId,
      pipelineStageId: SANDBOX_STAGES.proposal.id,
      locationId: location(),
    });
    t.ghl!.overrideAnswer('GET', '/opportunities/search', {
      body: { opportunities: [opportunity, { name: 'An opportunity without an id' }], meta: exampleLastPageMeta(2) },
    });
    const listed = await call('/admin/ghl/opportunities');
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as { opportunities: Record<string, unknown>[]; nextCursor: string | null };
    expect(page.nextCursor).toBeNull();
    expect(page.opportunities).toEqual([
      {
        id: 'exOpportunity0000001',
        name: 'Example opportunity',
        contact: { name: 'Example Contact', email: 'contact@example.com' },
        monetaryValue: 500,
        status: 'open',
        pipelineId: t.ghl!.pipelineId,
        pipelineName: 'Commercial Loans',
        pipelineStageId: SANDBOX_STAGES.proposal.id,
        createdAt: '2021-08-03T04:55:17.355Z',
        customFields: [{ key: 'exCustomField00000001', field_value: 'Example value' }],
      },
    ]);

    t.ghl!.overrideAnswer('GET', `/locations/${location()}/customFields`, {
      body: { customFields: [exampleCustomField('exCustomField00000001', location()), { name: 'no id' }] },
    });
    const fields = await call('/admin/ghl/fetch-custom-fields', { method: 'POST', json: {} });
    expect(fields.status).toBe(200);
    expect(await fields.json()).toEqual({
      summary: { totalFields: 1 },
      fields: [
        {
          id: 'exCustomField00000001',
          name: 'pincode',
          fieldKey: 'opportunity.pincode',
          dataType: 'TEXT',
          model: 'opportunity',
        },
      ],
    });

    t.ghl!.overrideAnswer('GET', '/calendars', {
      body: { calendars: [exampleCalendar('exCalendar0000000001', location()), { name: 'no id' }] },
    });
    const calendars = await call('/admin/ghl/calendars');
    expect(calendars.status).toBe(200);
    expect(await calendars.json()).toEqual({
      calendars: [
        { id: 'exCalendar0000000001', name: 'test calendar', description: 'this is used for testing', isActive: true },
      ],
    });
  });

  it('import: an opportunity answered without its id is a 502, neither a 404 nor a deal; the published example imports', async () => {
    const target = t.ghl!.opportunities()[0]!;
    const importIt = () =>
      call('/admin/ghl/import-opportunity', {
        method: 'POST',
        json: { opportunityId: target.id, userId: broker.user.id },
      });

    t.ghl!.overrideAnswer('GET', `/opportunities/${target.id}`, { body: { opportunity: { name: 'no id' } } });
    const refused = await importIt();
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ error: UNEXPECTED, message: UNEXPECTED });
    expect(((await (await call('/admin/deals')).json()) as { items: unknown[] }).items).toEqual([]);

    t.ghl!.overrideAnswer('GET', `/opportunities/${target.id}`, {
      body: {
        opportunity: {
          ...exampleOpportunity({
            id: target.id,
            pipelineId: t.ghl!.pipelineId,
            pipelineStageId: SANDBOX_STAGES.proposal.id,
            locationId: location(),
          }),
          contactId: target.contactId,
        },
      },
    });
    t.ghl!.overrideAnswer('GET', `/contacts/${target.contactId}`, {
      body: { contact: exampleContact(target.contactId, location()) },
    });
    const imported = await importIt();
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({
      deal: { ghlOpportunityId: target.id, contactEmail: 'example@deos.example', loanAmount: 500 },
    });
  });

  it('test contact: an upsert answered without the contact is a 502 with the message', async () => {
    t.ghl!.overrideAnswer('POST', '/contacts/upsert', {
      body: { new: true, contact: { name: 'no id' }, traceId: 'ex-trace' },
    });
    const response = await call('/admin/ghl/test-contact', { method: 'POST', json: {} });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: UNEXPECTED, message: UNEXPECTED });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: UNEXPECTED, provider: 'ghl', operation: 'POST /contacts/upsert' }),
    );
  });
});
