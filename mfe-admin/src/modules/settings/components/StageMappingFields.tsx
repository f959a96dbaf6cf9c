import type { GhlPipelineStage } from '@portal/contracts';
import { StyledField } from '../../../ui/Field';
import { StyledFormGrid } from '../../../ui/FormGrid';
import type { StageMappingKey } from '../types/StageMappingKey';
import { STAGE_MAPPINGS } from '../utils/stageMappings';

export type StageMappingFieldsProps = {
  values: Record<StageMappingKey, string>;
  /** The chosen pipeline's stages; empty until pipelines are loaded. */
  stages: GhlPipelineStage[];
  disabled: boolean;
  onChange: (key: StageMappingKey, stageId: string) => void;
};

/**
 * The six stage mappings with the labels of docs/product.md#stage-mappings; a saved stage stays
 * selectable before pipelines load.
 */
export function StageMappingFields({ values, stages, disabled, onChange }: StageMappingFieldsProps) {
  return (
    <StyledFormGrid>
      {STAGE_MAPPINGS.map(({ key, label }) => {
        const value = values[key];
        const known = stages.some((stage) => stage.id === value);
        return (
          <StyledField key={key}>
            {label}
            <select value={value} disabled={disabled} onChange={(event) => onChange(key, event.target.value)}>
              <option value="">Not mapped</option>
              {value && !known ? <option value={value}>{`Saved stage (${value})`}</option> : null}
              {stages.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.name}
                </option>
              ))}
            </select>
          </StyledField>
        );
      })}
    </StyledFormGrid>
  );
}
