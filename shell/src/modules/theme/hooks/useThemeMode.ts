import { useContext } from 'react';
import { themeModeContext, type ThemeModeContextValue } from '../states/themeModeContext';

/** The current theme and the toggle between light and dark. */
export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(themeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>.');
  return value;
}
