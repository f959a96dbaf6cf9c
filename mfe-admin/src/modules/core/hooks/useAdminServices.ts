import { useContext } from 'react';
import { adminServicesContext } from '../states/adminServicesContext';
import type { AdminServices } from '../types/AdminServices';

/** The gateway client and navigation given to the dashboard by the shell (or standalone bootstrap). */
export function useAdminServices(): AdminServices {
  const services = useContext(adminServicesContext);
  if (!services) throw new Error('useAdminServices must be used inside <AdminDashboard>.');
  return services;
}
