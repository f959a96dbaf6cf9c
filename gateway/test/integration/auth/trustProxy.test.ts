import { describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

const LIMIT = 3;

/** Sign-in attempts (each with a code Discord refuses), one after another; their statuses. */
async function signInAttempts(t: TestGateway, forwardedFor: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const value of forwardedFor) {
    const response = await t.request('/auth/session', {
      method: 'POST',
      json: { code: 'n'.repeat(43) },
      headers: { 'X-Forwarded-For': value, Origin: 'http://localhost:3000' },
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('the address the sign-in limit counts (TRUST_PROXY_HOPS)', () => {
  it('with no trusted proxy (0, the default) a client cannot pick its address with X-Forwarded-For', async () => {
    const t = await startTestGateway({ SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      expect(t.config.TRUST_PROXY_HOPS).toBe(0);
      const spoofed = Array.from({ length: LIMIT + 1 }, (_, i) => `203.0.113.${i + 1}`);
      const statuses = await signInAttempts(t, spoofed);
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("behind one proxy (1) the proxy's entry counts; the client's own entries before it are ignored", async () => {
    const t = await startTestGateway({ SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' });
    try {
      // The client writes another address each time; the proxy appends the one it saw.
      const throughProxy = Array.from({ length: LIMIT + 1 }, (_, i) => `203.0.113.${i + 1}, 198.51.100.7`);
      const statuses = await signInAttempts(t, throughProxy);
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
      // Another client behind the same proxy has its own count.
      expect(await signInAttempts(t, ['198.51.100.8'])).not.toContain(429);
    } finally {
      await t.close();
    }
  });
});
