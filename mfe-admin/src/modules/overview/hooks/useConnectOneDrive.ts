import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { fetchOneDriveStatus } from '../api/fetchOneDriveStatus';

export const ONEDRIVE_CONNECT_FAILED = 'Failed to connect OneDrive. Please try again.';

/**
 * Starts the OneDrive connection: reads a fresh authorize URL (its signed state is single-use and
 * short-lived, so the one loaded with the page may have expired) and sends the browser to Microsoft.
 */
export function useConnectOneDrive() {
  const { api, navigation } = useAdminServices();
  return useMutation({
    mutationFn: async () => {
      const status = await fetchOneDriveStatus(api);
      if (!status.authorizeUrl) throw new Error('The gateway gave no authorize URL');
      return status.authorizeUrl;
    },
    onSuccess: (authorizeUrl) => navigation.assign(authorizeUrl),
    onError: () => toast.error(ONEDRIVE_CONNECT_FAILED),
  });
}
