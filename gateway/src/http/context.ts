import type { IncomingMessage } from 'node:http';
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
};

export type SignedInContext = RequestContext & { user: AuthUser; sessionId: string };
