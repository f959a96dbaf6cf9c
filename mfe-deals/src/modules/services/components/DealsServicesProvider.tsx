import type { ApiClient, User } from '@portal/contracts';
import { useMemo, type ReactNode } from 'react';
import { dealsServicesContext } from '../states/dealsServicesContext';

const systemNow = () => new Date();

export type DealsServicesProviderProps = {
  api: ApiClient;
  user: User;
  now?: () => Date;
  children: ReactNode;
};

/** Gives the deals features the host's client and user (props of the exposed page). */
export function DealsServicesProvider({ api, user, now = systemNow, children }: DealsServicesProviderProps) {
  const services = useMemo(() => ({ api, user, now }), [api, user, now]);
  return <dealsServicesContext.Provider value={services}>{children}</dealsServicesContext.Provider>;
}
