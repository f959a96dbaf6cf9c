// A controllable window.matchMedia for jsdom (which has none): tests set what the "system"
// prefers, e.g. dark mode or reduced motion.

const active = new Set<string>();

type Listener = (event: MediaQueryListEvent) => void;

export function setMediaQuery(query: string, matches: boolean): void {
  if (matches) active.add(query);
  else active.delete(query);
}

export function resetMediaQueries(): void {
  active.clear();
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<Listener>();
    return {
      get matches() {
        return active.has(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

export const PREFERS_DARK = '(prefers-color-scheme: dark)';
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
