import { States } from '@portal/contracts/pact';
import { seedDeal } from '../../support/seed';
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
    [States.memberWithDealsSignedIn]: async () => {
      const session = await signInAs('demo-member');
      const owner = { _id: String(session.user.id), username: 'demo-member' };
      const container = t.gateway.container;
      const stageChange = (to: string) => [{ from: 'Qualification', to, at: new Date(), source: 'webhook' as const }];
      await seedDeal(container, owner, {
        status: 'Under Review',
        stage: 'Needs Analysis',
        stageHistory: stageChange('Needs Analysis'),
      });
      await seedDeal(container, owner, { status: 'Open', stage: 'Proposal', stageHistory: stageChange('Proposal') });
    },
  };
}
