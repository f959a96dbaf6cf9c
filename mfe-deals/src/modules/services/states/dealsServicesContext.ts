import { createContext } from 'react';
import type { DealsServices } from '../types/DealsServices';

export const dealsServicesContext = createContext<DealsServices | null>(null);
