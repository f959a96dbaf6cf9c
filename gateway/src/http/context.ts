import type { IncomingMessage } from 'node:http';
import type { User } from '@portal/contracts';
import type { Logger } from '../infra/logger';

/** The signed-in caller, as the access middleware found it in the database. */
export type AuthUser = {
  id: string;
  discordId: string;
  username: string;
  isAdmin: boolean;
  isWhitelisted: boolean;
};

export type RequestContext = {
  requestId: string;
  ip: string;
  log: Logger;
  /** The raw request, for operations that stream their body (uploads). */
  rawRequest: IncomingMessage;
  /** The body exactly as received, for signature checks (webhooks). */
  rawBody: string | undefined;
  user: AuthUser | undefined;
  /** The id (jti) of the token that authenticated this request. */
  sessionId: string | undefined;
  /**
   * The caller as the API shows them, read in the access check's own read of the user, only for
   * the operations that answer it (see PROFILE_OPERATIONS); undefined elsewhere.
   */
  profile?: User;
};

export type SignedInContext = RequestContext & { user: AuthUser; sessionId: string };
