import type { components } from './schema';

type Schemas = components['schemas'];

/** Named shapes of the contract, for code that prefers `User` to `components['schemas']['User']`. */
export type User = Schemas['User'];
export type ApiError = Schemas['Error'];
export type PublicConfig = Schemas['PublicConfig'];
export type SignInResult = Schemas['SignInResult'];
