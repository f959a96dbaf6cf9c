import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorDetail } from './errors';

/** JSON pointer escaping (RFC 6901). */
export const pointer = (...parts: string[]): string =>
  '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Compiles validators for parts of the OpenAPI document by JSON pointer, so `$ref`s inside
 * resolve against the whole document exactly as written.
 */
export class ContractValidator {
  private readonly strictAjv: Ajv2020;
  private readonly coercingAjv: Ajv2020;

  constructor(document: Record<string, unknown>) {
    const make = (coerceTypes: boolean | 'array') => {
      const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: true });
      (addFormats as unknown as (a: Ajv2020) => void)(ajv);
      ajv.addSchema({ ...document, $id: 'openapi.json' });
      return ajv;
    };
    this.strictAjv = make(false);
    this.coercingAjv = make('array');
  }

  /** Bodies are not coerced; path, query and header values are strings on the wire and are. */
  compile(ref: string, { coerce = false } = {}): ValidateFunction {
    const ajv = coerce ? this.coercingAjv : this.strictAjv;
    return ajv.compile({ $ref: `openapi.json${ref}` });
  }

  compileSchema(schema: Record<string, unknown>, { coerce = false } = {}): ValidateFunction {
    const ajv = coerce ? this.coercingAjv : this.strictAjv;
    return ajv.compile(rewriteRefs(schema));
  }
}

function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#')
          ? [key, `openapi.json${inner}`]
          : [key, rewriteRefs(inner)],
      ),
    ) as T;
  }
  return value;
}

/** Readable field-level details from ajv errors: `body.clientEmail must be string`. */
export function toDetails(location: string, errors: ErrorObject[] | null | undefined): ErrorDetail[] {
  return (errors ?? []).map((error) => {
    const path = error.instancePath
      .split('/')
      .filter(Boolean)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required') path.push(String((error.params as { missingProperty: string }).missingProperty));
    if (error.keyword === 'additionalProperties') {
      path.push(String((error.params as { additionalProperty: string }).additionalProperty));
    }
    const field = [location, ...path].join('.');
    const message =
      error.keyword === 'required'
        ? `${field} is required`
        : error.keyword === 'additionalProperties'
          ? `${field} is not allowed`
          : error.keyword === 'enum'
            ? // Name the values that are allowed, not only that this one is not.
              `${field} must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
            : `${field} ${error.message ?? 'is invalid'}`;
    return { field, message };
  });
}
