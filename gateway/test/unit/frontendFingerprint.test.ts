import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRONTEND_APPS, sourceHash } from '../../../scripts/stack/frontends';

// `npm start` rebuilds a front end only when its fingerprint changes (scripts/stack/frontends.ts):
// it must change with anything that goes into the bundle, or a stale build is served.
describe('the front ends’ build fingerprint', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree(): string {
    root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
    for (const dir of ['contracts/src', 'web-kit/src/ui', 'web-kit/build', ...FRONTEND_APPS.map((a) => `${a}/src`)]) {
      mkdirSync(join(root, dir), { recursive: true });
    }
    writeFileSync(join(root, 'contracts/src/index.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'web-kit/src/ui/Button.tsx'), 'export const Button = 1;\n');
    writeFileSync(join(root, 'web-kit/build/createWebpackConfig.mjs'), 'export default {};\n');
    writeFileSync(join(root, 'web-kit/package.json'), '{"name":"@portal/web-kit"}\n');
    for (const app of FRONTEND_APPS) {
      writeFileSync(join(root, app, 'src/index.ts'), `import('./${app}');\n`);
      writeFileSync(join(root, app, 'webpack.config.mjs'), 'export default {};\n');
      writeFileSync(join(root, app, 'package.json'), `{"name":"${app}"}\n`);
    }
    return root;
  }

  const fingerprints = (dir: string) => FRONTEND_APPS.map((app) => sourceHash(dir, app));

  it('is stable while nothing changes', () => {
    const dir = tree();
    expect(fingerprints(dir)).toEqual(fingerprints(dir));
  });

  it.each([
    ['the kit’s sources', 'web-kit/src/ui/Button.tsx'],
    ['the kit’s build set-up', 'web-kit/build/createWebpackConfig.mjs'],
    ['the kit’s manifest', 'web-kit/package.json'],
    ['the contracts', 'contracts/src/index.ts'],
  ])('changes for every app with %s', (_what, file) => {
    const dir = tree();
    const before = fingerprints(dir);
    writeFileSync(join(dir, file), '// changed\n', { flag: 'a' });
    const after = fingerprints(dir);
    FRONTEND_APPS.forEach((app, i) => expect(after[i], app).not.toBe(before[i]));
  });

  it('changes for one app only with that app’s sources or webpack set-up', () => {
    const dir = tree();
    const before = fingerprints(dir);
    writeFileSync(join(dir, 'mfe-deals/src/index.ts'), '// changed\n', { flag: 'a' });
    const after = fingerprints(dir);
    expect(FRONTEND_APPS.filter((_, i) => after[i] !== before[i])).toEqual(['mfe-deals']);
    const copy = mkdtempSync(join(tmpdir(), 'fingerprint-copy-'));
    try {
      cpSync(dir, copy, { recursive: true });
      writeFileSync(join(copy, 'mfe-admin/webpack.config.mjs'), '// changed\n', { flag: 'a' });
      expect(sourceHash(copy, 'mfe-admin')).not.toBe(sourceHash(dir, 'mfe-admin'));
      expect(sourceHash(copy, 'shell')).toBe(sourceHash(dir, 'shell'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
