import { useContext } from 'react';
import { dealsServicesContext } from '../states/dealsServicesContext';
import type { DealsServices } from '../types/DealsServices';

/** The gateway client, the user and the clock given to the deals page. */
export function useDealsServices(): DealsServices {
  const services = useContext(dealsServicesContext);
  if (!services) throw new Error('useDealsServices must be used inside <DealsServicesProvider>');
  return services;
}
