/**
 * Whether this page is being left (a reload, a link to another document, the tab closing).
 * Calls still in flight are then cut off by the browser; their failure says nothing about the
 * session, so it must not sign the user out (clearing the stored user would sign out the page
 * that is loading next). `pagehide` comes before the browser cancels them; `pageshow` clears the
 * mark when the page comes back from the back-forward cache.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

export function isLeavingPage(): boolean {
  return leaving;
}
