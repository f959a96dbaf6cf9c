/**
 * Tells the remotes that the address changed. The deals page keeps its state in the search
 * parameters and follows them on popstate; a router navigation fires none, so a notification
 * opening `?deal=` on the page already shown would otherwise go unnoticed.
 */
export function announceLocationChange(): void {
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
