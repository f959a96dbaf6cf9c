import type { GhlConfig, GhlDealDeletePolicy } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { SecretInput } from '../../../ui/SecretInput';
import { useLoadGhlPipelines } from '../hooks/useLoadGhlPipelines';
import { useSaveGhlConfig } from '../hooks/useSaveGhlConfig';
import type { GhlConfigDraft } from '../types/GhlConfigDraft';
import { choosePipeline } from '../utils/choosePipeline';
import { toGhlConfigDraft } from '../utils/toGhlConfigDraft';
import { toGhlConfigRequest } from '../utils/toGhlConfigRequest';
import { CustomFieldsPanel } from './CustomFieldsPanel';
import { StageMappingFields } from './StageMappingFields';

const StyledPipelineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > label {
    flex: 1 1 260px;
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const API_KEY_REQUIRED = 'API Key is required';

/** The choices for what deleting a linked deal does to its GHL opportunity, as the form labels them. */
export const DEAL_DELETE_CHOICES: { value: GhlDealDeletePolicy; label: string }[] = [
  { value: 'leave', label: 'Leave the opportunity as it is' },
  { value: 'markLost', label: 'Mark the opportunity lost' },
  { value: 'markAbandoned', label: 'Mark the opportunity abandoned' },
  { value: 'delete', label: 'Delete the opportunity' },
];

export type GhlConfigFormProps = {
  config: GhlConfig;
};

/** The GHL integration settings: credentials, pipeline, the six stage mappings, and custom fields. */
export function GhlConfigForm({ config }: GhlConfigFormProps) {
  const save = useSaveGhlConfig();
  const loadPipelines = useLoadGhlPipelines();
  const [draft, setDraft] = useState<GhlConfigDraft>(() => toGhlConfigDraft(config));

  const pipelines = loadPipelines.data ?? [];
  const pipeline = pipelines.find((candidate) => candidate.id === draft.pipelineId);
  const pipelineKnown = Boolean(pipeline);

  const set = <K extends keyof GhlConfigDraft>(key: K, value: GhlConfigDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const handleLoadPipelines = () => {
    if (!draft.apiKey.trim()) {
      toast.error(API_KEY_REQUIRED);
      return;
    }
    loadPipelines.mutate({ apiKey: draft.apiKey.trim(), locationId: draft.locationId.trim() || null });
  };

  const handlePipelineChange = (pipelineId: string) => {
    const chosen = pipelines.find((candidate) => candidate.id === pipelineId);
    setDraft((current) => {
      const next = choosePipeline(current, pipelineId);
      // A pipeline belongs to one location; fill the location in when it is still empty.
      return chosen && !next.locationId.trim() ? { ...next, locationId: chosen.locationId } : next;
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.apiKey.trim()) {
      toast.error(API_KEY_REQUIRED);
      return;
    }
    save.mutate(toGhlConfigRequest(draft), { onSuccess: (saved) => setDraft(toGhlConfigDraft(saved)) });
  };

  return (
    <>
      <StyledCard as="form" aria-label="GHL configuration" onSubmit={handleSubmit} noValidate>
        <h3>GoHighLevel integration</h3>
        <StyledFormGrid>
          <StyledField>
            API Key
            <SecretInput value={draft.apiKey} mask={config.apiKey} onChange={(value) => set('apiKey', value)} />
          </StyledField>
          <StyledField>
            V2 Token (optional)
            <SecretInput value={draft.v2Token} mask={config.v2Token} onChange={(value) => set('v2Token', value)} />
          </StyledField>
          <StyledField>
            Location ID
            <input value={draft.locationId} onChange={(event) => set('locationId', event.target.value)} />
          </StyledField>
          <StyledField>
            Calendar ID (optional)
            <input value={draft.calendarId} onChange={(event) => set('calendarId', event.target.value)} />
          </StyledField>
          <div>
            <StyledField>
              Assigned User ID (optional)
              <input
                value={draft.assignedUserId}
                aria-describedby="ghl-assigned-user-hint"
                onChange={(event) => set('assignedUserId', event.target.value)}
              />
            </StyledField>
            <StyledFieldHint id="ghl-assigned-user-hint">
              The GHL user new opportunities are assigned to; the deployment&apos;s default when empty.
            </StyledFieldHint>
          </div>
        </StyledFormGrid>

        <StyledPipelineRow>
          <StyledField>
            Pipeline
            <select value={draft.pipelineId} onChange={(event) => handlePipelineChange(event.target.value)}>
              <option value="">Select a pipeline</option>
              {draft.pipelineId && !pipelineKnown ? (
                <option value={draft.pipelineId}>{`Saved pipeline (${draft.pipelineId})`}</option>
              ) : null}
              {pipelines.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </StyledField>
          <StyledButton
            type="button"
            $variant="secondary"
            onClick={handleLoadPipelines}
            disabled={loadPipelines.isPending}
          >
            {loadPipelines.isPending ? 'Loading…' : 'Load Pipelines'}
          </StyledButton>
        </StyledPipelineRow>
        <StyledHint>Pipelines are read for the Location ID above (the saved one when it is empty).</StyledHint>

        <h3>Stage mappings</h3>
        <StyledHint>
          When an opportunity enters a mapped stage, the deal&apos;s status changes. Choosing another pipeline clears
          all six mappings. {pipelineKnown ? '' : 'Load Pipelines to choose from the pipeline’s stages.'}
        </StyledHint>
        <StageMappingFields
          values={draft}
          stages={pipeline?.stages ?? []}
          disabled={!draft.pipelineId}
          onChange={(key, stageId) => set(key, stageId)}
        />

        <h3>Deleted deals</h3>
        <div>
          <StyledField>
            When a deal linked to GHL is deleted
            <select
              value={draft.onDealDeleted}
              aria-describedby="ghl-deal-deleted-hint"
              onChange={(event) => set('onDealDeleted', event.target.value as GhlDealDeletePolicy)}
            >
              {DEAL_DELETE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </StyledField>
          <StyledFieldHint id="ghl-deal-deleted-hint">
            Applied in the background after the deal is deleted; what was done shows under “Deleted deals in GHL” below.
          </StyledFieldHint>
        </div>

        <StyledButtonRow>
          <StyledButton type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save GHL Configuration'}
          </StyledButton>
        </StyledButtonRow>
      </StyledCard>
      <CustomFieldsPanel apiKey={draft.apiKey} locationId={draft.locationId} />
    </>
  );
}
