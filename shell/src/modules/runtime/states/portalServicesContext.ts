import { createContext } from 'react';
import type { PortalServices } from '../types/PortalServices';

export const portalServicesContext = createContext<PortalServices | null>(null);
