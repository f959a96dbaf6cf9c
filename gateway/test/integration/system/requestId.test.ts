import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/infra/logger';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string; job?: string };

describe('request ids', () => {
  let t: TestGateway;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    t = await startTestGateway({}, { log: createLogger('debug', false, sink) });
  });
  afterAll(() => t.close());

  it('every error body carries the request id of its X-Request-Id header', async () => {
    const member = await t.signInAs('rid-member');
    const answers = await Promise.all([
      t.request('/no/such/thing'),
      t.request('/deals'),
      t.request('/deals', { method: 'POST', token: member.token, json: { dealName: '' } }),
      t.request('/deals', {
        method: 'POST',
        token: member.token,
        body: '{"broken',
        headers: { 'Content-Type': 'application/json' },
      }),
      t.request('/admin/users', { token: member.token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 401, 400, 400, 403]);
    const ids = new Set<string>();
    for (const answer of answers) {
      const header = answer.headers.get('x-request-id');
      expect(header).toBeTruthy();
      const body = (await answer.json()) as { requestId?: string };
      expect(body.requestId).toBe(header);
      ids.add(header!);
    }
    expect(ids.size).toBe(answers.length);
  });

  it("keeps a client's plain request id and replaces one that is not", async () => {
    const kept = await t.request('/no/such/thing', { headers: { 'X-Request-Id': 'client-abc.123:7' } });
    expect(kept.headers.get('x-request-id')).toBe('client-abc.123:7');
    expect(((await kept.json()) as { requestId: string }).requestId).toBe('client-abc.123:7');

    for (const bad of ['has spaces in it', 'x'.repeat(129), '<script>']) {
      const replaced = await t.request('/no/such/thing', { headers: { 'X-Request-Id': bad } });
      const id = replaced.headers.get('x-request-id');
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    }
  });

  it('every log line written while a request runs carries its id', async () => {
    const from = lines.length;
    const answer = await t.request('/auth/discord/callback?code=not-a-real-code', {
      headers: { 'X-Request-Id': 'log-check-1' },
    });
    expect(answer.status).toBeLessThan(500);
    await t.waitFor(() => lines.slice(from).some((line) => line.msg === 'request' && line.requestId === 'log-check-1'));
    // Background job runs may log meanwhile; they say which job they belong to instead.
    const written = lines.slice(from).filter((line) => line.job === undefined);
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(line.requestId, JSON.stringify(line)).toBe('log-check-1');
  });
});
