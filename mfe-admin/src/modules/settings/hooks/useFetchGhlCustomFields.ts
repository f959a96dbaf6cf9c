import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { fetchGhlCustomFields } from '../api/fetchGhlCustomFields';
import { customFieldsErrorMessage } from '../utils/customFieldsErrorMessage';

export type CustomFieldsRequest = { apiKey: string; locationId: string | null };

/** Fetch Custom Fields with the messages of docs/product.md#admin-messages. */
export function useFetchGhlCustomFields() {
  const { api } = useAdminServices();
  return useMutation({
    mutationFn: ({ apiKey, locationId }: CustomFieldsRequest) => fetchGhlCustomFields(api, apiKey, locationId),
    onSuccess: (result) =>
      toast.success(`Custom fields fetched successfully! Found ${result.summary.totalFields} total fields.`),
    onError: (error) => toast.error(customFieldsErrorMessage(error)),
  });
}
