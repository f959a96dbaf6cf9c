import { StyledButton } from '@portal/web-kit/ui/Button';
import styled from 'styled-components';
import { StyledCheckboxLabel } from '../../../ui/CheckboxLabel';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { CHECKLIST_LIMITS, type ChecklistItemDraft } from '../utils/checklistDraft';

const StyledItem = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledItemGrid = styled.div`
  display: grid;
  grid-template-columns: 1.5rem minmax(0, 1fr) minmax(0, 1.6fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPosition = styled.span`
  padding-top: 2.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  @media (max-width: 760px) {
    padding-top: 0;
  }
`;

const StyledItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: 1.75rem;
  @media (max-width: 760px) {
    padding-top: 0;
  }
`;

export type ChecklistItemFieldsProps = {
  item: ChecklistItemDraft;
  index: number;
  count: number;
  errors: { name?: string; description?: string; other?: string };
  onChange: (change: Partial<Pick<ChecklistItemDraft, 'name' | 'description' | 'required'>>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
};

/** One item of a template: its name, short description, whether it is required, and its place. */
export function ChecklistItemFields({
  item,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: ChecklistItemFieldsProps) {
  const label = item.name.trim() || `item ${index + 1}`;
  const nameError = errors.name ?? errors.other;
  return (
    <StyledItem>
      <fieldset>
        <StyledVisuallyHidden as="legend">
          Item {index + 1} of {count}
        </StyledVisuallyHidden>
        <StyledItemGrid>
          <StyledPosition aria-hidden="true">{index + 1}.</StyledPosition>
          <div>
            <StyledField>
              Name
              <input
                id={`${item.key}-name`}
                value={item.name}
                onChange={(event) => onChange({ name: event.target.value })}
                maxLength={CHECKLIST_LIMITS.name}
                autoComplete="off"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${item.key}-name-error` : undefined}
              />
            </StyledField>
            {nameError ? (
              <StyledFieldHint id={`${item.key}-name-error`} $error>
                {nameError}
              </StyledFieldHint>
            ) : null}
          </div>
          <div>
            <StyledField>
              Short description
              <input
                id={`${item.key}-description`}
                value={item.description}
                onChange={(event) => onChange({ description: event.target.value })}
                maxLength={CHECKLIST_LIMITS.description}
                autoComplete="off"
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? `${item.key}-description-error` : undefined}
              />
            </StyledField>
            {errors.description ? (
              <StyledFieldHint id={`${item.key}-description-error`} $error>
                {errors.description}
              </StyledFieldHint>
            ) : null}
          </div>
          <StyledItemActions>
            <StyledCheckboxLabel>
              <input
                type="checkbox"
                checked={item.required}
                onChange={(event) => onChange({ required: event.target.checked })}
              />
              Required
            </StyledCheckboxLabel>
            <StyledButton
              id={`${item.key}-up`}
              type="button"
              $variant="secondary"
              $compact
              aria-label={`Move ${label} up`}
              title="Move up"
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              ↑
            </StyledButton>
            <StyledButton
              id={`${item.key}-down`}
              type="button"
              $variant="secondary"
              $compact
              aria-label={`Move ${label} down`}
              title="Move down"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              ↓
            </StyledButton>
            <StyledButton type="button" $variant="danger" $compact aria-label={`Remove ${label}`} onClick={onRemove}>
              Remove
            </StyledButton>
          </StyledItemActions>
        </StyledItemGrid>
      </fieldset>
    </StyledItem>
  );
}
