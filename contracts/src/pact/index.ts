/**
 * Consumer-side Pact helpers shared by the three front ends. A consumer test describes each
 * call its API module makes, runs the module against Pact's mock server and leaves a pact file
 * in `<repo>/pacts/` that the gateway verifies against the real app and database.
 */
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { createApiClient, type ApiClient } from '../client';

export { MatchersV3 as Matchers };

export type Consumer = 'shell' | 'mfe-deals' | 'mfe-admin';

export const PROVIDER = 'gateway';

/** Where every pact file is written and read (`<repo>/pacts`). */
export const pactDirectory = fileURLToPath(new URL('../../../pacts/', import.meta.url));

/** A token the provider's request filter swaps for a real one of the state's user. */
export const PACT_TOKEN = 'pact-token';

/**
 * The sign-in code a consumer exchanges (the shape of a real one: 43 URL-safe characters); the
 * provider's state makes it a waiting code bound to the cookie its request filter sends.
 */
export const PACT_SIGN_IN_CODE = 'pact-sign-in-code-0123456789abcdefghijklmno';

/**
 * The deal-room link a lender's pacts open (the shape of a real one: 43 URL-safe characters); the
 * provider's state stores a submission whose token hash is this one's.
 */
export const PACT_ROOM_TOKEN = 'pact-room-token-0123456789abcdefghijklmnopq';

/** The document the pact's deal room shares: the pact deal's PDF (mfe-deals' `pactIds.document`). */
export const PACT_ROOM_DOCUMENT_ID = '6f0d4c1e-pact-4d2a-9b1e-000000000002';

/** Provider states, as exact sentences shared by consumers and the provider's state handlers. */
export const States = {
  signInCodeWaiting: 'a sign-in code for a whitelisted member is waiting in this browser',
  sessionCookieHeld: 'a whitelisted member holds a session cookie in this browser',
  noSessionCookie: 'this browser holds no session cookie',
  adminSignedIn: 'the demo admin is signed in',
  memberSignedIn: 'a whitelisted member is signed in',
  pendingSignedIn: 'a pending member is signed in',
  memberWithDealsSignedIn: 'a whitelisted member with two deals that changed stage is signed in',
  dealRoomOpen: 'a lender holds a valid deal-room link that shares one PDF of the deal',
  noDealRoom: 'no deal-room link matches the token',
} as const;

export function createConsumerPact(consumer: Consumer): PactV3 {
  return waitingForRecordedMatches(
    new PactV3({
      consumer,
      provider: PROVIDER,
      dir: pactDirectory,
      logLevel: 'warn',
      spec: SpecificationVersion.SPECIFICATION_VERSION_V3,
    }),
  );
}

/** `pact`, whose executeTest lets the mock server record every answered request before it checks them. */
export function waitingForRecordedMatches(pact: PactV3): PactV3 {
  const executeTest = pact.executeTest.bind(pact);
  pact.executeTest = (testFn) =>
    executeTest(async (server) => {
      const value = await testFn(server);
      await matchesRecorded(pact, server.port);
      return value;
    });
  return pact;
}

/** How long a passed test waits at most for the mock server to record the requests it answered. */
const MATCH_RECORD_WAIT_MS = 2_000;

/**
 * Waits until Pact's mock server has recorded every request it has answered. Its Rust core (the
 * one under @pact-foundation/pact 16.x) records a match on a separate task after sending the
 * response, so on a busy machine the check right after the test can find the last request
 * "expected but not received" (pact-foundation/pact-core-mock-server#13; the fix needs Node 22).
 * A test that really missed a request still fails, once the wait is over.
 */
async function matchesRecorded(pact: PactV3, port: number): Promise<void> {
  const core = (pact as unknown as { pact?: { mockServerMatchedSuccessfully?: (port: number) => boolean } }).pact;
  if (typeof core?.mockServerMatchedSuccessfully !== 'function') return;
  const deadline = Date.now() + MATCH_RECORD_WAIT_MS;
  while (!core.mockServerMatchedSuccessfully(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The real typed client pointed at the Pact mock server, signed in with the pact token. */
export function pactClient(
  mockServerUrl: string,
  options: { token?: string | null; onUnauthorized?: () => void } = {},
): ApiClient {
  return createApiClient({
    baseUrl: mockServerUrl,
    getToken: () => (options.token === undefined ? PACT_TOKEN : options.token),
    onUnauthorized: options.onUnauthorized ?? (() => undefined),
  });
}

/** The Authorization header every signed-in interaction expects. */
export const bearer = { Authorization: MatchersV3.regex(/^Bearer .+$/, `Bearer ${PACT_TOKEN}`) };

/**
 * The last (or only) page of a paged list: at least `min` rows like `item`, no `nextCursor`,
 * and the total as an integer.
 */
export function lastPageOf(item: unknown, min = 1) {
  return { items: MatchersV3.eachLike(item, min), nextCursor: null, total: MatchersV3.integer(min) };
}

/** The query of a request for a whole list at once: the largest page. */
export const wholeListQuery = { limit: '200' } as const;
