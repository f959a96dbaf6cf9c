import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pactDirectory } from '@portal/contracts/pact';

export type PactInteraction = {
  description: string;
  providerStates?: { name: string }[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
};

export type PactFile = {
  file: string;
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
};

/** Every pact the front ends' consumer tests wrote (they run before the provider checks). */
export function readPactFiles(): PactFile[] {
  if (!existsSync(pactDirectory)) return [];
  return readdirSync(pactDirectory)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = join(pactDirectory, name);
      return { file, ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<PactFile, 'file'>) };
    });
}
