import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { SampleData } from './service';

/** The sample book: offered, loaded and removed (docs/sample-data.md). */
export function createSampleDataHandlers({ sampleData }: { sampleData: SampleData }) {
  return {
    async getSampleData(_request, { user }) {
      return { status: 200, body: await sampleData.status(user) };
    },

    async loadSampleData(_request, { user }) {
      const result = await sampleData.load(user);
      if (!result.ok) return errorResponse(result.error);
      return { status: 202, body: result.value };
    },

    async removeSampleData(_request, { user }) {
      const result = await sampleData.remove(user);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<StrictServer, 'getSampleData' | 'loadSampleData' | 'removeSampleData'>;
}
