import {
  LOAN_PURPOSE_LABELS,
  LOAN_PURPOSES,
  PROGRAM_PROPERTY_TYPES,
  RECOURSE_TYPES,
  US_STATES,
  type LenderProgram,
  type Recourse,
} from '@portal/contracts';
import styled from 'styled-components';
import { StyledCheckboxLabel } from '../../../ui/CheckboxLabel';
import { CheckboxGroup } from '../../../ui/CheckboxGroup';
import { FormDialog } from '../../../ui/FormDialog';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { LabelledControl } from '../../../ui/LabelledControl';
import { useFormDraft } from '../hooks/useFormDraft';
import { NameField } from './NameField';
import { NotesField } from './NotesField';
import { useSaveProgram } from '../hooks/useSaveProgram';
import { RECOURSE_LABELS } from '../utils/recourseLabels';
import {
  PROGRAM_NUMBER_FIELDS,
  programDraftErrors,
  programRequest,
  toProgramDraft,
  type ProgramDraft,
  type ProgramFieldName,
} from '../utils/programDraft';

const StyledSection = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const StyledWithUnit = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  > span {
    white-space: nowrap;
  }
`;

/** Every field a message can be shown at, in the order the dialog shows them (focus goes to the first). */
const FIELDS: readonly ProgramFieldName[] = [
  'name',
  'loanPurposes',
  'propertyTypes',
  ...PROGRAM_NUMBER_FIELDS.map((field) => field.name),
  'nationwide',
  'states',
  'recourse',
  'notes',
  'active',
];

const PURPOSE_OPTIONS = LOAN_PURPOSES.map((value) => ({ value, label: LOAN_PURPOSE_LABELS[value] }));
const PROPERTY_OPTIONS = PROGRAM_PROPERTY_TYPES.map((value) => ({ value, label: value }));
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

export type ProgramDialogProps = {
  lenderId: string;
  /** The program to edit, or null to add one. */
  program: LenderProgram | null;
  onClose: () => void;
};

/**
 * Add program / Edit program: a credit box. Purposes, property types and states are checkbox
 * groups; Nationwide is a switch that sets the states aside. Figures are checked for being numbers
 * in the contract's ranges before sending; the server's rules (minimum above maximum, no state)
 * come back as messages at their fields.
 */
export function ProgramDialog({ lenderId, program, onClose }: ProgramDialogProps) {
  const form = useFormDraft<ProgramDraft>(toProgramDraft(program), FIELDS, 'name');
  const { draft, errors, change, idOf } = form;
  const save = useSaveProgram();

  const handleSubmit = () => {
    const found = programDraftErrors(draft);
    if (Object.keys(found).length > 0) return form.fail(found);
    save.mutate(
      { lenderId, programId: program?.id ?? null, fields: programRequest(draft) },
      { onSuccess: onClose, onError: form.showServerErrors },
    );
  };

  return (
    <FormDialog
      title={program ? 'Edit program' : 'Add program'}
      submitLabel={program ? 'Save program' : 'Add program'}
      saving={save.isPending}
      onSubmit={handleSubmit}
      onCancel={onClose}
      width="760px"
    >
      <NameField form={form} label="Program name" />
      <CheckboxGroup
        id={idOf('loanPurposes')}
        legend="Loan purposes"
        options={PURPOSE_OPTIONS}
        selected={draft.loanPurposes}
        onChange={(selected) => change('loanPurposes', selected)}
        error={errors.loanPurposes}
      />
      <CheckboxGroup
        id={idOf('propertyTypes')}
        legend="Property types"
        options={PROPERTY_OPTIONS}
        selected={draft.propertyTypes}
        onChange={(selected) => change('propertyTypes', selected)}
        error={errors.propertyTypes}
      />
      <StyledSection>
        <legend>Credit box</legend>
        <StyledFormGrid>
          {PROGRAM_NUMBER_FIELDS.map((field) => (
            <LabelledControl
              key={field.name}
              id={idOf(field.name)}
              label={field.label}
              error={errors[field.name]}
              hint={field.kind === 'money' ? 'e.g. 1,500,000 or $1.5M; empty is no limit' : undefined}
            >
              {(props) => (
                <StyledWithUnit>
                  <input
                    {...props}
                    value={draft[field.name]}
                    onChange={(event) => change(field.name, event.target.value)}
                    inputMode={field.kind === 'months' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                  />
                  <span aria-hidden="true">{field.unit}</span>
                </StyledWithUnit>
              )}
            </LabelledControl>
          ))}
        </StyledFormGrid>
      </StyledSection>
      <StyledSection>
        <legend>Where it lends</legend>
        <StyledCheckboxLabel>
          <input
            id={idOf('nationwide')}
            type="checkbox"
            role="switch"
            checked={draft.nationwide}
            aria-describedby={errors.nationwide ? `${idOf('nationwide')}-error` : undefined}
            onChange={(event) => change('nationwide', event.target.checked)}
          />
          Nationwide
        </StyledCheckboxLabel>
        {draft.nationwide ? (
          <p>Lends in every state.</p>
        ) : (
          <CheckboxGroup
            id={idOf('states')}
            legend="States"
            options={STATE_OPTIONS}
            selected={draft.states}
            onChange={(selected) => change('states', selected)}
            error={errors.states ?? errors.nationwide}
            minColumnWidth="200px"
            scroll
          />
        )}
      </StyledSection>
      <StyledFormGrid>
        <LabelledControl id={idOf('recourse')} label="Recourse" error={errors.recourse}>
          {(props) => (
            <select
              {...props}
              value={draft.recourse}
              onChange={(event) => change('recourse', event.target.value as Recourse | '')}
            >
              <option value="">Not stated</option>
              {RECOURSE_TYPES.map((recourse) => (
                <option key={recourse} value={recourse}>
                  {RECOURSE_LABELS[recourse]}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
        <StyledCheckboxLabel>
          <input
            id={idOf('active')}
            type="checkbox"
            checked={draft.active}
            onChange={(event) => change('active', event.target.checked)}
          />
          Active (matched against deals)
        </StyledCheckboxLabel>
      </StyledFormGrid>
      <NotesField form={form} />
    </FormDialog>
  );
}
