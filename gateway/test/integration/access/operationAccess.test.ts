import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '@portal/contracts';
import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/** Every operation of deals, documents, users, analytics, the backlog, OneDrive, e-mail, auto-access, the lender directory, placement (sizing, matching and the summary PDF), lender submissions, the placement figures, broker fees and duplicate detection, with a call that reaches it. */
const CALLS: Record<string, { method: string; path: string; json?: unknown }> = {
  listDeals: { method: 'GET', path: '/deals' },
  getDealPipeline: { method: 'GET', path: '/deals/pipeline' },
  createDeal: { method: 'POST', path: '/deals', json: {} },
  getDeal: { method: 'GET', path: '/deals/some-id' },
  updateDeal: { method: 'PUT', path: '/deals/some-id', json: {} },
  deleteDeal: { method: 'DELETE', path: '/deals/some-id' },
  listDealDocuments: { method: 'GET', path: '/deals/some-id/documents' },
  listDocuments: { method: 'GET', path: '/documents' },
  listDocumentsByDeal: { method: 'GET', path: '/documents/deal/some-id' },
  uploadDocument: { method: 'POST', path: '/documents/upload' },
  updateDocument: { method: 'PUT', path: '/documents/some-id', json: { tags: [] } },
  deleteDocument: { method: 'DELETE', path: '/documents/some-id' },
  downloadDocument: { method: 'GET', path: '/documents/some-id/download' },
  listUsers: { method: 'GET', path: '/admin/users' },
  updateUser: { method: 'PUT', path: '/admin/users/some-id', json: { isAdmin: true } },
  getOneDriveStatus: { method: 'GET', path: '/admin/onedrive/status' },
  connectOneDrive: { method: 'POST', path: '/admin/onedrive/connect', json: { code: 'x' } },
  listAllDeals: { method: 'GET', path: '/admin/deals' },
  getAllDealsPipeline: { method: 'GET', path: '/admin/deals/pipeline' },
  listAllDocuments: { method: 'GET', path: '/admin/documents' },
  getAnalytics: { method: 'GET', path: '/admin/analytics' },
  getBacklog: { method: 'GET', path: '/admin/backlog' },
  getDatabaseCapacity: { method: 'GET', path: '/admin/database-capacity' },
  getEmailConfig: { method: 'GET', path: '/admin/email/config' },
  saveEmailConfig: { method: 'POST', path: '/admin/email/config', json: {} },
  sendTestEmail: { method: 'POST', path: '/admin/email/test', json: {} },
  getEmailOutbox: { method: 'GET', path: '/admin/email/outbox' },
  retryEmailOutbox: { method: 'POST', path: '/admin/email/outbox/retry' },
  listAutoAccessUsers: { method: 'GET', path: '/admin/discord-auto-access' },
  addAutoAccessUser: { method: 'POST', path: '/admin/discord-auto-access', json: { discordUsername: 'x' } },
  bulkAddAutoAccessUsers: { method: 'POST', path: '/admin/discord-auto-access/bulk', json: {} },
  removeAutoAccessUser: { method: 'DELETE', path: '/admin/discord-auto-access/some-id' },
  getDiscordRoleAccess: { method: 'GET', path: '/admin/discord-roles' },
  saveDiscordRoleAccess: { method: 'PUT', path: '/admin/discord-roles', json: { guildId: null, grantingRoleIds: [] } },
  listDiscordAccessChanges: { method: 'GET', path: '/admin/discord-roles/changes' },
  listDiscordGuildRoles: { method: 'GET', path: '/admin/discord-roles/guild-roles?guildId=1180000000000000001' },
  getDiscordRoleCheck: { method: 'GET', path: '/admin/discord-roles/check' },
  runDiscordRoleCheck: { method: 'POST', path: '/admin/discord-roles/check' },
  listSavedViews: { method: 'GET', path: '/admin/saved-views' },
  createSavedView: { method: 'POST', path: '/admin/saved-views', json: { name: 'x', query: '' } },
  updateSavedView: { method: 'PATCH', path: '/admin/saved-views/some-id', json: { name: 'y' } },
  deleteSavedView: { method: 'DELETE', path: '/admin/saved-views/some-id' },
  getQuotas: { method: 'GET', path: '/admin/settings/quotas' },
  saveQuotas: { method: 'PUT', path: '/admin/settings/quotas', json: { writesPerMinutePerMember: 100000 } },
  listLenders: { method: 'GET', path: '/admin/lenders' },
  createLender: { method: 'POST', path: '/admin/lenders', json: { name: 'x', type: 'bank' } },
  getLender: { method: 'GET', path: '/admin/lenders/some-id' },
  updateLender: { method: 'PATCH', path: '/admin/lenders/some-id', json: { active: false } },
  createLenderProgram: { method: 'POST', path: '/admin/lenders/some-id/programs', json: {} },
  updateLenderProgram: { method: 'PATCH', path: '/admin/lenders/some-id/programs/some-id', json: { active: false } },
  deleteLenderProgram: { method: 'DELETE', path: '/admin/lenders/some-id/programs/some-id' },
  createLenderContact: { method: 'POST', path: '/admin/lenders/some-id/contacts', json: { name: 'x' } },
  updateLenderContact: { method: 'PATCH', path: '/admin/lenders/some-id/contacts/some-id', json: { name: 'y' } },
  deleteLenderContact: { method: 'DELETE', path: '/admin/lenders/some-id/contacts/some-id' },
  importLenders: { method: 'POST', path: '/admin/lenders/import?dryRun=true' },
  exportLenders: { method: 'GET', path: '/admin/lenders/export' },
  getLenderImportTemplate: { method: 'GET', path: '/admin/lenders/import/template' },
  getPlacementSettings: { method: 'GET', path: '/admin/settings/placement' },
  savePlacementSettings: { method: 'PUT', path: '/admin/settings/placement', json: { tolerances: null } },
  getDealPlacement: { method: 'GET', path: '/deals/some-id/placement' },
  getDealSummaryPdf: { method: 'GET', path: '/deals/some-id/summary.pdf?form=full' },
  getDealMatches: { method: 'GET', path: '/admin/deals/some-id/matches?limit=5' },
  getProgramDeals: { method: 'GET', path: '/admin/lenders/some-id/programs/some-id/deals?limit=5' },
  listLenderSubmissions: { method: 'GET', path: '/admin/deals/some-id/submissions' },
  sendLenderSubmissions: {
    method: 'POST',
    path: '/admin/deals/some-id/submissions',
    json: { sendKey: 'matrix-send-key', contactIds: ['some-id'], documentIds: [], message: '' },
  },
  revokeLenderSubmission: { method: 'POST', path: '/admin/deals/some-id/submissions/some-id/revoke' },
  listDealQuotes: { method: 'GET', path: '/admin/deals/some-id/quotes' },
  recordDealQuote: {
    method: 'POST',
    path: '/admin/deals/some-id/quotes',
    json: {
      lenderId: 'some-id',
      terms: {
        amount: 1_000_000,
        rateType: 'fixed',
        ratePercent: 7,
        termMonths: 60,
        amortisationMonths: 300,
        recourse: 'full',
      },
    },
  },
  exportDealQuotes: { method: 'GET', path: '/admin/deals/some-id/quotes/export' },
  selectDealQuote: { method: 'POST', path: '/admin/deals/some-id/quotes/some-id/select' },
  shareDealQuote: { method: 'PUT', path: '/admin/deals/some-id/quotes/some-id/shared', json: { shared: true } },
  listSharedDealQuotes: { method: 'GET', path: '/deals/some-id/quotes' },
  getPlacementFigures: { method: 'GET', path: '/admin/placement/figures?lenderId=some-id' },
  exportPlacementFigures: { method: 'GET', path: '/admin/placement/export' },
  getDealFee: { method: 'GET', path: '/deals/some-id/fee' },
  saveDealFee: { method: 'PUT', path: '/admin/deals/some-id/fee', json: { feePoints: 1 } },
  getMyEarnings: { method: 'GET', path: '/earnings' },
  getFeeReport: { method: 'GET', path: '/admin/fees/report' },
  exportFeeReport: { method: 'GET', path: '/admin/fees/report/export' },
  listOverdueFees: { method: 'GET', path: '/admin/fees/overdue' },
  getFeeSettings: { method: 'GET', path: '/admin/settings/fees' },
  saveFeeSettings: { method: 'PUT', path: '/admin/settings/fees', json: { overdueAfterDays: 30 } },
  listDuplicateFlags: { method: 'GET', path: '/admin/duplicates' },
  dismissDuplicateFlag: { method: 'POST', path: '/admin/duplicates/some-id/dismiss' },
  mergeDuplicateDeals: {
    method: 'POST',
    path: '/admin/duplicates/some-id/merge',
    json: { keepDealId: 'some-id', mergeDealId: 'other-id' },
  },
  findGhlImportMatches: { method: 'POST', path: '/admin/ghl/import-opportunity/matches', json: { opportunityId: 'x' } },
  getDuplicateSettings: { method: 'GET', path: '/admin/settings/duplicates' },
  saveDuplicateSettings: { method: 'PUT', path: '/admin/settings/duplicates', json: { closedWithinDays: 365 } },
};

/** The lenders' deal rooms: public (the link's token is the key), answering without a bearer. */
const ROOM_CALLS: Record<string, { method: string; path: string; json?: unknown }> = {
  getDealRoom: { method: 'GET', path: '/rooms/an-unknown-link' },
  downloadDealRoomDocument: { method: 'GET', path: '/rooms/an-unknown-link/documents/some-id' },
  answerDealRoom: { method: 'POST', path: '/rooms/an-unknown-link/answer', json: { answer: 'interested' } },
  uploadDealRoomTermSheet: { method: 'POST', path: '/rooms/an-unknown-link/term-sheet' },
};

describe('who may call the deal, document and admin operations', () => {
  let t: TestGateway;
  let pending: SignedIn;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    pending = await t.signIn('matrix-pending');
    member = await t.signInAs('matrix-member');
    admin = await t.signInAs('matrix-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const call = (id: string, token?: string) => {
    const { method, path, json } = CALLS[id]!;
    return t.request(path, { method, token, ...(json !== undefined ? { json } : {}) });
  };

  it.each(Object.keys(CALLS))(
    '%s: anonymous 401, pending 403, member per x-access, and it has a handler',
    async (id) => {
      const access = (operationAccess as Record<string, string>)[id];
      expect(['whitelisted', 'admin']).toContain(access);
      expect((await call(id)).status).toBe(401);
      const refused = await call(id, pending.token);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe('Your account is pending approval');
      const asMember = await call(id, member.token);
      if (access === 'admin') {
        expect(asMember.status).toBe(403);
        expect(((await asMember.json()) as { error: string }).error).toBe('Admin access required');
      } else {
        expect([403, 501]).not.toContain(asMember.status);
      }
      expect((await call(id, admin.token)).status).not.toBe(501);
    },
  );

  it.each(Object.keys(ROOM_CALLS))(
    '%s: public; anonymous, pending, member and admin all get the invalid-link 404, and it has a handler',
    async (id) => {
      expect((operationAccess as Record<string, string>)[id]).toBe('public');
      const { method, path, json } = ROOM_CALLS[id]!;
      for (const token of [undefined, pending.token, member.token, admin.token]) {
        const response = await t.request(path, { method, token, ...(json !== undefined ? { json } : {}) });
        expect(response.status).toBe(404);
        expect(((await response.json()) as { error: string }).error).toBe('This link is not valid or has expired');
      }
    },
  );

  /**
   * Every operation of the contract, not only the ones listed above: a new operation is checked
   * as soon as it is in openapi.yaml. Path ids are made up and bodies empty: refusals come first.
   */
  const document = loadOpenApiDocument() as { paths: Record<string, Record<string, { operationId?: string }>> };
  const everyOperation = Object.entries(document.paths).flatMap(([template, item]) =>
    ['get', 'post', 'put', 'patch', 'delete'].flatMap((method) => {
      const id = item[method]?.operationId;
      return id ? [{ id, method: method.toUpperCase(), path: template.replace(/\{[^}]+\}/g, 'some-id') }] : [];
    }),
  );

  it('every operation in openapi.yaml has an access level', () => {
    for (const { id } of everyOperation) expect(Object.keys(operationAccess), id).toContain(id);
    expect(everyOperation.length).toBe(Object.keys(operationAccess).length);
  });

  it.each(everyOperation.filter(({ id }) => ['whitelisted', 'admin'].includes(operationAccess[id as never])))(
    '$id ($method $path): anonymous 401, pending 403, a member 403 when admin-only',
    async ({ id, method, path }) => {
      const json = method === 'GET' || method === 'DELETE' ? undefined : {};
      const send = (token?: string) =>
        t.request(path, { method, ...(token ? { token } : {}), ...(json ? { json } : {}) });
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      await anonymous.body?.cancel();
      const refused = await send(pending.token);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe('Your account is pending approval');
      const asMember = await send(member.token);
      if (operationAccess[id as never] === 'admin') {
        expect(asMember.status).toBe(403);
        expect(((await asMember.json()) as { error: string }).error).toBe('Admin access required');
      } else if (asMember.status === 403) {
        // Refused for a reason of its own (e.g. sample data with real providers), not for access.
        const { error } = (await asMember.json()) as { error: string };
        expect(['Admin access required', 'Your account is pending approval']).not.toContain(error);
      } else {
        // An event stream stays open: its headers are the answer.
        await asMember.body?.cancel();
      }
    },
  );
});
