import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '@portal/contracts';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/** Every admin GHL operation, with a call that reaches it. */
const CALLS: Record<string, { method: string; path: string; json?: unknown }> = {
  testGhlConnection: { method: 'GET', path: '/admin/ghl/test' },
  listGhlPipelines: { method: 'GET', path: '/admin/ghl/pipelines' },
  loadGhlPipelines: { method: 'POST', path: '/admin/ghl/pipelines', json: { apiKey: 'k' } },
  listGhlCalendars: { method: 'GET', path: '/admin/ghl/calendars' },
  getGhlConfig: { method: 'GET', path: '/admin/ghl/config' },
  saveGhlConfig: { method: 'POST', path: '/admin/ghl/config', json: { apiKey: 'k' } },
  sendGhlTestContact: { method: 'POST', path: '/admin/ghl/test-contact', json: {} },
  fetchGhlCustomFields: { method: 'POST', path: '/admin/ghl/fetch-custom-fields', json: {} },
  listGhlOpportunities: { method: 'GET', path: '/admin/ghl/opportunities' },
  importGhlOpportunity: {
    method: 'POST',
    path: '/admin/ghl/import-opportunity',
    json: { opportunityId: 'o', userId: 'u' },
  },
  listGhlPipelineOpportunities: { method: 'GET', path: '/admin/ghl/pipeline/p1/opportunities' },
  compareDealsWithGhl: { method: 'GET', path: '/deals/compare/ghl' },
  syncDealsToGhl: { method: 'POST', path: '/deals/sync/ghl', json: { dealIds: ['d'] } },
  listGhlDeleteOutcomes: { method: 'GET', path: '/admin/ghl/delete-outcomes' },
};

describe('who may call the GHL operations', () => {
  let t: TestGateway;
  let pending: SignedIn;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    pending = await t.signIn('ghl-pending');
    member = await t.signInAs('ghl-member');
    admin = await t.signInAs('ghl-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const call = (id: string, token?: string) => {
    const { method, path, json } = CALLS[id]!;
    return t.request(path, { method, token, ...(json !== undefined ? { json } : {}) });
  };

  it.each(Object.keys(CALLS))('%s: anonymous 401, pending 403, member 403, admin served', async (id) => {
    expect((operationAccess as Record<string, string>)[id]).toBe('admin');
    expect((await call(id)).status).toBe(401);
    const refused = await call(id, pending.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('Your account is pending approval');
    const asMember = await call(id, member.token);
    expect(asMember.status).toBe(403);
    expect(((await asMember.json()) as { error: string }).error).toBe('Admin access required');
    expect([401, 403, 501]).not.toContain((await call(id, admin.token)).status);
  });

  it('the webhook is public: no token needed, but GHL signature (401 without)', async () => {
    expect((operationAccess as Record<string, string>).ghlWebhook).toBe('public');
    const unsigned = await t.request('/api/webhooks/ghl', { method: 'POST', json: { type: 'OpportunityUpdate' } });
    expect(unsigned.status).toBe(401);
    const signed = await t.ghl!.sendSignedWebhook(t.gateway.url, t.ghl!.webhookEvent('OpportunityUpdate', 'x'));
    expect(signed.status).toBe(200);
  });
});
