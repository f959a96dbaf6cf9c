import { useCallback, useEffect, useState } from 'react';

/** The search parameter that opens one deal's summary (`/deals?deal=<id>`, the notification centre's links). */
export const LINKED_DEAL_PARAM = 'deal';

const read = () => new URLSearchParams(window.location.search).get(LINKED_DEAL_PARAM) || null;

/**
 * The deal named in the address (`?deal=<id>`), followed on popstate (back, forward, and the
 * shell's notification links), and a way to drop it when its dialog closes.
 */
export function useLinkedDealId(): [string | null, () => void] {
  const [dealId, setDealId] = useState<string | null>(read);

  useEffect(function followAddress() {
    const handlePopState = () => setDealId(read());
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, []);

  const clear = useCallback(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete(LINKED_DEAL_PARAM);
    window.history.replaceState(window.history.state, '', url);
    setDealId(null);
  }, []);

  return [dealId, clear];
}
