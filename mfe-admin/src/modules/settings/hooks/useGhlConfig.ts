import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchGhlConfig } from '../api/fetchGhlConfig';

/** The saved GHL configuration. */
export function useGhlConfig() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.ghlConfig, queryFn: () => fetchGhlConfig(api) });
}
