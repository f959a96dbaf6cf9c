import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from '../../infra/clock';

const ISSUER = 'broker-deal-portal';
const AUDIENCE = 'portal-api';

export type TokenClaims = { userId: string; sessionId: string; expiresAt: Date };

/** Short-lived HS256 bearer tokens (jose). Each carries a session id (jti) for revocation. */
export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId: string): Promise<{ token: string; claims: TokenClaims }> {
      const now = Math.floor(clock.now().getTime() / 1000);
      const sessionId = randomUUID();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
      return { token, claims: { userId, sessionId, expiresAt: new Date((now + ttlSeconds) * 1000) } };
    },

    /** The claims of a valid token, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        return { userId: payload.sub, sessionId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
