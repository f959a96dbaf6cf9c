import type { DuplicateDeal, DuplicateFlag } from '@portal/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../ui/FormDialog';
import { duplicateDealName, ownerName } from '../utils/duplicateLabels';

const StyledChoice = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 32px;
    overflow-wrap: anywhere;
  }
  input {
    margin-top: 4px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledExplanation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p,
  ul {
    margin: 0;
  }
`;

type DealChoiceProps = {
  legend: string;
  name: string;
  deals: DuplicateDeal[];
  value: string;
  onChange: (id: string) => void;
};

function DealChoice({ legend, name, deals, value, onChange }: DealChoiceProps) {
  return (
    <StyledChoice>
      <legend>{legend}</legend>
      {deals.map((deal) => (
        <label key={deal.id}>
          <input
            type="radio"
            name={name}
            value={deal.id}
            checked={value === deal.id}
            onChange={() => onChange(deal.id)}
          />
          <span>
            {duplicateDealName(deal)}
            <small>
              {ownerName(deal)} · {deal.propertyAddress ?? deal.propertyName ?? 'No address'}
            </small>
          </span>
        </label>
      ))}
    </StyledChoice>
  );
}

export type MergeDialogProps = {
  flag: DuplicateFlag;
  busy: boolean;
  onConfirm: (choice: { keepDealId: string; mergeDealId: string }) => void;
  onCancel: () => void;
};

/**
 * Merge: which deal is kept and which is merged into it, with exactly what happens to each, before
 * anything is sent.
 */
export function MergeDialog({ flag, busy, onConfirm, onCancel }: MergeDialogProps) {
  const deals = [flag.deal, ...flag.matches.map((match) => match.deal)].filter((deal) => deal.exists);
  // By default the deal already in the pipeline is kept and the one that raised the flag merged.
  const [keepId, setKeepId] = useState(deals.find((deal) => deal.id !== flag.deal.id)?.id ?? '');
  const [mergeId, setMergeId] = useState(
    flag.deal.exists ? flag.deal.id : (deals.find((deal) => deal.id !== keepId)?.id ?? ''),
  );
  const others = deals.filter((deal) => deal.id !== keepId);
  const kept = deals.find((deal) => deal.id === keepId);
  const merged = others.find((deal) => deal.id === mergeId) ?? others[0];

  const handleKeepChange = (id: string) => {
    setKeepId(id);
    if (mergeId === id) setMergeId(deals.find((deal) => deal.id !== id)?.id ?? '');
  };

  const handleSubmit = () => {
    if (kept && merged) onConfirm({ keepDealId: kept.id, mergeDealId: merged.id });
  };

  const keptName = kept ? duplicateDealName(kept) : 'the kept deal';
  const mergedName = merged ? duplicateDealName(merged) : 'the other deal';
  return (
    <FormDialog
      title="Merge deals"
      submitLabel={`Merge into ${keptName}`}
      saving={busy}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      width="560px"
    >
      <DealChoice legend="Keep" name="merge-keep" deals={deals} value={keepId} onChange={handleKeepChange} />
      {others.length > 1 ? (
        <DealChoice
          legend="Merge into it"
          name="merge-merged"
          deals={others}
          value={merged?.id ?? ''}
          onChange={setMergeId}
        />
      ) : null}
      <StyledExplanation aria-live="polite">
        <p>
          <strong>
            {mergedName} will be merged into {keptName}.
          </strong>
        </p>
        <ul>
          <li>
            Its documents, comments, checklist reviews, timeline, lender submissions and quotes move to {keptName}.
          </li>
          <li>
            {keptName} keeps its own details; only its empty fields take the values of {mergedName}.
          </li>
          <li>
            If {keptName} has no GHL opportunity it takes over the one of {mergedName}; otherwise the GHL delete policy
            is applied to that opportunity once.
          </li>
          <li>{mergedName} is then removed. Both owners are told.</li>
        </ul>
      </StyledExplanation>
    </FormDialog>
  );
}
