import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '@portal/web-kit/testing';
import { PREFERS_DARK, setMediaQuery } from '../../../../test/mediaQueries';
import { renderApp } from '../../../../test/renderApp';
import { darkTheme, lightTheme, themes } from '@portal/web-kit/theme';
import { readInitialThemeMode } from '../utils/readInitialThemeMode';

async function themeToggle() {
  await screen.findByTestId('remote-page');
  return screen.getByRole('button', { name: 'Dark theme' });
}

describe('theme', () => {
  it('starts from the stored theme', async () => {
    window.localStorage.setItem('theme', 'dark');
    renderApp({ signedInAs: member });
    expect(await themeToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('a stored light theme wins over a dark system preference', async () => {
    window.localStorage.setItem('theme', 'light');
    setMediaQuery(PREFERS_DARK, true);
    renderApp({ signedInAs: member });
    expect(await themeToggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('without a stored theme follows the system dark-mode preference', async () => {
    setMediaQuery(PREFERS_DARK, true);
    renderApp({ signedInAs: member });
    expect(await themeToggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('without a stored theme or a dark system preference is light', async () => {
    renderApp({ signedInAs: member });
    expect(await themeToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('the toggle switches light and dark and stores the choice as "light" or "dark"', async () => {
    renderApp({ signedInAs: member });
    const toggle = await themeToggle();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('ignores stored values other than light and dark', () => {
    expect(readInitialThemeMode({ storage: { getItem: () => 'purple' } })).toBe('light');
    expect(readInitialThemeMode({ storage: { getItem: () => 'purple' }, matchMedia: () => ({ matches: true }) })).toBe(
      'dark',
    );
  });

  it('exports a light and a dark theme with the same tokens for the remotes', () => {
    expect(themes).toEqual({ light: lightTheme, dark: darkTheme });
    expect(Object.keys(lightTheme.colors).sort()).toEqual(Object.keys(darkTheme.colors).sort());
    expect(lightTheme.mode).toBe('light');
    expect(darkTheme.mode).toBe('dark');
  });
});
