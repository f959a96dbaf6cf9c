import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installFakeXhr } from '@portal/web-kit/testing/fakeXhr';
import { installMatchMedia, resetMediaQueries } from './mediaQueries';

// Lazily loaded routes (the home page) compile on first import; give findBy* room under load.
configure({ asyncUtilTimeout: 10_000 });

// Files marked `@vitest-environment node` (scripts, build config) share this setup.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom has no canvas; the falling-character background then simply draws nothing.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
  installMatchMedia();
  // jsdom's XMLHttpRequest cannot reach the fake gateway; uploads run over it instead.
  installFakeXhr();
}

beforeEach(() => {
  if (!hasDom) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  resetMediaQueries();
  document.title = '';
});

afterEach(() => {
  if (hasDom) cleanup();
});
