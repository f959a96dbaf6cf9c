import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/support/clock';
import { createTokenService } from '../tokens';

const SECRET = 'a-test-secret-that-is-long-enough-to-sign-tokens';
const FAR = new Date('2100-01-01T00:00:00.000Z');

describe('bearer tokens', () => {
  it('a token accepted once is still refused from the second of its expiry on', async () => {
    const clock = createTestClock(new Date('2026-03-01T10:00:00.000Z'));
    const tokens = createTokenService(SECRET, 60, clock);
    const { token, claims } = await tokens.issue('user-1', 'session-1', FAR);

    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(59_999);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token altered after the genuine one was accepted is refused', async () => {
    const clock = createTestClock();
    const tokens = createTokenService(SECRET, 3600, clock);
    const { token } = await tokens.issue('user-1', 'session-1', FAR);
    expect(await tokens.verify(token)).not.toBeNull();

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherUser}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    // Signed with another secret: another gateway's token.
    const foreign = await createTokenService(`${SECRET}-other`, 3600, clock).issue('user-1', 'session-1', FAR);
    expect(await tokens.verify(foreign.token)).toBeNull();
  });

  it('a token never outlives its session', async () => {
    const clock = createTestClock(new Date('2026-03-01T10:00:00.000Z'));
    const tokens = createTokenService(SECRET, 900, clock);
    const sessionEnds = new Date('2026-03-01T10:05:00.000Z');
    const { token, claims } = await tokens.issue('user-1', 'session-1', sessionEnds);
    expect(claims).toEqual({ userId: 'user-1', sessionId: 'session-1', expiresAt: sessionEnds });
    clock.advance(5 * 60_000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
