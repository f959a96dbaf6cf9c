import { useEffect, useState } from 'react';
import { useDealsServices } from '../../services/hooks/useDealsServices';

/** The services' clock, read again every `intervalMs` (edit windows close while the dialog is open). */
export function useNow(intervalMs = 15_000): Date {
  const { now } = useDealsServices();
  const [current, setCurrent] = useState(() => now());
  useEffect(
    function tick() {
      const timer = setInterval(() => setCurrent(now()), intervalMs);
      return () => clearInterval(timer);
    },
    [now, intervalMs],
  );
  return current;
}
