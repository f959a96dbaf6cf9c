import type { LenderSubmissionSendRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchSubmissions, revokeSubmission, sendSubmissions } from '../api/submissionsApi';

/** Under the deal's key: the deal's timeline and the submissions refresh together. */
const submissionsKey = (dealId: string) => [...dealsQueryKeys.all, dealId, 'submissions'] as const;

/** A deal's submissions to lenders (admins). */
export function useSubmissions(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({ queryKey: submissionsKey(dealId), queryFn: () => fetchSubmissions(api, dealId) });
}

/** Sends the deal to lender contacts; the deal (its timeline) and its submissions are read again. */
export function useSendSubmissions(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LenderSubmissionSendRequest) => sendSubmissions(api, dealId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...dealsQueryKeys.all, dealId] }),
  });
}

/** Withdraws one submission's room link. */
export function useRevokeSubmission(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) => revokeSubmission(api, dealId, submissionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...dealsQueryKeys.all, dealId] }),
  });
}
