// Public surface of mfe-admin, exposed as `./AdminDashboard`. The shell renders the default
// export with RemotePageProps ({ api, user }) inside its router, QueryClient and theme.
export { AdminDashboard, AdminDashboard as default, type AdminDashboardProps } from '../pages/AdminDashboard';
