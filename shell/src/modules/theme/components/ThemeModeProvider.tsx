import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themeModeContext, type ThemeModeContextValue } from '../states/themeModeContext';
import { THEME_STORAGE_KEY, themes, type ThemeMode } from '@portal/web-kit/theme';
import { readInitialThemeMode } from '../utils/readInitialThemeMode';
import { GlobalStyle } from './GlobalStyle';

export type ThemeModeProviderProps = {
  children: ReactNode;
};

/**
 * Applies the light or dark theme through styled-components (the remotes read the same theme
 * through the shared styled-components instance) and stores the choice as 'light' or 'dark'.
 */
export function ThemeModeProvider({ children }: ThemeModeProviderProps) {
  const [mode, setMode] = useState<ThemeMode>(() => readInitialThemeMode());

  const toggleMode = useCallback(() => {
    setMode((current) => {
      const next: ThemeMode = current === 'dark' ? 'light' : 'dark';
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
      return next;
    });
  }, []);

  useEffect(
    function markDocumentTheme() {
      document.documentElement.dataset.theme = mode;
    },
    [mode],
  );

  const value = useMemo<ThemeModeContextValue>(() => ({ mode, toggleMode }), [mode, toggleMode]);

  return (
    <themeModeContext.Provider value={value}>
      <ThemeProvider theme={themes[mode]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </themeModeContext.Provider>
  );
}
