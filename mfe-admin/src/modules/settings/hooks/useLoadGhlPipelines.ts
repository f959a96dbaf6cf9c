import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { loadGhlPipelines } from '../api/loadGhlPipelines';

export type LoadPipelinesRequest = { apiKey: string; locationId: string | null };

/** Load Pipelines: the pipelines seen with the API key and location in the form. */
export function useLoadGhlPipelines() {
  const { api } = useAdminServices();
  return useMutation({
    mutationFn: ({ apiKey, locationId }: LoadPipelinesRequest) => loadGhlPipelines(api, apiKey, locationId),
    onSuccess: (pipelines) => toast.success(`Loaded ${pipelines.length} pipelines`),
    onError: () => toast.error('Failed to fetch GHL pipelines. Please check your API key.'),
  });
}
