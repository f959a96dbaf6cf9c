import { Verifier } from '@pact-foundation/pact';
import { PACT_TOKEN, States } from '@portal/contracts/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { readPactFiles } from './pactFiles';

/**
 * Provider verification: every interaction of every consumer's pact is replayed against the
 * real gateway and FerretDB. State handlers seed through the same paths as the integration tests.
 */
describe('gateway honours every consumer pact', () => {
  let t: TestGateway;
  let token: string | null = null;
  const pacts = readPactFiles();

  beforeAll(async () => {
    t = await startTestGateway({ INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin' });
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: 'demo-member',
      notes: 'pact',
      addedBy: null,
      addedByUsername: null,
    });
  });
  afterAll(() => t.close());

  const signedInAs = (username: string) => async () => {
    token = (await t.signIn(username)).token;
  };

  const stateHandlers: Record<string, () => Promise<unknown>> = {
    [States.discordCodeValid]: async () => {
      token = null;
      t.discord.preAuthorize('valid-code', 'demo-member', t.config.DISCORD_REDIRECT_URI);
    },
    [States.adminSignedIn]: signedInAs('demo-admin'),
    [States.memberSignedIn]: signedInAs('demo-member'),
    [States.pendingSignedIn]: signedInAs('demo-pending'),
  };

  it('finds the consumers’ pacts (run the front-end consumer tests first)', () => {
    expect(pacts.map((p) => p.consumer.name)).toContain('shell');
  });

  it('verifies each pact against the real gateway', async () => {
    await new Verifier({
      provider: 'gateway',
      providerBaseUrl: t.gateway.url,
      pactUrls: pacts.map((p) => p.file),
      stateHandlers,
      logLevel: 'warn',
      // Consumers sign requests with a placeholder; swap in a real token of the state's user.
      requestFilter: (req, _res, next) => {
        const header = req.headers.authorization;
        if (header === `Bearer ${PACT_TOKEN}` && token) req.headers.authorization = `Bearer ${token}`;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
