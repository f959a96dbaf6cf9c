import path from 'node:path';
import { appDirOf, createWebpackConfig } from '@portal/web-kit/build/webpack';

const appDir = appDirOf(import.meta.url);

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

export default createWebpackConfig({
  appDir,
  name: 'shell',
  role: 'host',
  runtimePlugins: [path.join(appDir, 'src/modules/remotes/utils/remoteFailurePlugin.ts')],
  html: { favicon: './src/assets/logo.svg' },
  plugins: () => [new EmitRuntimeConfigPlugin()],
});
