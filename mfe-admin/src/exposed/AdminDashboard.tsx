// Public surface of mfe-admin, exposed as `./AdminDashboard`. The shell renders the default
// export with AdminDashboardPageProps ({ api, user, DealsView }) inside its router, QueryClient,
// theme and toaster.
export { AdminDashboard, AdminDashboard as default, type AdminDashboardProps } from '../pages/AdminDashboard';
