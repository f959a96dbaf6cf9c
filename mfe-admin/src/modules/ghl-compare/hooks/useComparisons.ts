import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchComparisons } from '../api/fetchComparisons';
import { fetchCompareProgress } from '../api/fetchCompareProgress';
import { newRunId } from '../utils/newRunId';

const PROGRESS_POLL_MS = 500;

/**
 * Our deals compared with their GHL opportunities. Each comparison runs under a new id; while it
 * runs, `progress` says how many pages and opportunities of GHL it has read (null until the first
 * page is in), as the import's bar does.
 */
export function useComparisons() {
  const { api } = useAdminServices();
  const [runId, setRunId] = useState<string | null>(null);
  const comparisons = useQuery({
    queryKey: adminQueryKeys.comparisons,
    queryFn: () => {
      const id = newRunId();
      setRunId(id);
      return fetchComparisons(api, id);
    },
  });
  const progress = useQuery({
    queryKey: [...adminQueryKeys.comparisons, 'progress', runId] as const,
    queryFn: () => fetchCompareProgress(api, runId!),
    enabled: comparisons.isFetching && runId !== null,
    refetchInterval: PROGRESS_POLL_MS,
    retry: false,
  });
  return { ...comparisons, progress: comparisons.isFetching ? (progress.data ?? null) : null };
}
