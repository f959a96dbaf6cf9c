import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_GHL_API_KEY, SANDBOX_STAGES } from '../../../sandbox/ghl';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Json = Record<string, unknown>;
const KEY_MASK = `••••${SANDBOX_GHL_API_KEY.slice(-4)}`;

describe('GET/POST /admin/ghl/config (getGhlConfig, saveGhlConfig)', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('ghl-config-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const get = async () => (await (await t.request('/admin/ghl/config', { token: admin.token })).json()) as Json;
  const save = (json: unknown) => t.request('/admin/ghl/config', { method: 'POST', token: admin.token, json });

  it('is all empty until first saved', async () => {
    expect(await get()).toEqual({
      apiKey: null,
      hasApiKey: false,
      v2Token: null,
      hasV2Token: false,
      pipelineId: null,
      calendarId: null,
      locationId: null,
      assignedUserId: null,
      onDealDeleted: 'leave',
      underReviewStageId: null,
      inUnderwritingStageId: null,
      loeSentStageId: null,
      closedStageId: null,
      signedProposalStageId: null,
      noShowStageId: null,
      updatedAt: null,
    });
  });

  it("refuses a missing or blank API key with 'API Key is required'", async () => {
    for (const body of [{ locationId: 'x' }, { apiKey: '   ' }, { apiKey: '' }, { apiKey: null }]) {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'API Key is required',
        details: [{ field: 'body.apiKey', message: 'API Key is required' }],
      });
    }
    expect((await get()).hasApiKey).toBe(false);
  });

  it('refuses a key or token no GHL call could carry (spaces, control or non-ASCII characters), saving nothing', async () => {
    for (const apiKey of ['pit key', 'pit\u0000key', 'pit\u202ekey', 'clé-secrète']) {
      const response = await save({ ...t.ghl!.configRequest, apiKey });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        // The NUL character is refused for every field before the key's own rule is read.
        error: apiKey.includes('\u0000')
          ? 'body.apiKey must not contain the NUL character'
          : 'API Key may contain only letters, digits and symbols, without spaces',
        details: [{ field: 'body.apiKey' }],
      });
      const typed = await t.request('/admin/ghl/pipelines', {
        method: 'POST',
        token: admin.token,
        json: { apiKey, locationId: 'x' },
      });
      expect(typed.status).toBe(400);
    }
    const token = await save({ ...t.ghl!.configRequest, v2Token: 'pit\u202e' });
    expect(token.status).toBe(400);
    expect(((await token.json()) as { details: { field: string }[] }).details[0]!.field).toBe('body.v2Token');
    expect((await get()).hasApiKey).toBe(false);
  });

  it('saves the configuration; secrets are encrypted at rest and masked on the way out', async () => {
    const response = await save({
      ...t.ghl!.configRequest,
      v2Token: 'pit-v2-token-abcdef-9876',
      assignedUserId: ' u-1 ',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json;
    expect(body).toMatchObject({
      apiKey: KEY_MASK,
      hasApiKey: true,
      v2Token: '••••9876',
      hasV2Token: true,
      locationId: t.ghl!.locationId,
      pipelineId: t.ghl!.pipelineId,
      assignedUserId: 'u-1',
      underReviewStageId: SANDBOX_STAGES.qualification.id,
      noShowStageId: SANDBOX_STAGES.underwriting.id,
    });
    expect(JSON.stringify(body)).not.toContain(SANDBOX_GHL_API_KEY);
    expect(JSON.stringify(await get())).not.toContain('pit-v2-token');

    const stored = await t.gateway.container.repositories.ghlSettings.get();
    expect(stored!.apiKeyEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(SANDBOX_GHL_API_KEY);
    expect(JSON.stringify(stored)).not.toContain('pit-v2-token');
    expect(t.gateway.container.infra.secrets.decrypt(stored!.apiKeyEncrypted!)).toBe(SANDBOX_GHL_API_KEY);
    expect(t.gateway.container.infra.secrets.decrypt(stored!.v2TokenEncrypted!)).toBe('pit-v2-token-abcdef-9876');
  });

  it('posting the masks back (or leaving the secrets out) keeps them; null clears the v2 token', async () => {
    expect((await save({ apiKey: KEY_MASK, v2Token: '••••9876', calendarId: 'cal-2' })).status).toBe(200);
    expect((await save({ assignedUserId: '' })).status).toBe(200);
    let stored = await t.gateway.container.repositories.ghlSettings.get();
    expect(t.gateway.container.infra.secrets.decrypt(stored!.apiKeyEncrypted!)).toBe(SANDBOX_GHL_API_KEY);
    expect(t.gateway.container.infra.secrets.decrypt(stored!.v2TokenEncrypted!)).toBe('pit-v2-token-abcdef-9876');
    expect(await get()).toMatchObject({ calendarId: 'cal-2', assignedUserId: null, pipelineId: t.ghl!.pipelineId });

    const cleared = await save({ v2Token: null });
    expect(await cleared.json()).toMatchObject({ v2Token: null, hasV2Token: false, hasApiKey: true });
    stored = await t.gateway.container.repositories.ghlSettings.get();
    expect(stored!.v2TokenEncrypted).toBeNull();
  });

  it('a new pipeline clears the stage mappings the request leaves out', async () => {
    const response = await save({ pipelineId: 'sbx-pipeline-referrals', inUnderwritingStageId: 'sbx-stage-contacted' });
    expect(await response.json()).toMatchObject({
      pipelineId: 'sbx-pipeline-referrals',
      underReviewStageId: null,
      inUnderwritingStageId: 'sbx-stage-contacted',
      loeSentStageId: null,
      closedStageId: null,
      signedProposalStageId: null,
      noShowStageId: null,
    });
    await t.configureGhl(admin.token);
    expect(await get()).toMatchObject({ pipelineId: t.ghl!.pipelineId, noShowStageId: SANDBOX_STAGES.underwriting.id });
  });

  it('refuses fields the contract does not know and over-long values (400)', async () => {
    expect((await save({ apiKey: KEY_MASK, somethingElse: 1 })).status).toBe(400);
    expect((await save({ pipelineId: 'x'.repeat(129) })).status).toBe(400);
  });
});

describe('the GHL settings calls against the sandbox GHL', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('ghl-settings-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { token: admin.token, ...init });

  it('before GHL is configured: test says not connected; the saved-key calls answer 409', async () => {
    expect(await (await call('/admin/ghl/test')).json()).toEqual({ connected: false });
    for (const path of ['/admin/ghl/pipelines', '/admin/ghl/calendars', '/admin/ghl/opportunities']) {
      const response = await call(path);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: string }).error).toMatch(/GHL is not configured/);
    }
    expect((await call('/admin/ghl/test-contact', { method: 'POST', json: {} })).status).toBe(409);
    expect(t.ghl!.requests()).toEqual([]);
  });

  it('POST /admin/ghl/pipelines loads the pipelines of a key typed before saving', async () => {
    const missing = await call('/admin/ghl/pipelines', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('API Key is required');
    const blank = await call('/admin/ghl/pipelines', { method: 'POST', json: { apiKey: '  ', locationId: 'x' } });
    expect(((await blank.json()) as { error: string }).error).toBe('API Key is required');
    const noLocation = await call('/admin/ghl/pipelines', { method: 'POST', json: { apiKey: t.ghl!.apiKey } });
    expect(noLocation.status).toBe(400);
    expect(((await noLocation.json()) as { error: string }).error).toBe('Location ID is required');

    const wrongKey = await call('/admin/ghl/pipelines', {
      method: 'POST',
      json: { apiKey: 'pit-wrong', locationId: t.ghl!.locationId },
    });
    expect(wrongKey.status).toBe(400);
    expect(((await wrongKey.json()) as { error: string }).error).toBe(
      'Failed to fetch GHL pipelines. Please check your API key.',
    );

    const loaded = await call('/admin/ghl/pipelines', {
      method: 'POST',
      json: { apiKey: t.ghl!.apiKey, locationId: t.ghl!.locationId },
    });
    expect(loaded.status).toBe(200);
    const { pipelines } = (await loaded.json()) as { pipelines: { id: string; name: string; stages: unknown[] }[] };
    expect(pipelines.map((p) => p.name)).toEqual(['Commercial Loans', 'Referrals']);
    expect(pipelines[0]).toEqual({
      id: t.ghl!.pipelineId,
      name: 'Commercial Loans',
      locationId: t.ghl!.locationId,
      stages: Object.values(SANDBOX_STAGES).map(({ id, name }) => ({ id, name })),
    });
    // Every call carried the bearer token and GHL's Version header (the sandbox refuses others).
    expect(t.ghl!.requests().filter((r) => r.status === 400)).toEqual([]);
  });

  it('once saved: connected, pipelines and calendars with the saved key, a masked key means the saved one', async () => {
    const saved = await t.configureGhl(admin.token);
    expect(await (await call('/admin/ghl/test')).json()).toEqual({ connected: true });
    const pipelines = (await (await call('/admin/ghl/pipelines')).json()) as { pipelines: { id: string }[] };
    expect(pipelines.pipelines.map((p) => p.id)).toEqual([t.ghl!.pipelineId, 'sbx-pipeline-referrals']);
    const masked = await call('/admin/ghl/pipelines', { method: 'POST', json: { apiKey: saved.apiKey } });
    expect(masked.status).toBe(200);
    expect(await (await call('/admin/ghl/calendars')).json()).toEqual({
      calendars: [
        { id: 'sbx-calendar-discovery', name: 'Discovery Call', description: '30-minute intro call', isActive: true },
        { id: 'sbx-calendar-closing', name: 'Closing Call', description: null, isActive: false },
      ],
    });
  });

  it('POST /admin/ghl/fetch-custom-fields counts the opportunity custom fields', async () => {
    const response = await call('/admin/ghl/fetch-custom-fields', { method: 'POST', json: {} });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { summary: { totalFields: number }; fields: { fieldKey: string }[] };
    expect(body.summary).toEqual({ totalFields: 9 });
    expect(body.fields.map((f) => f.fieldKey)).toEqual(
      expect.arrayContaining([
        'opportunity.property_address',
        'opportunity.property_type',
        'opportunity.deal_type',
        'opportunity.property_vintage',
        'opportunity.sponsor_net_worth',
        'opportunity.sponsor_liquidity',
        'opportunity.loan_request',
        'opportunity.additional_information',
      ]),
    );
    const blank = await call('/admin/ghl/fetch-custom-fields', { method: 'POST', json: { apiKey: '' } });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe('API Key is required');
    const typed = await call('/admin/ghl/fetch-custom-fields', {
      method: 'POST',
      json: { apiKey: t.ghl!.apiKey, locationId: t.ghl!.locationId },
    });
    expect(typed.status).toBe(200);
  });

  it('POST /admin/ghl/test-contact makes a contact and its opportunity once, however often it is run', async () => {
    const first = await call('/admin/ghl/test-contact', { method: 'POST' });
    expect(first.status).toBe(200);
    const created = (await first.json()) as { contactId: string; opportunityId: string; message: string };
    expect(created.message).toBe('Test contact and opportunity created in GHL');
    expect(t.ghl!.opportunity(created.opportunityId)).toMatchObject({ contactId: created.contactId });
    const again = (await (await call('/admin/ghl/test-contact', { method: 'POST', json: {} })).json()) as Json;
    expect(again).toMatchObject({ contactId: created.contactId, opportunityId: created.opportunityId });
    const custom = (await (
      await call('/admin/ghl/test-contact', {
        method: 'POST',
        json: { email: 'someone@example.com', firstName: 'Sam' },
      })
    ).json()) as Json;
    expect(custom.contactId).not.toBe(created.contactId);
    expect(t.ghl!.contacts().find((c) => c.id === custom.contactId)).toMatchObject({ firstName: 'Sam' });
  });

  it('GHL failing answers 502 (and the connection test says not connected)', async () => {
    t.ghl!.failFor(60_000, 500);
    try {
      for (const path of ['/admin/ghl/pipelines', '/admin/ghl/calendars', '/admin/ghl/opportunities']) {
        const response = await call(path);
        expect(response.status).toBe(502);
        expect(((await response.json()) as { error: string }).error).toMatch(/GHL failed \(500\)/);
      }
      expect((await call('/admin/ghl/fetch-custom-fields', { method: 'POST', json: {} })).status).toBe(502);
      expect((await call('/admin/ghl/test-contact', { method: 'POST', json: {} })).status).toBe(502);
      expect(await (await call('/admin/ghl/test')).json()).toEqual({ connected: false });
    } finally {
      t.ghl!.clearFaults();
    }
  });
});
