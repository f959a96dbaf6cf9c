import type { User } from './types';

export const AUTH_TOKEN_KEY = 'token';
export const AUTH_USER_KEY = 'user';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): KeyValueStore | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * The user object kept in local storage (docs/product.md#sessions). The shell holds its bearer
 * token in memory only (a script-readable store would hand it to any injected script); `getToken`
 * reads a token a developer put there by hand for a remote's standalone mode, and `clear` removes
 * one left behind. Invalid stored user JSON counts as signed out: both entries are cleared.
 */
export const authStorage = {
  getToken(store = defaultStore()): string | null {
    return store?.getItem(AUTH_TOKEN_KEY) ?? null;
  },
  getUser(store = defaultStore()): User | null {
    const raw = store?.getItem(AUTH_USER_KEY);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && 'id' in parsed && 'username' in parsed) {
        return parsed as User;
      }
    } catch {
      // fall through: a corrupt entry signs the user out
    }
    authStorage.clear(store);
    return null;
  },
  saveUser(user: User, store = defaultStore()): void {
    store?.setItem(AUTH_USER_KEY, JSON.stringify(user));
  },
  removeToken(store = defaultStore()): void {
    store?.removeItem(AUTH_TOKEN_KEY);
  },
  clear(store = defaultStore()): void {
    store?.removeItem(AUTH_TOKEN_KEY);
    store?.removeItem(AUTH_USER_KEY);
  },
};
