/** `/runtime-config.json`, served beside the shell so each app is deployed on its own. */
export type RuntimeConfig = {
  /** The gateway's origin, e.g. `http://localhost:4000`. */
  apiBaseUrl: string;
  /** The `remoteEntry.js` URL of each micro-frontend. */
  remotes: {
    mfeDeals: string;
    mfeAdmin: string;
  };
};
