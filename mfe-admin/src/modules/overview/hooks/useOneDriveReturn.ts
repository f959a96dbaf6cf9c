import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { oneDriveReturnMessage } from '../utils/oneDriveReturnMessage';
import { ONEDRIVE_RETURN_KEYS, parseOneDriveReturn } from '../utils/parseOneDriveReturn';

/**
 * Back from Microsoft: the gateway's callback redirected to /admin with the outcome in the query
 * string. Shows the toast of docs/product.md#onedrive-connection once, refreshes the drive status
 * and clears the query string.
 */
export function useOneDriveReturn(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const announced = useRef<string | null>(null);
  const query = searchParams.toString();

  useEffect(
    function announceOneDriveReturn() {
      const outcome = parseOneDriveReturn(new URLSearchParams(query));
      if (!outcome || announced.current === query) return;
      announced.current = query;
      if (outcome.kind === 'success') {
        toast.success(oneDriveReturnMessage(outcome));
        void queryClient.invalidateQueries({ queryKey: adminQueryKeys.oneDriveStatus });
      } else {
        toast.error(oneDriveReturnMessage(outcome));
      }
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of ONEDRIVE_RETURN_KEYS) next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [query, queryClient, setSearchParams],
  );
}
