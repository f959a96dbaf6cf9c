import { Verifier } from '@pact-foundation/pact';
import { PACT_TOKEN } from '@portal/contracts/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { readPactFiles } from './pactFiles';
import { allStates } from './states';

/** The routes that read the browser's auth cookies instead of a bearer token. */
const COOKIE_ROUTES = new Set(['/auth/session', '/auth/refresh']);

/**
 * Provider verification: every interaction of every consumer's pact is replayed against the
 * real gateway and FerretDB. State handlers (./states) seed through our own repositories and the
 * real sign-in flow, as the integration tests do.
 */
describe('gateway honours every consumer pact', () => {
  let t: TestGateway;
  let token: string | null = null;
  let cookie: string | null = null;
  const pacts = readPactFiles();

  beforeAll(async () => {
    t = await startTestGateway(
      { INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' },
      { ghl: true, microsoft: true, smtp: true },
    );
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: 'demo-member',
      notes: 'pact',
      addedBy: null,
      addedByUsername: null,
    });
  });
  afterAll(() => t.close());

  it('finds the consumers’ pacts (run the front-end consumer tests first)', () => {
    expect(pacts.map((p) => p.consumer.name)).toContain('shell');
  });

  it('verifies each pact against the real gateway', async () => {
    const stateHandlers = allStates({
      t,
      setToken: (value) => {
        token = value;
      },
      setCookie: (value) => {
        cookie = value;
      },
      signInAs: async (username) => {
        const session = await t.signIn(username);
        token = session.token;
        return session;
      },
    });
    await new Verifier({
      provider: 'gateway',
      providerBaseUrl: t.gateway.url,
      pactUrls: pacts.map((p) => p.file),
      stateHandlers,
      logLevel: 'warn',
      // Consumers sign requests with a placeholder; swap in a real token of the state's user.
      // The cookie routes get what a browser on the shell's page sends: its Origin and the state's cookie.
      requestFilter: (req, _res, next) => {
        if (req.headers.authorization === `Bearer ${PACT_TOKEN}` && token)
          req.headers.authorization = `Bearer ${token}`;
        if (COOKIE_ROUTES.has(req.path)) {
          req.headers.origin = new URL(t.config.SHELL_URL).origin;
          if (cookie) req.headers.cookie = cookie;
          else delete req.headers.cookie;
        }
        next();
      },
    }).verifyProvider();
  }, 180_000);
});
