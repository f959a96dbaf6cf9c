import type { GhlDealDeletePolicy } from '@portal/contracts';
import type { StageMappingKey } from './StageMappingKey';

/** The GHL settings form as typed (empty text means no value). */
export type GhlConfigDraft = {
  apiKey: string;
  v2Token: string;
  pipelineId: string;
  calendarId: string;
  locationId: string;
  assignedUserId: string;
  onDealDeleted: GhlDealDeletePolicy;
} & Record<StageMappingKey, string>;
