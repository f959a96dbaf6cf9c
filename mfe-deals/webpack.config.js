import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createSharedConfig } from '@portal/shell/federation';
import { assetRule, outputFor, resolveExtensions, swcRule } from '@portal/shell/federation/webpack-parts';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    // 'auto': chunks load from wherever remoteEntry.js was served (the remote's own origin).
    output: outputFor({ appDir, production, publicPath: 'auto' }),
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: resolveExtensions },
    module: { rules: [swcRule({ production }), assetRule()] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfeDeals',
        filename: 'remoteEntry.js',
        exposes: { './DealsPage': './src/exposed/DealsPage.tsx', './preload': './src/exposed/preload.ts' },
        shared: createSharedConfig(appDir),
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      // Standalone page only; the shell loads remoteEntry.js.
      new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'], scriptLoading: 'defer' }),
    ],
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 500_000, maxAssetSize: 500_000 },
    stats: 'errors-warnings',
  };
};
