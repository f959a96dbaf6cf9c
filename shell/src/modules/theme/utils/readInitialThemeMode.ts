import { THEME_STORAGE_KEY, type ThemeMode } from '@portal/web-kit/theme';

export type ThemeEnvironment = {
  storage?: Pick<Storage, 'getItem'> | undefined;
  matchMedia?: ((query: string) => Pick<MediaQueryList, 'matches'>) | undefined;
};

function browserEnvironment(): ThemeEnvironment {
  if (typeof window === 'undefined') return {};
  return {
    storage: window.localStorage,
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
  };
}

/**
 * The stored theme ('light' or 'dark'), else the system dark-mode preference
 * (docs/product.md#theme).
 */
export function readInitialThemeMode(env: ThemeEnvironment = browserEnvironment()): ThemeMode {
  const stored = env.storage?.getItem(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return env.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
