import { randomBytes } from 'node:crypto';
import type { OneDriveStatus } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { SecretBox } from '../../infra/crypto';
import type { Logger } from '../../infra/logger';
import {
  GraphUnauthorizedError,
  MicrosoftGrantError,
  MicrosoftUnavailableError,
  type MicrosoftClient,
} from '../../infra/microsoftGraph';
import type { UserRepository } from '../users/repository';
import type { OneDriveRepository } from './repository';

/** Every state value starts with this (the spec's `onedrive_auth`). */
export const STATE_PREFIX = 'onedrive_auth';
const STATE_TTL_MS = 10 * 60_000;
/** Refresh a little before Microsoft's expiry. */
const EXPIRY_MARGIN_MS = 60_000;

/** No drive is connected (documents then go to local storage). */
export class OneDriveNotConnectedError extends Error {
  override readonly name = 'OneDriveNotConnectedError';
}
/** The drive's refresh token no longer works; an admin must reconnect. */
export class OneDriveExpiredError extends Error {
  override readonly name = 'OneDriveExpiredError';
}

export type OneDriveServiceDeps = {
  microsoft: MicrosoftClient;
  connections: OneDriveRepository;
  users: UserRepository;
  secrets: SecretBox;
  clock: Clock;
  log: Logger;
};

type StatePayload = { u: string; n: string; e: number };

/**
 * The admin-connected OneDrive: the connect flow (signed single-use state, code exchange), tokens
 * encrypted at rest, access-token refresh with the stored refresh token, and the expiry status.
 */
export function createOneDriveService(deps: OneDriveServiceDeps) {
  const signer = deps.secrets.signer('onedrive oauth state');
  let refreshing: Promise<string> | null = null;
  const connectedListeners: (() => void)[] = [];

  function createState(userId: string): string {
    const payload: StatePayload = {
      u: userId,
      n: randomBytes(16).toString('base64url'),
      e: deps.clock.now().getTime() + STATE_TTL_MS,
    };
    const body = `${STATE_PREFIX}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${signer.sign(body)}`;
  }

  /** The admin who started the flow, when the state is ours, fresh, unused and they are still an admin. */
  async function consumeState(state: string | undefined): Promise<string | null> {
    if (!state?.startsWith(`${STATE_PREFIX}.`)) return null;
    const lastDot = state.lastIndexOf('.');
    const body = state.slice(0, lastDot);
    if (!signer.verify(body, state.slice(lastDot + 1))) return null;
    let payload: StatePayload;
    try {
      payload = JSON.parse(
        Buffer.from(body.slice(STATE_PREFIX.length + 1), 'base64url').toString('utf8'),
      ) as StatePayload;
    } catch {
      return null;
    }
    const now = deps.clock.now();
    if (typeof payload.e !== 'number' || payload.e < now.getTime()) return null;
    if (!(await deps.connections.useStateOnce(payload.n, new Date(payload.e), now))) return null;
    const user = await deps.users.findById(payload.u);
    return user?.isAdmin && user.isWhitelisted ? user._id : null;
  }

  async function refreshAccessToken(): Promise<string> {
    const record = await deps.connections.get();
    if (!record) throw new OneDriveNotConnectedError('No OneDrive is connected');
    if (record.expired || !record.refreshTokenEncrypted)
      throw new OneDriveExpiredError('OneDrive needs to be reconnected');
    try {
      const tokens = await deps.microsoft.refresh(deps.secrets.decrypt(record.refreshTokenEncrypted));
      await deps.connections.updateTokens({
        accessTokenEncrypted: deps.secrets.encrypt(tokens.accessToken),
        // Microsoft rotates refresh tokens; keep the old one when none came back.
        ...(tokens.refreshToken ? { refreshTokenEncrypted: deps.secrets.encrypt(tokens.refreshToken) } : {}),
        accessTokenExpiresAt: new Date(deps.clock.now().getTime() + tokens.expiresInSeconds * 1000),
        updatedAt: deps.clock.now(),
      });
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof MicrosoftGrantError) {
        deps.log.warn({ reason: error.message }, 'OneDrive refresh token refused; marking the drive as expired');
        await deps.connections.updateTokens({ expired: true, updatedAt: deps.clock.now() });
        throw new OneDriveExpiredError('OneDrive needs to be reconnected by an administrator');
      }
      throw error;
    }
  }

  /** One refresh at a time, however many uploads need a token. */
  function refreshOnce(): Promise<string> {
    refreshing ??= refreshAccessToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function accessToken(): Promise<string> {
    const record = await deps.connections.get();
    if (!record) throw new OneDriveNotConnectedError('No OneDrive is connected');
    if (record.expired) throw new OneDriveExpiredError('OneDrive needs to be reconnected by an administrator');
    if (new Date(record.accessTokenExpiresAt).getTime() - EXPIRY_MARGIN_MS > deps.clock.now().getTime()) {
      return deps.secrets.decrypt(record.accessTokenEncrypted);
    }
    return refreshOnce();
  }

  async function connect(
    code: string,
    adminId: string,
  ): Promise<Result<OneDriveStatus, DomainError<'validation' | 'upstream'>>> {
    if (!deps.microsoft.configured) {
      return fail(
        'validation',
        'OneDrive is not configured on this server (MS_CLIENT_ID and MS_CLIENT_SECRET are not set)',
      );
    }
    try {
      const tokens = await deps.microsoft.exchangeCode(code);
      const profile = await deps.microsoft.me(tokens.accessToken);
      const now = deps.clock.now();
      await deps.connections.save({
        accessTokenEncrypted: deps.secrets.encrypt(tokens.accessToken),
        refreshTokenEncrypted: tokens.refreshToken ? deps.secrets.encrypt(tokens.refreshToken) : null,
        accessTokenExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
        email: profile.email,
        expired: false,
        connectedBy: adminId,
        connectedAt: now,
        updatedAt: now,
      });
      for (const listener of connectedListeners) listener();
      return ok({ connected: true, expired: false, email: profile.email, authorizeUrl: authorizeUrlFor(adminId) });
    } catch (error) {
      if (error instanceof MicrosoftGrantError) {
        return fail('validation', `Microsoft refused the authorization code: ${error.message}`);
      }
      if (error instanceof MicrosoftUnavailableError || error instanceof GraphUnauthorizedError) {
        return fail('upstream', 'Microsoft could not be reached. Please try again.');
      }
      throw error;
    }
  }

  const authorizeUrlFor = (adminId: string) =>
    deps.microsoft.configured ? deps.microsoft.authorizeUrl(createState(adminId)) : '';

  return {
    /** Connected, expired, the account, and a fresh authorize URL bound to this admin. */
    async status(adminId: string): Promise<OneDriveStatus> {
      let record = await deps.connections.get();
      // An expired access token says nothing yet; a refresh tells whether the connection still works.
      if (record && !record.expired && new Date(record.accessTokenExpiresAt).getTime() <= deps.clock.now().getTime()) {
        await refreshOnce().catch((error: unknown) => deps.log.warn({ err: error }, 'OneDrive token refresh failed'));
        record = await deps.connections.get();
      }
      return {
        connected: Boolean(record),
        expired: Boolean(record?.expired),
        email: record?.email ?? null,
        authorizeUrl: authorizeUrlFor(adminId),
      };
    },

    connect,

    /**
     * Microsoft's redirect back: checks the state, exchanges the code, and says where the browser goes
     * (`onedrive=success&email=…` or `onedrive=error&message=…`).
     */
    async completeCallback(query: {
      code?: string;
      state?: string;
      error?: string;
      error_description?: string;
    }): Promise<Record<string, string>> {
      if (query.error) return { onedrive: 'error', message: query.error_description || query.error };
      const adminId = await consumeState(query.state);
      if (!adminId) {
        return {
          onedrive: 'error',
          message:
            'This OneDrive connection request is invalid or has expired. Please start again from the admin page.',
        };
      }
      if (!query.code) return { onedrive: 'error', message: 'Microsoft did not send an authorization code' };
      const result = await connect(query.code, adminId);
      if (!result.ok) return { onedrive: 'error', message: result.error.message };
      return { onedrive: 'success', email: result.value.email ?? '' };
    },

    /** True when uploads should go to OneDrive (a drive is connected, expired or not). */
    async isConnected(): Promise<boolean> {
      return (await deps.connections.get()) !== null;
    },

    /** Runs a Graph call with a valid access token; a token Graph refuses is refreshed once. */
    async withAccessToken<T>(call: (token: string) => Promise<T>): Promise<T> {
      const token = await accessToken();
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof GraphUnauthorizedError)) throw error;
        return call(await refreshOnce());
      }
    },

    /** Called after every (re)connect, e.g. to forget cached folder ids of a previous drive. */
    onConnected(listener: () => void): void {
      connectedListeners.push(listener);
    },
  };
}

export type OneDriveService = ReturnType<typeof createOneDriveService>;
