import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series line (`name{labels} value`) whose text contains every fragment, or undefined. */
function sample(text: string, name: string, ...fragments: string[]): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && fragments.every((f) => l.includes(f)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('is refused without the metrics token, and with a wrong one', async () => {
    expect((await t.request('/metrics')).status).toBe(401);
    const wrong = await t.request('/metrics', { headers: { Authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('portal_http_requests_total');
    // A signed-in admin's session token is not a metrics token either.
    const admin = await t.signInAs('metrics-admin', { isAdmin: true });
    expect((await t.request('/metrics', { token: admin.token })).status).toBe(401);
  });

  it('lists requests and latency per operationId and status, job runs, webhook outcomes and the outbox size', async () => {
    await t.request('/health');
    await t.request('/health');
    await t.request('/no/such/thing');
    const unsigned = await t.request('/api/webhooks/ghl', { method: 'POST', json: { type: 'OpportunityStageUpdate' } });
    expect(unsigned.status).toBe(401);

    // The recurring jobs run once at start; their runs are counted when they finish.
    const text = await t.waitFor(async () => {
      const scraped = await scrape();
      return scraped.includes('portal_job_runs_total{job=') ? scraped : undefined;
    });

    expect(sample(text, 'portal_http_requests_total', 'operation="getHealth"', 'status="200"')).toBeGreaterThanOrEqual(
      2,
    );
    expect(sample(text, 'portal_http_requests_total', 'operation="none"', 'status="404"')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'portal_http_request_duration_seconds_bucket', 'operation="getHealth"', 'le="+Inf"'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'portal_http_request_duration_seconds_count', 'operation="ghlWebhook"', 'status="401"')).toBe(
      1,
    );
    expect(sample(text, 'portal_ghl_webhooks_total', 'outcome="unauthorized"')).toBe(1);
    expect(sample(text, 'portal_job_runs_total', 'outcome="succeeded"')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE portal_job_duration_seconds histogram');
    expect(sample(text, 'portal_email_outbox_messages', 'state="pending"')).toBe(0);
    expect(sample(text, 'portal_email_outbox_messages', 'state="failed"')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
