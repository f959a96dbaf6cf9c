import { useCallback, useEffect, useState } from 'react';

function read<T extends Record<string, string>>(defaults: T): T {
  const params = new URLSearchParams(window.location.search);
  const state = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = params.get(key);
    if (value !== null) state[key] = value as T[typeof key];
  }
  return state;
}

/**
 * State kept in the address bar's search parameters (the keys of `defaults`; other parameters
 * are left alone), so reload, back and forward keep it. A change pushes a history entry; values
 * equal to their default are left out of the URL.
 */
export function useSearchParamsState<T extends Record<string, string>>(defaults: T): [T, (next: T) => void] {
  const [state, setState] = useState<T>(() => read(defaults));

  useEffect(
    function followBackAndForward() {
      const handlePopState = () => setState(read(defaults));
      window.addEventListener('popstate', handlePopState);
      return () => window.removeEventListener('popstate', handlePopState);
    },
    [defaults],
  );

  const update = useCallback(
    (next: T) => {
      const url = new URL(window.location.href);
      for (const key of Object.keys(defaults)) {
        const value = next[key];
        if (value === undefined || value === defaults[key]) url.searchParams.delete(key);
        else url.searchParams.set(key, value);
      }
      if (url.href !== window.location.href) window.history.pushState(window.history.state, '', url);
      setState(next);
    },
    [defaults],
  );

  return [state, update];
}
