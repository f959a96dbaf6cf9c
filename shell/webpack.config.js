import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createSharedConfig } from './federation/sharedSingletons.mjs';
import { assetRule, outputFor, resolveExtensions, swcRule } from './federation/webpackParts.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const DEFAULT_RUNTIME_CONFIG = {
  apiBaseUrl: process.env.SHELL_API_BASE_URL || 'http://localhost:4000',
  remotes: {
    mfeDeals: process.env.MFE_DEALS_URL || 'http://localhost:3001/remoteEntry.js',
    mfeAdmin: process.env.MFE_ADMIN_URL || 'http://localhost:3002/remoteEntry.js',
  },
};

/** Writes dist/runtime-config.json so any static host can serve the build as is. */
class EmitRuntimeConfigPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRuntimeConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'runtime-config.json',
            new RawSource(`${JSON.stringify(DEFAULT_RUNTIME_CONFIG, null, 2)}\n`),
          );
        },
      );
    });
  }
}

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    output: outputFor({ appDir, production, publicPath: '/' }),
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: resolveExtensions },
    module: { rules: [swcRule({ production }), assetRule()] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at run time from runtime-config.json (registerRemotes).
        remotes: {},
        shared: createSharedConfig(appDir),
        runtimePlugins: [path.join(appDir, 'src/modules/remotes/utils/remoteFailurePlugin.ts')],
        dts: false,
        manifest: false,
        // Remotes are plain remoteEntry.js files, never mf-manifest.json snapshots.
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/assets/logo.svg',
        scriptLoading: 'defer',
      }),
      new EmitRuntimeConfigPlugin(),
    ],
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 500_000,
      maxAssetSize: 500_000,
    },
    stats: 'errors-warnings',
  };
};
