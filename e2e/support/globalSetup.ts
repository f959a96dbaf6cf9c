import { fileURLToPath } from 'node:url';
import { buildFrontends } from '../../scripts/stack/frontends';

/** Builds the three front ends once (skipped when dist/ already matches the sources). */
export async function setup(): Promise<void> {
  buildFrontends(fileURLToPath(new URL('../../', import.meta.url)));
}
