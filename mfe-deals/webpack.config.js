import { appDirOf, createWebpackConfig } from '@portal/web-kit/build/webpack';

export default createWebpackConfig({
  appDir: appDirOf(import.meta.url),
  name: 'mfeDeals',
  role: 'remote',
  exposes: { './DealsPage': './src/exposed/DealsPage.tsx', './preload': './src/exposed/preload.ts' },
});
