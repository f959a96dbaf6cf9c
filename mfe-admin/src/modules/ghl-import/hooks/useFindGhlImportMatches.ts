import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { findGhlImportMatches } from '../api/findGhlImportMatches';

/** Asks whether the opportunity's property is already in the portal, before it is imported. */
export function useFindGhlImportMatches() {
  const { api } = useAdminServices();
  return useMutation({
    mutationFn: (opportunityId: string) => findGhlImportMatches(api, opportunityId),
    onError: (error) => toast.error(serverErrorText(error, 'Failed to check the portal for this property')),
  });
}
