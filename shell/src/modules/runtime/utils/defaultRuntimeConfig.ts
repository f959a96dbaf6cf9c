import type { RuntimeConfig } from '../types/RuntimeConfig';

/** The loopback topology of `npm start` (shell 3000, mfe-deals 3001, mfe-admin 3002, gateway 4000). */
export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: {
    mfeDeals: 'http://localhost:3001/remoteEntry.js',
    mfeAdmin: 'http://localhost:3002/remoteEntry.js',
  },
};
