import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, type Stack } from '../../scripts/stack/stack';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type E2eStack = Stack & { dispose(): Promise<void> };

/**
 * The stack exactly as `npm start` runs it (built front ends, gateway, embedded FerretDB,
 * sandbox services), on free ports and a fresh data folder, with no real provider configured.
 */
export async function startE2eStack(env: NodeJS.ProcessEnv = {}): Promise<E2eStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const stack = await startStack({
    root: repoRoot,
    dataDir,
    host: '127.0.0.1',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // `EMBEDDED_DB_BACKEND=postgresql npx vitest run --root e2e …` runs the browser suite on the other backend.
      ...(process.env.EMBEDDED_DB_BACKEND ? { EMBEDDED_DB_BACKEND: process.env.EMBEDDED_DB_BACKEND } : {}),
      ...env,
    },
    buildFrontends: false,
    logLevel: 'warn',
    log: () => undefined,
  });
  return {
    ...stack,
    async dispose() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
