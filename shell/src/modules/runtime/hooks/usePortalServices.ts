import { useContext } from 'react';
import { portalServicesContext } from '../states/portalServicesContext';
import type { PortalServices } from '../types/PortalServices';

/** The gateway client, full-page navigation and remote loader wired in bootstrap.tsx. */
export function usePortalServices(): PortalServices {
  const services = useContext(portalServicesContext);
  if (!services) throw new Error('usePortalServices must be used inside <App>.');
  return services;
}
