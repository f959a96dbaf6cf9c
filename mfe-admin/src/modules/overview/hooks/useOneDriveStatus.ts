import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchOneDriveStatus } from '../api/fetchOneDriveStatus';

/** Whether the admin drive is connected (or expired). */
export function useOneDriveStatus() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.oneDriveStatus, queryFn: () => fetchOneDriveStatus(api) });
}
