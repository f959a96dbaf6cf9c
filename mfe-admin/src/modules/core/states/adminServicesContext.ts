import { createContext } from 'react';
import type { AdminServices } from '../types/AdminServices';

export const adminServicesContext = createContext<AdminServices | null>(null);
