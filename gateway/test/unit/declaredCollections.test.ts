import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collections } from '@portal/mongo-init';

// mongo-init creates every collection and its indexes before a gateway starts. A collection the
// gateway only creates on its first write is made by whichever request gets there first; on
// FerretDB's PostgreSQL backend concurrent first writes then contend for the new table.
const src = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '__tests__' ? [] : sources(path);
    return /\.ts$/.test(entry) ? [path] : [];
  });
}

/** Collection names as the gateway writes them: schema options, `db.collection(…)`, `*_COLLECTION` constants. */
function namedCollections(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\bcollection:\s*'([a-z_]+)'/g,
    /\.collection(?:<[^>]*>)?\(\s*'([a-z_]+)'\s*\)/g,
    /\b[A-Z_]+_COLLECTION\s*=\s*'([a-z_]+)'/g,
  ];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) found.set(match[1]!, file.slice(src.length));
    }
  }
  return found;
}

describe('the collections the gateway uses', () => {
  it('are all declared in mongo-init, which creates them and their indexes', () => {
    const declared = new Set(collections.map((collection) => collection.name));
    const named = namedCollections();
    expect(named.size).toBeGreaterThan(30);
    const undeclared = [...named].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });
});
