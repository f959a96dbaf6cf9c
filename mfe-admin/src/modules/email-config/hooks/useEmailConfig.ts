import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchEmailConfig } from '../api/fetchEmailConfig';

/** The saved e-mail configuration (defaults until first saved). */
export function useEmailConfig() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.emailConfig, queryFn: () => fetchEmailConfig(api) });
}
