// Build pieces every federated app uses the same way (loader, assets, output names).
import path from 'node:path';

/**
 * swc-loader for TypeScript/TSX and JS sources outside node_modules (workspace packages such as
 * @portal/contracts are symlinked and resolve to their real path, so they are compiled too).
 * @param {{ production: boolean }} options
 */
export function swcRule({ production }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: {
            react: { runtime: 'automatic', development: !production },
          },
        },
        sourceMaps: true,
      },
    },
  };
}

/** Images and fonts as hashed files. */
export function assetRule() {
  return {
    test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/i,
    type: 'asset/resource',
  };
}

/**
 * Output with content hashes in production. `publicPath: 'auto'` lets a remote's chunks load
 * from the remote's own origin; the shell uses '/' so deep links find its assets.
 * @param {{ appDir: string, production: boolean, publicPath: string }} options
 */
export function outputFor({ appDir, production, publicPath }) {
  const name = production ? '[name].[contenthash:8]' : '[name]';
  return {
    path: path.join(appDir, 'dist'),
    filename: `${name}.js`,
    chunkFilename: `${name}.js`,
    assetModuleFilename: `assets/${name}[ext]`,
    publicPath,
    clean: true,
    uniqueName: path.basename(appDir),
  };
}

export const resolveExtensions = ['.tsx', '.ts', '.mjs', '.js', '.json'];
