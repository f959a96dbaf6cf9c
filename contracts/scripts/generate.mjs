// Generates the TypeScript view of openapi.yaml: src/schema.d.ts (openapi-typescript) and
// src/access.gen.ts (each operation's x-access level). `--check` fails when either is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const specUrl = new URL('openapi.yaml', root);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const LEVELS = ['public', 'authenticated', 'whitelisted', 'admin'];

const HEADER = '/**\n * Generated from contracts/openapi.yaml by contracts/scripts/generate.mjs. Do not edit.\n */\n\n';

async function schemaSource() {
  const ast = await openapiTS(specUrl);
  return HEADER + astToString(ast);
}

function accessSource() {
  const doc = parse(readFileSync(specUrl, 'utf8'));
  const lines = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      if (!LEVELS.includes(op['x-access'])) {
        throw new Error(`${op.operationId}: x-access must be one of ${LEVELS.join(', ')}`);
      }
      lines.push(`  ${op.operationId}: '${op['x-access']}',`);
    }
  }
  return (
    HEADER +
    "export type AccessLevel = 'public' | 'authenticated' | 'whitelisted' | 'admin';\n\n" +
    '/** Who may call each operation (the `x-access` of every operation in openapi.yaml). */\n' +
    `export const operationAccess = {\n${lines.join('\n')}\n} as const satisfies Record<string, AccessLevel>;\n`
  );
}

const outputs = [
  [new URL('src/schema.d.ts', root), await schemaSource()],
  [new URL('src/access.gen.ts', root), accessSource()],
];

if (process.argv.includes('--check')) {
  const stale = outputs.filter(([file, content]) => {
    try {
      return readFileSync(file, 'utf8') !== content;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    for (const [file] of stale) console.error(`stale: ${fileURLToPath(file)}`);
    console.error('The generated contract types are out of date. Run: npm run contract:generate');
    process.exit(1);
  }
  console.log('contract types are up to date');
} else {
  for (const [file, content] of outputs) writeFileSync(file, content);
  console.log('generated src/schema.d.ts and src/access.gen.ts');
}
