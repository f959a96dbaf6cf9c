import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchFeeReport, type FeeMonthRange } from '../api/fetchFeeReport';

/** The fee report of the months given (every fee when neither is); the last report stays while the next loads. */
export function useFeeReport(range: FeeMonthRange, enabled = true) {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.feeReport(range.from ?? '', range.to ?? ''),
    queryFn: () => fetchFeeReport(api, range),
    placeholderData: keepPreviousData,
    enabled,
  });
}
