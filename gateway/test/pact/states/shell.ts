import { States } from '@portal/contracts/pact';
import { dealStateHandlers } from '../../support/pactStates';
import type { StateContext, StateHandlers } from './context';

/** Provider states of the shell's pacts. */
export function shellStates({ t, signInAs, setToken }: StateContext): StateHandlers {
  /** Signs in, then pins the access flags: other consumers' states may have changed this user. */
  const signInWithFlags = async (username: string, flags: { isAdmin: boolean; isWhitelisted: boolean }) => {
    const session = await signInAs(username);
    await t.gateway.container.repositories.users.setFlags(String(session.user.id), flags);
    return session;
  };
  return {
    [States.discordCodeValid]: async () => {
      setToken(null);
      t.discord.preAuthorize('valid-code', 'demo-member', t.config.DISCORD_REDIRECT_URI);
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
