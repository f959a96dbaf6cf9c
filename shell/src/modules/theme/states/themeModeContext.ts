import { createContext } from 'react';
import type { ThemeMode } from '@portal/web-kit/theme';

export type ThemeModeContextValue = {
  mode: ThemeMode;
  toggleMode: () => void;
};

export const themeModeContext = createContext<ThemeModeContextValue | null>(null);
