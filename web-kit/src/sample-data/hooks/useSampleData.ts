import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import type { ApiClient } from '@portal/contracts';
import { serverErrorText } from '../../api/serverErrorText';
import { fetchSampleData, loadSampleData, removeSampleData, SAMPLE_DATA_KEY } from '../api/sampleData';

/** Every list and figure, not the session (how it started, who is signed in). */
const everythingButTheSession = {
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[0] !== 'auth',
};

/**
 * The sample book's state (followed every second while it loads), and loading and removing it.
 * When it finishes loading or is removed, every list and figure of the page is read again.
 */
export function useSampleData(api: ApiClient) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: SAMPLE_DATA_KEY,
    queryFn: () => fetchSampleData(api),
    refetchInterval: (query) => (query.state.data?.loading ? 1000 : false),
  });

  const wasLoading = useRef(false);
  const loading = status.data?.loading ?? false;
  useEffect(() => {
    if (wasLoading.current && !loading && status.data?.loaded) {
      toast.success('Sample data loaded');
      void queryClient.invalidateQueries(everythingButTheSession);
    }
    wasLoading.current = loading;
  }, [loading, status.data?.loaded, queryClient]);

  const load = useMutation({
    mutationFn: () => loadSampleData(api),
    onSuccess: (data) => queryClient.setQueryData(SAMPLE_DATA_KEY, data),
    onError: (error) => toast.error(serverErrorText(error, 'Failed to load sample data')),
  });

  const remove = useMutation({
    mutationFn: () => removeSampleData(api),
    onSuccess: async (removed) => {
      toast.success(`Sample data removed (${removed.deals} deals)`);
      await queryClient.invalidateQueries(everythingButTheSession);
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to remove sample data')),
  });

  return { status, load, remove };
}
