import type { ApiClient } from '@portal/contracts';
import { fetchSampleData, SAMPLE_DATA_KEY } from '@portal/web-kit/sample-data/api';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

// The card shows only on an empty portal or while a sample book is loaded: its code loads then,
// not on every Overview (the remote's first page has a budget, docs/performance.md).
const SampleDataCard = lazy(() =>
  import('@portal/web-kit/sample-data/SampleDataCard').then((module) => ({ default: module.SampleDataCard })),
);

/** The sample-data card (docs/sample-data.md) when it has something to show. */
export function SampleDataSlot({ api }: { api: ApiClient }) {
  const status = useQuery({ queryKey: SAMPLE_DATA_KEY, queryFn: () => fetchSampleData(api) });
  const data = status.data;
  const shown = data && (data.loading || data.offered || (data.loaded && data.canRemove));
  return shown ? (
    <Suspense fallback={null}>
      <SampleDataCard api={api} />
    </Suspense>
  ) : null;
}
