import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallPdf } from '../../support/files';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

const UNEXPECTED = 'Microsoft Graph answered in an unexpected format';
const UPLOAD_UNEXPECTED = `Could not store the document: ${UNEXPECTED}.`;
const HTML = '<!doctype html><html><body><h1>503 Service Unavailable</h1></body></html>';
type LogLine = { msg: string; provider?: string; operation?: string };

describe("Microsoft's answers are checked at the boundary (OneDrive connect and uploads)", () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let deal: DealRecord;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    t = await startTestGateway({}, { microsoft: true, log });
    admin = await t.signInAs('graph-answers-admin', { isAdmin: true });
    member = await t.signInAs('graph-answers-member');
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'graph-answers-member' });
  });
  afterEach(() => t.microsoft!.clearAnswerOverrides());
  afterAll(() => t.close());

  const connect = (code: string) => {
    t.microsoft!.preAuthorize(code, t.config.MS_REDIRECT_URI);
    return t.request('/admin/onedrive/connect', { method: 'POST', token: admin.token, json: { code } });
  };
  const connected = async () =>
    ((await (await t.request('/admin/onedrive/status', { token: admin.token })).json()) as { connected: boolean })
      .connected;

  it(`connect: a profile or token answer in another shape is 502 "${UNEXPECTED}" and connects nothing`, async () => {
    t.microsoft!.overrideAnswer('GET', '/v1.0/me', { body: HTML });
    const html = await connect('graph-code-html');
    expect(html.status).toBe(502);
    expect(await html.json()).toMatchObject({ error: UNEXPECTED, message: UNEXPECTED });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: UNEXPECTED, provider: 'microsoft_graph', operation: 'GET /me' }),
    );
    t.microsoft!.clearAnswerOverrides();

    // A 200 without an access token is not a refused code (400): Microsoft did not answer as documented.
    t.microsoft!.overrideAnswer('POST', '/common/oauth2/v2.0/token', {
      body: { token_type: 'Bearer', expires_in: 3599 },
    });
    const noToken = await connect('graph-code-no-token');
    expect(noToken.status).toBe(502);
    expect(await noToken.json()).toMatchObject({ error: UNEXPECTED, message: UNEXPECTED });
    expect(await connected()).toBe(false);
  });

  describe('uploads', () => {
    beforeAll(() => t.connectOneDrive(admin));

    const upload = (fileName: string, dealId = deal._id) =>
      t.upload(member.token, { dealId, fileName, content: smallPdf() });
    const recorded = async () =>
      (await t.gateway.container.repositories.documents.listByDeal(deal._id)).map((d) => d.originalName);

    it('an upload session without a usable upload URL is a 502 with the message; nothing is sent there or recorded', async () => {
      for (const [name, body] of [
        ['no-url.pdf', { expirationDateTime: '2030-01-01T00:00:00Z', nextExpectedRanges: ['0-'] }],
        ['script-url.pdf', { uploadUrl: 'javascript:alert(1)', nextExpectedRanges: ['0-'] }],
        ['html-session.pdf', HTML],
      ] as const) {
        t.microsoft!.overrideAnswer('POST', /\/createUploadSession$/, { body });
        const response = await upload(name);
        expect({ name, status: response.status }).toEqual({ name, status: 502 });
        expect(await response.json()).toMatchObject({ message: UPLOAD_UNEXPECTED });
        expect(await recorded()).not.toContain(name);
      }
    });

    it('a finished upload answered without the item id, or a folder answered as HTML, is a 502; nothing is recorded', async () => {
      t.microsoft!.overrideAnswer('PUT', /^\/upload\//, { status: 201, body: { name: 'no-id.pdf', size: 10 } });
      const noId = await upload('no-id.pdf');
      expect(noId.status).toBe(502);
      expect(await noId.json()).toMatchObject({ message: UPLOAD_UNEXPECTED });
      t.microsoft!.clearAnswerOverrides();

      // A deal whose folder is not made yet: the folder's creation is answered with a page.
      const other = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'graph-answers-member' });
      t.microsoft!.overrideAnswer('POST', /\/children$/, { status: 201, body: HTML });
      const folder = await upload('html-folder.pdf', other._id);
      expect(folder.status).toBe(502);
      expect(await folder.json()).toMatchObject({ message: UPLOAD_UNEXPECTED });
      expect(await recorded()).not.toContain('no-id.pdf');
      expect(await recorded()).not.toContain('html-folder.pdf');

      const metrics = (await t.gateway.metrics.render()).body;
      expect(metrics).toMatch(
        /portal_provider_unexpected_answers_total\{provider="microsoft_graph",operation="PUT \{uploadUrl\}"\} [1-9]/,
      );

      // Once Graph answers as documented again, uploads work.
      t.microsoft!.clearAnswerOverrides();
      expect((await upload('after.pdf')).status).toBe(201);
    });

    it('a refresh answered 200 without a token is not a refused refresh token: the drive is not marked expired', async () => {
      t.microsoft!.overrideAnswer('POST', '/common/oauth2/v2.0/token', { body: { token_type: 'Bearer' } });
      t.clock.advance(2 * 3600_000);
      try {
        const status = (await (await t.request('/admin/onedrive/status', { token: admin.token })).json()) as {
          connected: boolean;
          expired: boolean;
        };
        expect(status).toMatchObject({ connected: true, expired: false });
      } finally {
        t.clock.advance(-2 * 3600_000);
      }
    });
  });
});
