import type { PlacementSettingsRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchPlacementSettings } from '../api/fetchPlacementSettings';
import { savePlacementSettings } from '../api/savePlacementSettings';

/** The placement settings' query key (under `admin`, so what refreshes the dashboard refreshes them). */
export const placementSettingsKey = [...adminQueryKeys.all, 'settings', 'placement'] as const;

/** The sizing defaults per loan purpose and the match tolerances in force, with the shipped values. */
export function usePlacementSettings() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: placementSettingsKey, queryFn: () => fetchPlacementSettings(api) });
}

/** What a save or a restore says when it succeeds. */
export type PlacementSaveKind =
  'save' | 'restoreSizing' | 'restoreTolerances' | 'saveSubmissions' | 'restoreIndexRates';

const SUCCESS: Record<PlacementSaveKind, string> = {
  save: 'Loan sizing and matching saved',
  restoreSizing: 'Default sizing terms restored',
  restoreTolerances: 'Default match tolerances restored',
  saveSubmissions: 'Lender submission settings saved',
  restoreIndexRates: 'Default index rates restored',
};

const FAILURE: Record<PlacementSaveKind, string> = {
  save: 'Failed to save the loan sizing and matching settings',
  restoreSizing: 'Failed to restore the default sizing terms',
  restoreTolerances: 'Failed to restore the default match tolerances',
  saveSubmissions: 'Failed to save the lender submission settings',
  restoreIndexRates: 'Failed to restore the default index rates',
};

/**
 * Saves the sizing defaults and tolerances (or puts a part's shipped values back with null). Sizing
 * and matching read them per request, so a program's fitting deals are read again.
 */
export function useSavePlacementSettings() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request }: { request: PlacementSettingsRequest; kind: PlacementSaveKind }) =>
      savePlacementSettings(api, request),
    onSuccess: (saved, { kind }) => {
      queryClient.setQueryData(placementSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.lenders });
      toast.success(SUCCESS[kind]);
    },
    onError: (error, { kind }) => toast.error(serverErrorText(error, FAILURE[kind])),
  });
}
