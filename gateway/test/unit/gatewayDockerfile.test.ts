import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILE } from '../../src/features/apiDocs/build';

const root = fileURLToPath(new URL('../../../', import.meta.url));

type Stage = { name: string | null; lines: string[] };

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
function stages(dockerfile: string): Stage[] {
  const result: Stage[] = [];
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) result.push({ name: from[1] ?? null, lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

const dockerfile = readFileSync(`${root}gateway/Dockerfile`, 'utf8');
const all = stages(dockerfile);
const ignored = readFileSync(`${root}.dockerignore`, 'utf8').split('\n').filter(Boolean);

describe('gateway/Dockerfile (validated here: no Docker engine runs on this machine)', () => {
  it('copies only paths that exist in the build context and are not ignored', () => {
    for (const stage of all) {
      for (const line of stage.lines.filter((l) => /^COPY\s/i.test(l) && !/--from=/i.test(l))) {
        const sources = line.split(/\s+/).slice(1, -1);
        for (const source of sources) {
          expect(existsSync(`${root}${source}`), `${line}: ${source}`).toBe(true);
          expect(
            ignored.some((pattern) => source.startsWith(pattern.replace('**/', ''))),
            source,
          ).toBe(false);
        }
      }
    }
  });

  it('builds the API reference in its own stage with the same script as npm run docs:build', () => {
    const docs = all.find((stage) => stage.name === 'api-docs');
    expect(docs).toBeDefined();
    expect(docs?.lines).toContain('RUN node --import tsx gateway/src/cli/buildApiDocs.ts');
    const gatewayPackage = JSON.parse(readFileSync(`${root}gateway/package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(gatewayPackage.scripts['build:docs']).toBe('tsx src/cli/buildApiDocs.ts');
    // The install includes the root's development dependencies (@redocly/cli, tsx).
    expect(docs?.lines.some((line) => line.includes('npm ci') && line.includes('--include-workspace-root'))).toBe(true);
    expect(docs?.lines.some((line) => line.includes('--omit=dev'))).toBe(false);
  });

  it('the final image holds the reference where the gateway reads it, after the gateway sources', () => {
    const final = all.at(-1)!;
    const expected = relative(root, API_DOCS_FILE).replace(/\/index\.html$/, '');
    const copyGateway = final.lines.indexOf('COPY gateway gateway');
    const copyDocs = final.lines.indexOf(`COPY --from=api-docs /app/${expected} ${expected}`);
    expect(copyGateway).toBeGreaterThanOrEqual(0);
    expect(copyDocs).toBeGreaterThan(copyGateway);
    expect(final.lines.find((line) => line.startsWith('WORKDIR'))).toBe('WORKDIR /app');
  });
});
