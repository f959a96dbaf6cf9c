import type { ChecklistDealType, ChecklistSettings } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { StyledMessage } from '../../../ui/Message';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import {
  useChecklistSettings,
  useResetChecklistSettings,
  useSaveChecklistSettings,
} from '../hooks/useChecklistSettings';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import {
  CHECKLIST_LIMITS,
  ITEM_NAME_REQUIRED,
  REMINDER_DAYS_INVALID,
  comparableDraft,
  moveItem,
  newItemKey,
  parseReminderDays,
  toChecklistDraft,
  toChecklistRequest,
  type ChecklistDraft,
  type ChecklistItemDraft,
} from '../utils/checklistDraft';
import { fieldErrorsOf } from '../utils/fieldErrors';
import { formatOutcomeTime } from '../utils/formatOutcomeTime';
import { ChecklistItemFields } from './ChecklistItemFields';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  > label {
    flex: 0 1 20rem;
  }
`;

const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledItems = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
`;

const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > div {
    max-width: 20rem;
  }
`;

const StyledProblemList = styled.ul`
  padding-left: ${({ theme }) => theme.space.lg};
  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    /* The list marker stays on the first line when the link wraps. */
    vertical-align: top;
    text-decoration: underline;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Problems by `<item key>.<field>`, `reminderAfterDays`, or `general` for what names no field shown. */
type Errors = Record<string, string>;

type Problem = { id: string; text: string; dealType?: ChecklistDealType; targetId: string | null };

const REMINDER_ID = 'checklist-reminder-days';
const RESET_ID = 'checklist-reset';
const RESET_CONFIRM_ID = 'checklist-reset-confirm';
const ADD_ID = 'checklist-add-item';

/** Where a problem key sits in the draft, for the summary's links. */
function describeProblems(draft: ChecklistDraft, errors: Errors): Problem[] {
  const problems: Problem[] = [];
  for (const template of draft.templates)
    template.items.forEach((item, index) => {
      for (const field of ['name', 'description', 'other'] as const) {
        const message = errors[`${item.key}.${field}`];
        if (message)
          problems.push({
            id: `${item.key}.${field}`,
            text: `${template.dealType}, item ${index + 1}: ${message}`,
            dealType: template.dealType,
            targetId: `${item.key}-${field === 'description' ? 'description' : 'name'}`,
          });
      }
    });
  if (errors.reminderAfterDays)
    problems.push({ id: 'reminderAfterDays', text: errors.reminderAfterDays, targetId: REMINDER_ID });
  if (errors.general) problems.push({ id: 'general', text: errors.general, targetId: null });
  return problems;
}

type ChecklistFormProps = {
  saved: ChecklistSettings;
  dealType: ChecklistDealType;
  onDealTypeChange: (dealType: ChecklistDealType) => void;
};

function ChecklistForm({ saved, dealType, onDealTypeChange }: ChecklistFormProps) {
  const [draft, setDraft] = useState(() => toChecklistDraft(saved));
  const [initial] = useState(() => comparableDraft(toChecklistDraft(saved)));
  const [errors, setErrors] = useState<Errors>({});
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const save = useSaveChecklistSettings();
  const reset = useResetChecklistSettings();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const dirty = comparableDraft(draft) !== initial;
  useUnsavedChangesWarning(dirty);

  // Moving, removing or adding re-renders the list: focus goes where the keyboard user expects it.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const templateIndex = Math.max(
    0,
    draft.templates.findIndex((template) => template.dealType === dealType),
  );
  const template = draft.templates[templateIndex]!;
  const items = template.items;

  const updateItems = (update: (items: ChecklistItemDraft[]) => ChecklistItemDraft[]) =>
    setDraft((current) => ({
      ...current,
      templates: current.templates.map((candidate, index) =>
        index === templateIndex ? { ...candidate, items: update(candidate.items) } : candidate,
      ),
    }));

  const clearErrors = (...keys: string[]) =>
    setErrors((current) => {
      if (!keys.some((key) => key in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });

  const handleChange = (key: string, change: Partial<ChecklistItemDraft>) => {
    updateItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
    if ('name' in change) clearErrors(`${key}.name`, `${key}.other`);
    if ('description' in change) clearErrors(`${key}.description`);
  };

  const handleMove = (index: number, direction: -1 | 1) => {
    const to = index + direction;
    const item = items[index];
    if (!item || to < 0 || to >= items.length) return;
    updateItems((list) => moveItem(list, index, to));
    setAnnouncement(`${item.name.trim() || 'Untitled item'} moved to position ${to + 1} of ${items.length}.`);
    // At either end its own button is disabled: focus the other one.
    const atEnd = to === 0 || to === items.length - 1;
    setFocusTarget(`${item.key}-${atEnd ? (direction === -1 ? 'down' : 'up') : direction === -1 ? 'up' : 'down'}`);
  };

  const handleRemove = (index: number) => {
    const item = items[index];
    if (!item) return;
    updateItems((list) => list.filter((candidate) => candidate.key !== item.key));
    clearErrors(`${item.key}.name`, `${item.key}.description`, `${item.key}.other`);
    setAnnouncement(`${item.name.trim() || 'Untitled item'} removed. ${items.length - 1} items left.`);
    const neighbour = items[index + 1] ?? items[index - 1];
    setFocusTarget(neighbour ? `${neighbour.key}-name` : ADD_ID);
  };

  const handleAdd = () => {
    const key = newItemKey();
    updateItems((list) => [...list, { key, id: null, name: '', description: '', required: true }]);
    setAnnouncement(`New item added at position ${items.length + 1}.`);
    setFocusTarget(`${key}-name`);
  };

  const handleDiscard = () => {
    setDraft(toChecklistDraft(saved));
    setErrors({});
    setAnnouncement('Changes discarded.');
  };

  const handleAskReset = () => {
    setConfirmingReset(true);
    setFocusTarget(RESET_CONFIRM_ID);
  };

  const handleCancelReset = () => {
    setConfirmingReset(false);
    setFocusTarget(RESET_ID);
  };

  const handleReset = () => reset.mutate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    for (const candidate of draft.templates)
      for (const item of candidate.items) if (!item.name.trim()) found[`${item.key}.name`] = ITEM_NAME_REQUIRED;
    const days = parseReminderDays(draft.reminderAfterDays);
    if (days === undefined) found.reminderAfterDays = REMINDER_DAYS_INVALID;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const submitted = draft;
    save.mutate(toChecklistRequest(submitted, days!), {
      onError: (error) => {
        const named: Errors = {};
        for (const { field, message } of fieldErrorsOf(error)) {
          const at = /^templates\.(\d+)\.items\.(\d+)(?:\.(\w+))?/.exec(field);
          const item = at ? submitted.templates[Number(at[1])]?.items[Number(at[2])] : undefined;
          const key = item
            ? `${item.key}.${at?.[3] === 'name' || at?.[3] === 'description' ? at[3] : 'other'}`
            : field === 'reminderAfterDays'
              ? 'reminderAfterDays'
              : 'general';
          named[key] ??= message;
        }
        setErrors(named);
      },
    });
  };

  const handleProblem = (problem: Problem) => {
    if (problem.dealType && problem.dealType !== dealType) onDealTypeChange(problem.dealType);
    if (problem.targetId) setFocusTarget(problem.targetId);
  };

  const problems = describeProblems(draft, errors);
  const requiredCount = items.filter((item) => item.required).length;
  const typesWithProblems = new Set(problems.flatMap((problem) => (problem.dealType ? [problem.dealType] : [])));

  return (
    <form aria-label="Document checklists" onSubmit={handleSubmit} noValidate>
      <StyledToolbar>
        <StyledField>
          Deal type
          <select value={dealType} onChange={(event) => onDealTypeChange(event.target.value as ChecklistDealType)}>
            {draft.templates.map((candidate) => (
              <option key={candidate.dealType} value={candidate.dealType}>
                {candidate.dealType}
                {typesWithProblems.has(candidate.dealType) ? ' (needs fixing)' : ''}
              </option>
            ))}
          </select>
        </StyledField>
        <StyledCount>
          {items.length === 1 ? '1 document' : `${items.length} documents`}, {requiredCount} required
        </StyledCount>
      </StyledToolbar>
      {dealType === 'Other' ? (
        <StyledFieldHint>Other serves deals whose type is empty or none of the listed types.</StyledFieldHint>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={`No documents for ${dealType} deals`}>
          Deals of this type show no checklist. Add the documents a lender needs for them.
        </EmptyState>
      ) : (
        <StyledItems aria-label={`Documents of the ${dealType} checklist`}>
          {items.map((item, index) => (
            <ChecklistItemFields
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              errors={{
                name: errors[`${item.key}.name`],
                description: errors[`${item.key}.description`],
                other: errors[`${item.key}.other`],
              }}
              onChange={(change) => handleChange(item.key, change)}
              onMove={(direction) => handleMove(index, direction)}
              onRemove={() => handleRemove(index)}
            />
          ))}
        </StyledItems>
      )}
      <StyledButtonRow>
        <StyledButton
          id={ADD_ID}
          type="button"
          $variant="secondary"
          disabled={items.length >= CHECKLIST_LIMITS.items}
          onClick={handleAdd}
        >
          Add document
        </StyledButton>
        {items.length >= CHECKLIST_LIMITS.items ? (
          <StyledFieldHint>A checklist holds at most {CHECKLIST_LIMITS.items} documents.</StyledFieldHint>
        ) : null}
      </StyledButtonRow>

      <StyledSection>
        <h4>Reminders</h4>
        <div>
          <StyledField>
            Remind owners after (days)
            <input
              id={REMINDER_ID}
              value={draft.reminderAfterDays}
              onChange={(event) => {
                const value = event.target.value;
                setDraft((current) => ({ ...current, reminderAfterDays: value }));
                clearErrors('reminderAfterDays');
              }}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              aria-invalid={errors.reminderAfterDays ? true : undefined}
              aria-describedby={errors.reminderAfterDays ? `${REMINDER_ID}-error` : `${REMINDER_ID}-hint`}
            />
          </StyledField>
          {errors.reminderAfterDays ? (
            <StyledFieldHint id={`${REMINDER_ID}-error`} $error>
              {errors.reminderAfterDays}
            </StyledFieldHint>
          ) : (
            <StyledFieldHint id={`${REMINDER_ID}-hint`}>
              For every deal type: required documents missing longer than this are e-mailed to the deal&apos;s owner, at
              most once per deal in this many days.
            </StyledFieldHint>
          )}
        </div>
      </StyledSection>

      {problems.length > 0 ? (
        <StyledSection>
          <StyledMessage $tone="danger" role="alert">
            <strong>
              {problems.length === 1 ? 'Fix 1 problem before saving' : `Fix ${problems.length} problems before saving`}
            </strong>
            <StyledProblemList>
              {problems.map((problem) => (
                <li key={problem.id}>
                  {problem.targetId ? (
                    <button type="button" onClick={() => handleProblem(problem)}>
                      {problem.text}
                    </button>
                  ) : (
                    problem.text
                  )}
                </li>
              ))}
            </StyledProblemList>
          </StyledMessage>
        </StyledSection>
      ) : null}

      <StyledSection>
        <StyledButtonRow>
          {dirty ? (
            <StyledToneBadge $tone="warning">Unsaved changes</StyledToneBadge>
          ) : (
            <span>
              {saved.updatedAt ? `Last saved ${formatOutcomeTime(saved.updatedAt)}` : 'Shipped defaults in use'}
            </span>
          )}
          {dirty ? (
            <StyledButton type="button" $variant="secondary" disabled={save.isPending} onClick={handleDiscard}>
              Discard changes
            </StyledButton>
          ) : null}
          <StyledButton type="submit" disabled={save.isPending || reset.isPending}>
            {save.isPending ? 'Saving…' : 'Save checklists'}
          </StyledButton>
          {saved.updatedAt && !confirmingReset ? (
            <StyledButton id={RESET_ID} type="button" $variant="ghost" onClick={handleAskReset}>
              Reset to shipped defaults
            </StyledButton>
          ) : null}
        </StyledButtonRow>
        {confirmingReset ? (
          <StyledMessage $tone="info" role="group" aria-labelledby="checklist-reset-question">
            <p id="checklist-reset-question">
              Replace every deal type&apos;s template and the reminder interval with the shipped defaults? Unsaved
              changes are lost, and every deal&apos;s progress is recomputed.
            </p>
            <StyledButtonRow>
              <StyledButton
                id={RESET_CONFIRM_ID}
                type="button"
                $variant="danger"
                disabled={reset.isPending}
                onClick={handleReset}
              >
                {reset.isPending ? 'Restoring…' : 'Restore the shipped defaults'}
              </StyledButton>
              <StyledButton type="button" $variant="secondary" disabled={reset.isPending} onClick={handleCancelReset}>
                Cancel
              </StyledButton>
            </StyledButtonRow>
          </StyledMessage>
        ) : null}
      </StyledSection>
      <StyledVisuallyHidden role="status" aria-live="polite">
        {announcement}
      </StyledVisuallyHidden>
    </form>
  );
}

/** The documents each deal type's checklist asks for, and when owners are reminded of missing ones. */
export function ChecklistTemplatesCard() {
  const settings = useChecklistSettings();
  const [dealType, setDealType] = useState<ChecklistDealType>('Acquisition');
  return (
    <StyledCard aria-labelledby="checklist-templates-title">
      <h3 id="checklist-templates-title">Document checklists</h3>
      <StyledIntro>
        The documents a lender needs, per deal type. Every deal shows its type&apos;s checklist; required documents
        count towards its &apos;N of M&apos; and its owner&apos;s reminders, optional ones do not. Saving applies to
        every deal at once, and a document keeps its status when a deal changes type.
      </StyledIntro>
      {settings.isPending ? (
        <Spinner label="Loading the checklist templates…" />
      ) : settings.isError ? (
        <ErrorState
          message={serverErrorText(settings.error, 'Failed to load the checklist templates')}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data.templates.length === 0 ? (
        <EmptyState title="No deal types">The gateway returned no checklist templates.</EmptyState>
      ) : (
        <ChecklistForm
          key={settings.data.updatedAt ?? 'defaults'}
          saved={settings.data}
          dealType={dealType}
          onDealTypeChange={setDealType}
        />
      )}
    </StyledCard>
  );
}
