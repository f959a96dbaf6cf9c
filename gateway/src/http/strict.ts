/**
 * The strict-server types, after oapi-codegen's strict server: one handler per operationId,
 * receiving a typed request object and returning a typed union of the responses the contract
 * allows, keyed by status. Returning a status or body the contract does not define is a
 * compile error.
 */
import type { Readable } from 'node:stream';
import type { AccessLevel, operations } from '@portal/contracts';
import type { operationAccess } from '@portal/contracts/access';
import type { RequestContext, SignedInContext } from './context';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type OrEmpty<T> = [T] extends [never] ? Record<string, never> : [T] extends [undefined] ? Record<string, never> : T;
type Params<K extends OperationId> = Op<K>['parameters'];

type JsonRequestBody<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

/** Everything the contract lets a client send, already validated against openapi.yaml. */
export type RequestObject<K extends OperationId> = {
  params: OrEmpty<NonNullable<Params<K>['path']>>;
  query: OrEmpty<NonNullable<Params<K>['query']>>;
  headers: OrEmpty<NonNullable<Params<K>['header']>>;
  body: JsonRequestBody<K>;
};

/** A file answer: streamed to the client with its type and (sanitised) download name. */
export type BinaryBody = {
  stream: Readable | Buffer;
  contentType: string;
  fileName?: string;
  size?: number;
};

type ContentOf<R> = R extends { content: infer C } ? C : undefined;
type BodyOf<R> =
  ContentOf<R> extends { 'application/json': infer B }
    ? B
    : ContentOf<R> extends
          | { 'application/octet-stream': unknown }
          | { 'application/pdf': unknown }
          | { 'text/csv': unknown }
          | { 'text/event-stream': unknown }
      ? BinaryBody
      : undefined;

type HeadersOf<R> = R extends { headers: infer H }
  ? { [N in keyof H as N extends string ? (string extends N ? never : N) : never]: string }
  : Record<string, never>;

type ResponseFor<S, R> = { status: S } & ([BodyOf<R>] extends [undefined]
  ? { body?: undefined }
  : { body: BodyOf<R> }) &
  (keyof HeadersOf<R> extends never
    ? { headers?: Record<string, string> }
    : { headers: HeadersOf<R> & Record<string, string> });

type Responses<K extends OperationId> = Op<K>['responses'];

/** The union of every response the contract defines for operation K. */
export type ResponseObject<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends number ? ResponseFor<S, Responses<K>[S]> : never;
}[keyof Responses<K>];

type AccessOf<K extends OperationId> = K extends keyof typeof operationAccess
  ? (typeof operationAccess)[K]
  : AccessLevel;

/** Public operations may have no user; all others are guaranteed a signed-in one. */
export type ContextFor<K extends OperationId> = AccessOf<K> extends 'public' ? RequestContext : SignedInContext;

export type Handler<K extends OperationId> = (
  request: RequestObject<K>,
  context: ContextFor<K>,
) => Promise<ResponseObject<K>>;

/** The whole API: a feature declares `satisfies Pick<StrictServer, 'listDeals' | …>`. */
export type StrictServer = { [K in OperationId]: Handler<K> };
