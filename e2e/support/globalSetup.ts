import { fileURLToPath } from 'node:url';
import { buildFrontends } from '../../scripts/stack/frontends';
import { ensureApiDocs } from '../../gateway/src/features/apiDocs/build';

/** Builds the three front ends and the API reference once (each skipped while it matches its sources). */
export async function setup(): Promise<void> {
  buildFrontends(fileURLToPath(new URL('../../', import.meta.url)));
  ensureApiDocs();
}
