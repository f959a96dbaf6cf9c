import type { ApiClient, SampleDataRemoved, SampleDataStatus } from '@portal/contracts';
import { ApiRequestError } from '../../api/ApiRequestError';

/** GET /sample-data: whether the sample book is offered to the caller, loading or loaded. */
/** The query key of the sample book's state, shared by every reader of it. */
export const SAMPLE_DATA_KEY = ['sample-data'] as const;

export async function fetchSampleData(api: ApiClient): Promise<SampleDataStatus> {
  const { data, error, response } = await api.GET('/sample-data');
  if (!data) throw new ApiRequestError('GET /sample-data', response.status, error);
  return data;
}

/** POST /sample-data: starts loading the sample book (202). */
export async function loadSampleData(api: ApiClient): Promise<SampleDataStatus> {
  const { data, error, response } = await api.POST('/sample-data');
  if (!data) throw new ApiRequestError('POST /sample-data', response.status, error);
  return data;
}

/** DELETE /sample-data: removes the sample book and nothing else. */
export async function removeSampleData(api: ApiClient): Promise<SampleDataRemoved> {
  const { data, error, response } = await api.DELETE('/sample-data');
  if (!data) throw new ApiRequestError('DELETE /sample-data', response.status, error);
  return data;
}
