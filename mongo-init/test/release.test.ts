import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELEASE_VERSION } from '../src/index';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
type PackageJson = { name: string; version?: string; workspaces?: string[]; dependencies?: Record<string, string> };
const root = JSON.parse(read('package.json')) as PackageJson;
const workspaces = (root.workspaces ?? []).map((dir) => JSON.parse(read(`${dir}/package.json`)) as PackageJson);

describe('the release version', () => {
  it('is one semver version shared by the repository and every workspace package', () => {
    expect(root.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(workspaces.map((p) => [p.name, p.version])).toEqual(workspaces.map((p) => [p.name, root.version]));
    expect(RELEASE_VERSION).toBe(root.version);
  });

  it('is what the packages ask of each other', () => {
    for (const p of workspaces) {
      for (const [name, wanted] of Object.entries(p.dependencies ?? {})) {
        if (name.startsWith('@portal/'))
          expect(`${p.name} → ${name}@${wanted}`).toBe(`${p.name} → ${name}@${root.version}`);
      }
    }
  });

  it('has its entry in CHANGELOG.md', () => {
    expect(read('CHANGELOG.md')).toMatch(
      new RegExp(`^## \\[${root.version!.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
  });
});
