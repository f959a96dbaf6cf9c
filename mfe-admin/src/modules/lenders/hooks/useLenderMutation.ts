import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@portal/contracts';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';

export type LenderMutationOptions<TInput, TResult> = {
  /** The call, given the client. */
  call: (api: ApiClient, input: TInput) => Promise<TResult>;
  /** The toast after it worked. */
  success: (result: TResult, input: TInput) => string;
  /** The toast when the server gives no reason. */
  failure: string;
};

/**
 * A write of the lender directory: on success the lists and lender pages are read again (a
 * program changes its lender's summary) and the toast says what was done; a refusal is toasted in
 * the server's words (a form also shows its field errors where they belong).
 */
export function useLenderMutation<TInput, TResult>({ call, success, failure }: LenderMutationOptions<TInput, TResult>) {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => call(api, input),
    onSuccess: (result, input) => {
      toast.success(success(result, input));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.lenders });
    },
    onError: (error) => toast.error(serverErrorText(error, failure)),
  });
}
