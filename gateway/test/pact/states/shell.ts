import { PACT_SIGN_IN_CODE, States } from '@portal/contracts/pact';
import { SIGN_IN_CODE_TTL_MS } from '../../../src/features/auth/signInCodes';
import { hashSecret } from '../../../src/features/auth/secrets';
import { dealStateHandlers } from '../../support/pactStates';
import type { StateContext, StateHandlers } from './context';

/** Provider states of the shell's pacts. */
/** The secret the pact's sign-in code is bound to, as the callback would have set it in the browser. */
const PACT_BINDING = 'pact-binding-of-this-browser-0123456789abcd';

export function shellStates({ t, signInAs, setToken, setCookie }: StateContext): StateHandlers {
  /** Signs in, then pins the access flags: other consumers' states may have changed this user. */
  const signInWithFlags = async (username: string, flags: { isAdmin: boolean; isWhitelisted: boolean }) => {
    const session = await signInAs(username);
    await t.gateway.container.repositories.users.setFlags(String(session.user.id), flags);
    return session;
  };
  return {
    [States.signInCodeWaiting]: async () => {
      const session = await signInWithFlags('demo-member', { isAdmin: false, isWhitelisted: true });
      setToken(null);
      // The code the consumer sends, waiting unspent for this browser (as the callback leaves it).
      const id = hashSecret(PACT_SIGN_IN_CODE);
      await t.gateway.db.collection('oauthstates').deleteOne({ _id: `sign_in_code:${id}` as never });
      await t.gateway.db.collection('signincodes').deleteOne({ _id: id as never });
      await t.gateway.db.collection('signincodes').insertOne({
        _id: id as never,
        bindingHash: hashSecret(PACT_BINDING),
        userId: String(session.user.id),
        expiresAt: new Date(t.clock.now().getTime() + SIGN_IN_CODE_TTL_MS),
      });
      setCookie(`portal_sign_in_state=${PACT_BINDING}`);
    },
    [States.sessionCookieHeld]: async () => {
      const session = await signInWithFlags('demo-member', { isAdmin: false, isWhitelisted: true });
      setToken(null);
      setCookie(session.sessionCookie);
    },
    [States.noSessionCookie]: async () => {
      setToken(null);
      setCookie(null);
    },
    [States.adminSignedIn]: () => signInWithFlags('demo-admin', { isAdmin: true, isWhitelisted: true }),
    [States.memberSignedIn]: () => signInWithFlags('demo-member', { isAdmin: false, isWhitelisted: true }),
    [States.pendingSignedIn]: () => signInWithFlags('demo-pending', { isAdmin: false, isWhitelisted: false }),
    ...dealStateHandlers(t, async (username) => {
      const session = await signInAs(username);
      return { id: String(session.user.id), username };
    }),
  };
}
