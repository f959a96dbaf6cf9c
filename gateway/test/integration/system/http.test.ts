import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

describe('the HTTP edge', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '3',
      FRONTEND_ORIGINS: 'http://localhost:3000,http://localhost:3001',
    });
  });
  afterAll(() => t.close());

  it('health and readiness answer', async () => {
    const health = await t.request('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await t.request('/ready');
    expect(ready.status).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const response = await t.request('/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('allows CORS only for the configured front-end origins', async () => {
    const allowed = await t.request('/auth/me', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3001',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    const refused = await t.request('/auth/me', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an unknown path answers 404 with the error body', async () => {
    const response = await t.request('/no/such/thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Not found' });
  });

  it('limits sign-in attempts per address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i += 1) {
      const response = await t.request('/auth/session', {
        method: 'POST',
        json: { code: `bad${String(i).padStart(40, '0')}` },
        headers: { Origin: 'http://localhost:3000' },
      });
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after') ?? retryAfter;
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
