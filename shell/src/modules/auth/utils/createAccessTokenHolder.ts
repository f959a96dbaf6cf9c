/** Refresh a token this long before it expires (and at once when it already has). */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/**
 * The bearer token, held in memory only: never in localStorage or sessionStorage, where any
 * script on the page could read it. A reload gets a new one from the refresh cookie.
 */
export type AccessTokenHolder = {
  get(): string | null;
  set(token: string, expiresAt: string): void;
  clear(): void;
  /** Whether the token is missing, expired or about to expire at `now` (ms). */
  needsRefresh(now: number): boolean;
};

export function createAccessTokenHolder(): AccessTokenHolder {
  let current: { token: string; expiresAt: number } | null = null;
  return {
    get: () => current?.token ?? null,
    set(token, expiresAt) {
      current = { token, expiresAt: new Date(expiresAt).getTime() };
    },
    clear() {
      current = null;
    },
    needsRefresh: (now) => current === null || current.expiresAt - now <= REFRESH_BEFORE_EXPIRY_MS,
  };
}
