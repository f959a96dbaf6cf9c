import type { DiscordProfile } from '../features/users/repository';

export type DiscordClientConfig = {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  cdnUrl: string;
  redirectUri: string;
  authorizeUrl: string;
};

/** Discord refused the code (expired, reused, wrong redirect). */
export class DiscordAuthError extends Error {}
/** Discord could not be reached or answered with a server error. */
export class DiscordUnavailableError extends Error {}

type DiscordUser = {
  id: string;
  username: string;
  global_name?: string | null;
  avatar?: string | null;
  email?: string | null;
};

const TIMEOUT_MS = 10_000;

/** The OAuth2 code flow against Discord (or the sandbox, which speaks the same wire shapes). */
export function createDiscordClient(config: DiscordClientConfig, fetchImpl: typeof fetch = fetch) {
  const api = config.apiUrl.replace(/\/$/, '');

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new DiscordUnavailableError(`Discord could not be reached: ${(error as Error).message}`);
    }
  }

  return {
    /** The provider's authorize page with response_type=code, scope identify email, our callback and `state`. */
    authorizeUrl(state: string): string {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'identify email');
      url.searchParams.set('redirect_uri', config.redirectUri);
      url.searchParams.set('prompt', 'none');
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(code: string): Promise<string> {
      const response = await call(`${api}/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
        }),
      });
      if (response.status >= 500)
        throw new DiscordUnavailableError(`Discord token endpoint answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; error?: string };
      if (!response.ok || !body.access_token) {
        throw new DiscordAuthError(`Discord refused the code: ${body.error ?? response.status}`);
      }
      return body.access_token;
    },

    async fetchProfile(accessToken: string): Promise<DiscordProfile> {
      const response = await call(`${api}/users/@me`, { headers: { Authorization: `Bearer ${accessToken}` } });
      if (response.status >= 500)
        throw new DiscordUnavailableError(`Discord user endpoint answered ${response.status}`);
      if (!response.ok) throw new DiscordAuthError(`Discord refused the access token (${response.status})`);
      const user = (await response.json()) as DiscordUser;
      return {
        discordId: user.id,
        username: user.username,
        name: user.global_name ?? null,
        email: user.email ?? null,
        avatar: user.avatar ? `${config.cdnUrl.replace(/\/$/, '')}/avatars/${user.id}/${user.avatar}.png` : null,
      };
    },
  };
}

export type DiscordClient = ReturnType<typeof createDiscordClient>;
