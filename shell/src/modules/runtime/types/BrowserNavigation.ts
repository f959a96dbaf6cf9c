/** Full-page navigation (leaving the single-page app or reloading it). */
export type BrowserNavigation = {
  /** Go to a URL, keeping the current page in the history. */
  assign: (url: string) => void;
  /** Go to a URL, replacing the current history entry. */
  replace: (url: string) => void;
  /** Reload the current page. */
  reload: () => void;
};
