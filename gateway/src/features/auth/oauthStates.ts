import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import type { SecretBox } from '../../infra/crypto';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { UsedStateModel } from './oauthStateModel';

/** Why a state was refused (logged; the browser is told only that it must start again). */
export type StateRefusal = 'missing' | 'foreign' | 'invalid' | 'expired' | 'reused';

export type StateCheck<T> = { ok: true; data: T } | { ok: false; reason: StateRefusal };

type Payload = { n: string; e: number; d: Record<string, string> };

/** `<purpose>.<payload>.<hmac>`: letters, digits, `_` and `-` between the dots, nothing else (no `;`, spaces). */
const STATE_FORMAT = /^[A-Za-z0-9_]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Equal strings, compared in constant time. */
export function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * OAuth `state` values: `<purpose>.<payload>.<hmac>`, short-lived and single-use. The payload
 * carries a random nonce, the expiry and the flow's data; using a state inserts its nonce into
 * `oauthstates` under its unique `_id`, so a second use fails on every instance at once (FerretDB
 * has no atomic find-and-modify; a unique key is atomic everywhere). The caller binds the value to
 * the browser that started the flow (a cookie holding the same value) and passes both to `consume`.
 */
export function createOAuthStates(deps: { secrets: SecretBox; usedStates: UsedStateModel; clock: Clock }) {
  const signers = new Map<string, ReturnType<SecretBox['signer']>>();
  const signerFor = (purpose: string) => {
    let signer = signers.get(purpose);
    if (!signer) {
      signer = deps.secrets.signer(`${purpose} oauth state`);
      signers.set(purpose, signer);
    }
    return signer;
  };

  async function useOnce(key: string, expiresAt: Date, now: Date): Promise<boolean> {
    await deps.usedStates.deleteMany({ expiresAt: { $lt: now } }).exec();
    try {
      await deps.usedStates.create({ _id: key, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** The payload of a genuine, unexpired state of `purpose`; its characters, signature and fields checked. */
  function read(purpose: string, state: string): { ok: true; payload: Payload } | { ok: false; reason: StateRefusal } {
    if (!STATE_FORMAT.test(state) || !state.startsWith(`${purpose}.`)) return { ok: false, reason: 'invalid' };
    const lastDot = state.lastIndexOf('.');
    const body = state.slice(0, lastDot);
    if (!signerFor(purpose).verify(body, state.slice(lastDot + 1))) return { ok: false, reason: 'invalid' };
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body.slice(purpose.length + 1), 'base64url').toString('utf8')) as Payload;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof payload.e !== 'number' || typeof payload.n !== 'string') return { ok: false, reason: 'invalid' };
    if (payload.e < deps.clock.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, payload };
  }

  return {
    /** A new state for `purpose` carrying `data`, valid for `ttlMs`. */
    issue(purpose: string, data: Record<string, string>, ttlMs: number): { state: string; expiresAt: Date } {
      const expiresAt = new Date(deps.clock.now().getTime() + ttlMs);
      const payload: Payload = { n: randomBytes(16).toString('base64url'), e: expiresAt.getTime(), d: data };
      const body = `${purpose}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return { state: `${body}.${signerFor(purpose).sign(body)}`, expiresAt };
    },

    /**
     * The data of a well-formed, genuine, unexpired state of `purpose` (not spent), or null.
     * Checked before a state from a URL goes into a cookie: a forged value never reaches Set-Cookie.
     */
    dataOf(purpose: string, state: string): Record<string, string> | null {
      const checked = read(purpose, state);
      return checked.ok ? (checked.payload.d ?? {}) : null;
    },

    /**
     * Checks a state that came back from the provider against the one the browser holds
     * (`bound`, e.g. from its cookie), then marks it used. Refuses a missing, foreign, forged,
     * expired or already used state.
     */
    async consume(
      purpose: string,
      state: string | undefined,
      bound: string | undefined,
    ): Promise<StateCheck<Record<string, string>>> {
      if (!state || !bound) return { ok: false, reason: 'missing' };
      if (!sameString(state, bound)) return { ok: false, reason: 'foreign' };
      const checked = read(purpose, state);
      if (!checked.ok) return checked;
      const { payload } = checked;
      if (!(await useOnce(`${purpose}:${payload.n}`, new Date(payload.e), deps.clock.now()))) {
        return { ok: false, reason: 'reused' };
      }
      return { ok: true, data: payload.d ?? {} };
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;

/** An HttpOnly cookie of the auth routes: a flow's state or binding, or the refresh cookie. */
export function authCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; secure: boolean; sameSite?: 'Lax' | 'Strict' },
): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite ?? 'Lax'}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** One cookie's value from a request's Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
