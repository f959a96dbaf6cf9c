import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from '../../infra/clock';

const ISSUER = 'broker-deal-portal';
const AUDIENCE = 'portal-api';

export type TokenClaims = { userId: string; sessionId: string; expiresAt: Date };

/** Tokens whose signature was already checked, remembered up to this many (the oldest go first). */
export const VERIFIED_TOKENS_KEPT = 5_000;

/**
 * Short-lived HS256 bearer tokens (jose). Each carries its session's id (jti) for revocation, and
 * never outlives that session.
 *
 * A token is the same string on every call of a signed-in browser: once its signature and
 * claims have been checked, the claims are kept by the token's exact text, and a later call only
 * checks the expiry again. Nothing about revocation is kept here: the session behind the token is
 * read on every call (AuthService.authenticate).
 */
export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims>();

  function remember(token: string, claims: TokenClaims): void {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }

  return {
    /** A token for `userId` in session `sessionId`, valid `ttlSeconds` but not past `notAfter`. */
    async issue(userId: string, sessionId: string, notAfter: Date): Promise<{ token: string; claims: TokenClaims }> {
      const now = Math.floor(clock.now().getTime() / 1000);
      const expires = Math.min(now + ttlSeconds, Math.floor(notAfter.getTime() / 1000));
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expires)
        .sign(key);
      return { token, claims: { userId, sessionId, expiresAt: new Date(expires * 1000) } };
    },

    /** The claims of a valid token, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the current second reaches `exp`.
        if (Math.floor(clock.now().getTime() / 1000) < known.expiresAt.getTime() / 1000) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        const claims = { userId: payload.sub, sessionId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
