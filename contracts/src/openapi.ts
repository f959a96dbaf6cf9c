import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Absolute path of contracts/openapi.yaml. Node only. */
export const openapiDocumentPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** The parsed OpenAPI document (plain JSON). Node only. */
export function loadOpenApiDocument(): Record<string, unknown> {
  return parse(readFileSync(openapiDocumentPath, 'utf8')) as Record<string, unknown>;
}
