import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@portal/mongo-init';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

let database: EmbeddedDatabase | undefined;
let dataDir: string | undefined;

/** One real FerretDB for the whole run; each test file works in its own database. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_MONGODB_URI) {
    project.provide('mongoUri', process.env.TEST_MONGODB_URI);
    return;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
  database = await startEmbeddedDatabase({ dataDir, log: () => undefined });
  project.provide('mongoUri', database.uri);
}

export async function teardown(): Promise<void> {
  await database?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
