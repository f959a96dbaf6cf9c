import type { OneDriveStatus } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { SecretBox } from '../../infra/crypto';
import type { Logger } from '../../infra/logger';
import {
  GraphUnauthorizedError,
  GraphUnexpectedAnswerError,
  MicrosoftGrantError,
  MicrosoftUnavailableError,
  type MicrosoftClient,
} from '../../infra/microsoftGraph';
import type { UserRepository } from '../users/repository';
import type { OAuthStates, StateRefusal } from '../auth/oauthStates';
import type { OneDriveRepository } from './repository';
import { OneDriveExpiredError, OneDriveNotConnectedError } from '../storage/port';

/** Every state value starts with this (`onedrive_auth`). */
export const STATE_PREFIX = 'onedrive_auth';
/** How long a connect flow may take, from the admin's click to Microsoft's redirect back. */
export const STATE_TTL_MS = 10 * 60_000;
/** Refresh a little before Microsoft's expiry. */
const EXPIRY_MARGIN_MS = 60_000;

// Raised here, but part of the storage port: storage and documents tell them apart from outages.
export { OneDriveExpiredError, OneDriveNotConnectedError };

export type OneDriveServiceDeps = {
  microsoft: MicrosoftClient;
  connections: OneDriveRepository;
  users: UserRepository;
  secrets: SecretBox;
  oauthStates: OAuthStates;
  clock: Clock;
  log: Logger;
  /** Where the admin's browser starts the flow (our `startOneDriveConnect`), to be bound to it. */
  startUrl: string;
};

/**
 * The admin-connected OneDrive: the connect flow (signed single-use state, code exchange), tokens
 * encrypted at rest, access-token refresh with the stored refresh token, and the expiry status.
 */
export function createOneDriveService(deps: OneDriveServiceDeps) {
  let refreshing: Promise<string> | null = null;
  const connectedListeners: (() => void)[] = [];

  /** The admin who started the flow, when the state is ours, this browser's, fresh, unused and they are still an admin. */
  async function consumeState(
    state: string | undefined,
    bound: string | undefined,
  ): Promise<{ ok: true; adminId: string } | { ok: false; reason: StateRefusal | 'not_admin' }> {
    const check = await deps.oauthStates.consume(STATE_PREFIX, state, bound);
    if (!check.ok) return check;
    const user = await deps.users.findById(check.data.u ?? '');
    return user?.isAdmin && user.isWhitelisted ? { ok: true, adminId: user._id } : { ok: false, reason: 'not_admin' };
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
      if (error instanceof GraphUnexpectedAnswerError) return fail('upstream', error.message);
      if (error instanceof MicrosoftUnavailableError || error instanceof GraphUnauthorizedError) {
        return fail('upstream', 'Microsoft could not be reached. Please try again.');
      }
      throw error;
    }
  }

  /** Our start URL with a fresh state for this admin: it binds the state to the browser that opens it. */
  const authorizeUrlFor = (adminId: string) => {
    if (!deps.microsoft.configured) return '';
    const url = new URL(deps.startUrl);
    url.searchParams.set('state', deps.oauthStates.issue(STATE_PREFIX, { u: adminId }, STATE_TTL_MS).state);
    return url.toString();
  };

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
    /**
     * The admin's browser starting the flow: where to send it (Microsoft's authorize page with the
     * same state), or null when the state is not a genuine, fresh one issued to the user signed in
     * in this browser (`sessionUserId`, from its session cookie): an authorize URL that leaks works
     * for nobody else. The caller stores the state in a cookie of this browser, so only this
     * browser can complete the flow.
     */
    startConnect(state: string, sessionUserId: string | null): string | null {
      if (!deps.microsoft.configured || !sessionUserId) return null;
      // Checked (characters, signature, expiry) before the value goes into the browser's cookie.
      const data = deps.oauthStates.dataOf(STATE_PREFIX, state);
      if (!data || data.u !== sessionUserId) return null;
      return deps.microsoft.authorizeUrl(state);
    },

    async completeCallback(
      query: {
        code?: string;
        state?: string;
        error?: string;
        error_description?: string;
      },
      boundState: string | undefined,
    ): Promise<Record<string, string>> {
      if (query.error) return { onedrive: 'error', message: query.error_description || query.error };
      const check = await consumeState(query.state, boundState);
      if (!check.ok) {
        deps.log.warn({ reason: check.reason }, 'OneDrive callback refused its state');
        return {
          onedrive: 'error',
          message:
            'This OneDrive connection request is invalid, has expired or was started in another browser. Please start again from the admin page.',
        };
      }
      if (!query.code) return { onedrive: 'error', message: 'Microsoft did not send an authorization code' };
      const result = await connect(query.code, check.adminId);
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
