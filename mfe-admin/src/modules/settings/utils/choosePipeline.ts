import type { GhlConfigDraft } from '../types/GhlConfigDraft';
import { STAGE_MAPPINGS } from './stageMappings';

/**
 * The draft with another pipeline chosen. Stage ids belong to one pipeline, so all six mappings are
 * cleared (docs/product.md#stage-mappings: changing the CRM pipeline clears all six stage
 * mappings).
 */
export function choosePipeline(draft: GhlConfigDraft, pipelineId: string): GhlConfigDraft {
  if (pipelineId === draft.pipelineId) return draft;
  const next: GhlConfigDraft = { ...draft, pipelineId };
  for (const { key } of STAGE_MAPPINGS) next[key] = '';
  return next;
}
