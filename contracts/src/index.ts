export type { paths, operations, components } from './schema';
export type * from './types';
export { operationAccess, type AccessLevel } from './access.gen';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { authStorage, AUTH_TOKEN_KEY, AUTH_USER_KEY } from './authStorage';
export * from './domain/index';
export { collectPages, MAX_PAGE_LIMIT, type PageOf } from './paging';
