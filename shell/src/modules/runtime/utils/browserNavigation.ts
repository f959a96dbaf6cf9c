import type { BrowserNavigation } from '../types/BrowserNavigation';

/** Navigation through `window.location`. */
export const browserNavigation: BrowserNavigation = {
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
};
