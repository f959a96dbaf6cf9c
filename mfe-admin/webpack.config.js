import { appDirOf, createWebpackConfig } from '@portal/web-kit/build/webpack';

export default createWebpackConfig({
  appDir: appDirOf(import.meta.url),
  name: 'mfeAdmin',
  role: 'remote',
  exposes: { './AdminDashboard': './src/exposed/AdminDashboard.tsx' },
});
