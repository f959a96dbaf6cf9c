// The webpack set-up of every federated app (shell and remotes), parameterised per app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createSharedConfig } from './sharedSingletons.mjs';
import { assetRule, outputFor, resolveExtensions, swcRule } from './webpackParts.mjs';

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} appDir absolute path of the app (the folder holding its package.json)
 * @property {string} name the app's federation name (`shell`, `mfeDeals`, `mfeAdmin`)
 * @property {'host' | 'remote'} role the host loads remotes at run time; a remote serves remoteEntry.js
 * @property {Record<string, string>} [exposes] a remote's public modules
 * @property {string[]} [runtimePlugins] federation runtime plugins (absolute paths)
 * @property {Record<string, unknown>} [html] extra HtmlWebpackPlugin options (favicon …)
 * @property {(production: boolean) => unknown[]} [plugins] further webpack plugins
 */

/**
 * Builds an app's webpack config function (`export default createWebpackConfig({ … })`).
 * @param {FederatedAppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createWebpackConfig({ appDir, name, role, exposes = {}, runtimePlugins = [], html = {}, plugins }) {
  const host = role === 'host';
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      // The host serves deep links from '/'; a remote's chunks load from wherever remoteEntry.js
      // was served ('auto': the remote's own origin).
      output: outputFor({ appDir, production, publicPath: host ? '/' : 'auto' }),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      resolve: { extensions: resolveExtensions },
      module: { rules: [swcRule({ production }), assetRule()] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // The host registers its remotes at run time from runtime-config.json (registerRemotes).
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: createSharedConfig(appDir),
          ...(runtimePlugins.length > 0 ? { runtimePlugins } : {}),
          dts: false,
          manifest: false,
          // Remotes are plain remoteEntry.js files, never mf-manifest.json snapshots.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
        // A remote's page is for standalone mode only; the shell loads remoteEntry.js.
        new HtmlWebpackPlugin({
          template: './src/index.html',
          ...(host ? {} : { chunks: ['main'] }),
          scriptLoading: 'defer',
          ...html,
        }),
        ...(plugins ? plugins(production) : []),
      ],
      performance: {
        hints: production ? 'warning' : false,
        maxEntrypointSize: 500_000,
        maxAssetSize: 500_000,
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The app folder of a config file: `appDirOf(import.meta.url)`.
 * @param {string} configUrl
 */
export function appDirOf(configUrl) {
  return path.dirname(fileURLToPath(configUrl));
}
