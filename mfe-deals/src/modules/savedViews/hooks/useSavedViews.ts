import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { createSavedView, deleteSavedView, fetchSavedViews, renameSavedView } from '../api/savedViews';

const SAVED_VIEWS_KEY = ['admin', 'saved-views'] as const;

/** The admins' saved views and the calls that change them (each refreshes the list). */
export function useSavedViews() {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_KEY });
  const views = useQuery({ queryKey: SAVED_VIEWS_KEY, queryFn: () => fetchSavedViews(api) });
  const create = useMutation({
    mutationFn: ({ name, query }: { name: string; query: string }) => createSavedView(api, name, query),
    onSuccess: async (view) => {
      toast.success(`Saved view “${view.name}”`);
      await refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSavedView(api, id, name),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedView(api, id),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  return { views, create, rename, remove };
}
