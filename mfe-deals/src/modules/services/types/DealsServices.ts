import type { ApiClient, User } from '@portal/contracts';

/** What every feature of the deals page reads from its host: the gateway client and the user. */
export type DealsServices = {
  /** The host's typed gateway client (bearer token and 401 sign-out already wired). */
  api: ApiClient;
  /** The signed-in, whitelisted user. */
  user: User;
  /** The current time; tests pin it. */
  now: () => Date;
};
