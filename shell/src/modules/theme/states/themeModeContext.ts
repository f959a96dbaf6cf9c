import { createContext } from 'react';
import type { ThemeMode } from '../themes';

export type ThemeModeContextValue = {
  mode: ThemeMode;
  toggleMode: () => void;
};

export const themeModeContext = createContext<ThemeModeContextValue | null>(null);
