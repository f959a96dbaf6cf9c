import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '@portal/contracts/openapi';

type Operation = { operationId: string; responses: Record<string, { $ref?: string }> };

describe('the contract on database outages', () => {
  it('lists ServiceUnavailable (503 with Retry-After) on every operation except getHealth', () => {
    const document = loadOpenApiDocument() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        if (!operation?.operationId || operation.operationId === 'getHealth') continue;
        if (operation.responses['503']?.$ref !== '#/components/responses/ServiceUnavailable') {
          missing.push(operation.operationId);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
