import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach } from 'vitest';

// Tabs are lazily loaded chunks; give findBy* room under load.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver (echarts and the chart wrapper observe their box).
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

if (typeof window !== 'undefined') {
  // jsdom has no canvas (echarts measures text with one) and lays nothing out: give boxes a size
  // so the chart draws its SVG instead of warning about a 0×0 container.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 480 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 240 });
}

// jsdom has no matchMedia (the toaster asks about reduced motion).
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/admin');
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});
