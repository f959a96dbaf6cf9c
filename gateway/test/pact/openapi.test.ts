import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { ContractValidator, pointer, toDetails } from '../../src/http/validator';
import { readPactFiles, type PactInteraction } from './pactFiles';

type OperationMatch = { path: string; method: string; operation: Record<string, unknown> };

const document = loadOpenApiDocument();
const validator = new ContractValidator(document);

/**
 * Pact bodies are examples of what a consumer relies on, usually a subset of a response. So
 * responses are checked field by field: every field the pact names must exist in the contract with
 * the right type (unknown fields fail), but fields the consumer ignores may be left out.
 */
type SchemaNode = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
const componentSchemas = (document.components as { schemas: Record<string, SchemaNode> }).schemas;

/**
 * An `allOf` of object schemas (LenderDetail: a Lender and its programs and contacts) as one
 * object schema: ajv checks each member on its own, so "no unknown fields" must see them together.
 */
function mergeAllOf(node: SchemaNode): SchemaNode {
  if (!Array.isArray(node.allOf)) return node;
  const members = (node.allOf as SchemaNode[]).map((member) =>
    typeof member.$ref === 'string' ? componentSchemas[member.$ref.split('/').pop()!] : member,
  );
  if (!members.every((member) => member?.properties)) return node;
  const { allOf: _allOf, ...rest } = node;
  return {
    ...rest,
    type: 'object',
    properties: Object.assign({}, ...members.map((member) => member!.properties)),
    required: [...new Set(members.flatMap((member) => member!.required ?? []))],
  };
}

function subsetSchemas<T>(node: T): T {
  if (Array.isArray(node)) return node.map(subsetSchemas) as T;
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(
    Object.entries(mergeAllOf(node as SchemaNode))
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value)))
      .map(([key, value]) => [key, subsetSchemas(value)]),
  ) as Record<string, unknown>;
  if (copy.properties && typeof copy.properties === 'object' && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy as T;
}
const subsetValidator = new ContractValidator(subsetSchemas(document));
const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;

function findOperation(method: string, path: string): OperationMatch | undefined {
  const lower = method.toLowerCase();
  const candidates = Object.keys(paths)
    .filter((template) => paths[template]?.[lower])
    .filter((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path))
    // The most specific template (fewest parameters) wins, as in the router.
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const template = candidates[0];
  return template ? { path: template, method: lower, operation: paths[template]![lower]! } : undefined;
}

function responseSchemaRef(match: OperationMatch, status: number): string | null | undefined {
  const responses = match.operation.responses as Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  const response = responses[String(status)];
  if (!response) return undefined;
  if (response.$ref) {
    const name = response.$ref.split('/').pop()!;
    const shared = (document.components as { responses: Record<string, { content?: Record<string, unknown> }> })
      .responses[name];
    return shared?.content?.['application/json']
      ? pointer('components', 'responses', name, 'content', 'application/json', 'schema')
      : null;
  }
  return response.content?.['application/json']
    ? pointer('paths', match.path, match.method, 'responses', String(status), 'content', 'application/json', 'schema')
    : null;
}

function check(interaction: PactInteraction): string[] {
  const problems: string[] = [];
  const match = findOperation(interaction.request.method, interaction.request.path);
  if (!match) return [`${interaction.request.method} ${interaction.request.path} is not in openapi.yaml`];
  const requestBody = (match.operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
  if (interaction.request.body !== undefined && requestBody?.['application/json']) {
    const validate = validator.compile(
      pointer('paths', match.path, match.method, 'requestBody', 'content', 'application/json', 'schema'),
    );
    if (!validate(interaction.request.body))
      problems.push(...toDetails('request', validate.errors).map((d) => d.message));
  }
  const ref = responseSchemaRef(match, interaction.response.status);
  if (ref === undefined)
    problems.push(`status ${interaction.response.status} is not defined for ${String(match.operation.operationId)}`);
  if (ref && interaction.response.body !== undefined) {
    const validate = subsetValidator.compile(ref);
    if (!validate(interaction.response.body))
      problems.push(...toDetails('response', validate.errors).map((d) => d.message));
  }
  return problems;
}

describe('every pact agrees with openapi.yaml', () => {
  const interactions = readPactFiles().flatMap((pact) =>
    pact.interactions.map((interaction) => ({ consumer: pact.consumer.name, interaction })),
  );

  it('has pacts to check', () => {
    expect(interactions.length).toBeGreaterThan(0);
  });

  it.each(
    interactions.map((entry) => [`${entry.consumer}: ${entry.interaction.description}`, entry.interaction] as const),
  )('%s', (_name, interaction) => {
    expect(check(interaction)).toEqual([]);
  });

  it('rejects a pact that expects a field the contract does not have (self-check)', () => {
    const typo: PactInteraction = {
      description: 'typo',
      request: { method: 'GET', path: '/auth/me' },
      response: { status: 200, body: { id: 'u1', userName: 'x' } },
    };
    expect(check(typo)).toEqual([expect.stringContaining('response.userName is not allowed')]);
  });

  it('reads an allOf response as one object: a lender with its programs, not an unknown field (self-check)', () => {
    const detail: PactInteraction = {
      description: 'lender page',
      request: { method: 'GET', path: '/admin/lenders/l-1' },
      response: { status: 200, body: { id: 'l-1', name: 'Bank', programs: [], contacts: [], colour: 'red' } },
    };
    expect(check(detail)).toEqual([expect.stringContaining('response.colour is not allowed')]);
  });

  it('rejects an interaction the contract does not allow (self-check)', () => {
    const bogus: PactInteraction = {
      description: 'bogus',
      request: { method: 'POST', path: '/auth/session', body: { code: 7 } },
      response: { status: 418, body: {} },
    };
    expect(check(bogus).length).toBeGreaterThanOrEqual(2);
  });
});
