import type { Clock } from '../../infra/clock';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { UsedStateModel } from './oauthStateModel';
import { sameString } from './oauthStates';
import type { SignInCodeModel, SignInCodeRecord } from './signInCodeModel';
import { hashSecret, randomSecret } from './secrets';

/** How long the shell has to exchange the code the callback handed it. */
export const SIGN_IN_CODE_TTL_MS = 60_000;

/** Why a code was refused (logged; the shell is only told to sign in again). */
export type CodeRefusal = 'missing' | 'unknown' | 'foreign' | 'expired' | 'reused';

/**
 * The single-use codes the Discord callback hands the shell in the URL fragment instead of a
 * token. A code is bound to the browser that signed in: the callback sets a fresh secret in that
 * browser's cookie, and the exchange needs both. Spending a code inserts its hash into
 * `oauthstates` under a unique `_id`, so it works once on every instance (a unique key is atomic
 * on any engine; FerretDB has no atomic find-and-modify).
 */
export function createSignInCodes(deps: { codes: SignInCodeModel; usedStates: UsedStateModel; clock: Clock }) {
  return {
    /** A new code for `userId` and the secret to bind it to the browser (its cookie). */
    async issue(userId: string): Promise<{ code: string; binding: string }> {
      const now = deps.clock.now();
      // Codes live a minute: the few left unexchanged go with the next sign-in.
      await deps.codes.deleteMany({ expiresAt: { $lt: now } }).exec();
      const code = randomSecret();
      const binding = randomSecret();
      await deps.codes.create({
        _id: hashSecret(code),
        bindingHash: hashSecret(binding),
        userId,
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
      });
      return { code, binding };
    },

    /** The user a code signs in, when it is known, this browser's, unexpired and unused; it is spent. */
    async redeem(
      code: string | undefined,
      binding: string | undefined,
    ): Promise<{ ok: true; userId: string } | { ok: false; reason: CodeRefusal }> {
      if (!code || !binding) return { ok: false, reason: 'missing' };
      const id = hashSecret(code);
      const record = await deps.codes.collection.findOne<SignInCodeRecord>({ _id: id as never });
      if (!record) return { ok: false, reason: 'unknown' };
      if (!sameString(record.bindingHash, hashSecret(binding))) return { ok: false, reason: 'foreign' };
      const now = deps.clock.now();
      if (new Date(record.expiresAt).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      try {
        await deps.usedStates.create({ _id: `sign_in_code:${id}`, expiresAt: record.expiresAt });
      } catch (error) {
        if (isDuplicateKey(error)) return { ok: false, reason: 'reused' };
        throw error;
      }
      await deps.codes.deleteOne({ _id: id }).exec();
      return { ok: true, userId: record.userId };
    },
  };
}

export type SignInCodes = ReturnType<typeof createSignInCodes>;
