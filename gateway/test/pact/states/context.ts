import type { TestGateway } from '../../support/testGateway';

/** What a state handler may use: the real test gateway, and the token the next request carries. */
export type StateContext = {
  t: TestGateway;
  /** Signs in through the sandbox Discord; the pact's placeholder token becomes this user's. */
  signInAs(username: string): Promise<{ token: string; user: Record<string, unknown>; sessionCookie: string }>;
  setToken(token: string | null): void;
  /** The Cookie header the next call to a cookie route (/auth/session, /auth/refresh) carries. */
  setCookie(cookie: string | null): void;
};

export type StateHandlers = Record<string, () => Promise<unknown>>;
