import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILE } from '../../src/features/apiDocs/build';
import { commandOf, parseDockerfile, parseHealthcheck, type Stage } from '../../../scripts/images/dockerfile';

// That each image builds and starts is proven by `npm test`'s image check (scripts/images), which
// assembles and runs every Dockerfile. These tests pin the choices that check cannot see.
const root = fileURLToPath(new URL('../../../', import.meta.url));
/** The gateway's, mongo-init's and the front ends' one Dockerfile (web-kit/Dockerfile, per app by build arguments). */
const IMAGES = ['gateway', 'mongo-init', 'web-kit'];
const stagesOf = (name: string): Stage[] => parseDockerfile(readFileSync(`${root}${name}/Dockerfile`, 'utf8'));
const final = (name: string) => stagesOf(name).at(-1)!;
const instruction = (stage: Stage, keyword: string) => stage.instructions.find((i) => i.keyword === keyword)?.args;

describe('the Dockerfiles', () => {
  it('build and run every image on Node 22 LTS (checks here run on the Node 20 that engines allows)', () => {
    for (const name of IMAGES) {
      for (const stage of stagesOf(name))
        expect(stage.base, `${name} ${stage.name ?? stage.index}`).toBe('node:22-bookworm-slim');
    }
    const engines = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } }).engines;
    expect(engines.node).toBe('>=20.19');
  });

  it('run the compiled programs with plain node, as the unprivileged node user', () => {
    expect(commandOf(instruction(final('gateway'), 'CMD')!)).toEqual([
      'node',
      '--enable-source-maps',
      'gateway/dist/main.js',
    ]);
    expect(commandOf(instruction(final('mongo-init'), 'CMD')!)).toEqual([
      'node',
      '--enable-source-maps',
      'mongo-init/dist/cli.js',
      'init',
    ]);
    for (const name of IMAGES) expect(instruction(final(name), 'USER'), name).toBe('node');
  });

  it('check the gateway by liveness (/health) with a start period, the front ends by GET /healthz', () => {
    const gateway = parseHealthcheck(instruction(final('gateway'), 'HEALTHCHECK')!)!;
    expect(gateway.command.join(' ')).toContain('http://127.0.0.1:4000/health');
    expect(gateway.command.join(' ')).not.toContain('/ready');
    expect(gateway.options['start-period']).toBeDefined();
    // Each front end's port is its build argument (docker-compose.yml), kept as PORT for the check.
    const frontEnd = final('web-kit');
    expect(instruction(frontEnd, 'ENV')).toContain('PORT=${PORT}');
    const check = parseHealthcheck(instruction(frontEnd, 'HEALTHCHECK')!)!;
    expect(check.command.join(' ')).toContain('http://127.0.0.1:${process.env.PORT}/healthz');
  });

  it('put the API reference where the gateway reads it', () => {
    const built = relative(root, API_DOCS_FILE);
    expect(built).toBe('gateway/dist/api-docs/index.html');
    const build = stagesOf('gateway').find((stage) => stage.name === 'build')!;
    expect(build.instructions.map((i) => i.args)).toContain(
      'npm run build -w gateway && npm run build:docs -w gateway',
    );
    expect(final('gateway').instructions.map((i) => i.args)).toContain('--from=build /app/gateway/dist gateway/dist');
  });
});
