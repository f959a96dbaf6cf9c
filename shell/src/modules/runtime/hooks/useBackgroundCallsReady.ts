import { useEffect, useState } from 'react';
import { usePortalServices } from './usePortalServices';

/** True once the shell's background calls may start (PortalServices.backgroundCallsReady; at once without it). */
export function useBackgroundCallsReady(): boolean {
  const { backgroundCallsReady } = usePortalServices();
  const [ready, setReady] = useState(!backgroundCallsReady);
  useEffect(
    function followTheGate() {
      if (!backgroundCallsReady) return;
      let mounted = true;
      void backgroundCallsReady.then(() => {
        if (mounted) setReady(true);
      });
      return () => {
        mounted = false;
      };
    },
    [backgroundCallsReady],
  );
  return ready;
}
