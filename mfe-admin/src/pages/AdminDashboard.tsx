import {
  AdminDashboard as AdminDashboardView,
  type AdminDashboardProps,
} from '../modules/dashboard/components/AdminDashboard';

export type { AdminDashboardProps };

/** '/admin' of the portal (and the standalone page): the admin dashboard. */
export function AdminDashboard(props: AdminDashboardProps) {
  return <AdminDashboardView {...props} />;
}
