import type { components } from '@portal/contracts';

type Schemas = components['schemas'];

/** One entry of a deal's activity timeline. */
export type DealActivity = Schemas['Activity'];
export type ActivityPage = Schemas['ActivityPage'];
export type ActivitySource = Schemas['ActivitySource'];
export type FieldChange = Schemas['FieldChange'];
export type Actor = Schemas['Actor'];
/** A comment on a deal, between its owner and the admins. */
export type DealComment = Schemas['Comment'];
export type CommentPage = Schemas['CommentPage'];
