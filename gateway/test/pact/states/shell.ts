import { States } from '@portal/contracts/pact';
import { dealStateHandlers } from '../../support/pactStates';
import type { StateContext, StateHandlers } from './context';

/** Provider states of the shell's pacts. */
export function shellStates({ t, signInAs, setToken }: StateContext): StateHandlers {
  return {
    [States.discordCodeValid]: async () => {
      setToken(null);
      t.discord.preAuthorize('valid-code', 'demo-member', t.config.DISCORD_REDIRECT_URI);
    },
    [States.adminSignedIn]: () => signInAs('demo-admin'),
    [States.memberSignedIn]: () => signInAs('demo-member'),
    [States.pendingSignedIn]: () => signInAs('demo-pending'),
    ...dealStateHandlers(t, async (username) => {
      const session = await signInAs(username);
      return { id: String(session.user.id), username };
    }),
  };
}
