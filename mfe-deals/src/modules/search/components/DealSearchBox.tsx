import type { Deal } from '@portal/contracts';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledInput, StyledLabel } from '../../../ui/fieldStyles';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { useDealSearch } from '../hooks/useDealSearch';
import { openLinkedDeal } from '../utils/openLinkedDeal';

const StyledSearch = styled.form`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledBox = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 260px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledListbox = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: 20;
  max-height: min(60vh, 420px);
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs};
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const StyledOption = styled.li<{ $active: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: -2px;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const StyledOptionTitle = styled.span`
  font-weight: 600;
`;

const StyledOptionDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type DealSearchBoxProps = {
  /** The search the list is filtered by (the address bar's `q`). */
  value: string;
  /** Filters the list by a search ('' for none). */
  onSearch: (q: string) => void;
};

const titleOf = (deal: Deal) => [deal.dealId, deal.contactName].filter(Boolean).join(' · ');
const detailOf = (deal: Deal) =>
  [deal.propertyName, deal.propertyAddress ?? deal.applicationPropertyAddress, deal.contactEmail, deal.contactPhone]
    .filter(Boolean)
    .join(' · ');

/**
 * The deals search (members: their own deals; admins: every deal): suggestions as you type in an
 * ARIA combobox (Up/Down move, Enter opens the highlighted deal, Escape closes), and Enter or
 * Search without a highlighted deal filters the list by the text.
 */
export function DealSearchBox({ value, onSearch }: DealSearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDealSearch(text);
  const deals = search.searchable ? (search.data ?? []) : [];

  // Back, forward and saved views change the list's search: the box shows it.
  useEffect(() => setText(value), [value]);
  // New results: nothing highlighted until the user moves.
  useEffect(() => setActive(-1), [search.data]);

  const showList = open && search.searchable;
  const expanded = showList && deals.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(deal: Deal) {
    setOpen(false);
    openLinkedDeal(deal.id);
  }

  function submit(q: string) {
    setOpen(false);
    onSearch(q.trim());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (deals.length === 0) return;
      const count = deals.length;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && deals[active]) {
      event.preventDefault();
      choose(deals[active]);
      return;
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
        if (value) onSearch('');
      }
    }
  }

  const status = !search.searchable
    ? null
    : search.isError
      ? 'Search is not available right now.'
      : search.isPending || (search.typing && !search.data)
        ? 'Searching…'
        : deals.length === 0
          ? 'No deals match.'
          : null;

  return (
    <StyledSearch
      role="search"
      aria-label="Search deals"
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <StyledBox>
        <StyledLabel htmlFor={id}>Search deals</StyledLabel>
        <StyledInput
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="Deal ID, client, e-mail, phone, property or address"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // The highlighted deal was one of the old text's suggestions: Enter now searches the new text.
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          maxLength={200}
        />
        <StyledListbox id={listboxId} role="listbox" aria-label="Matching deals" hidden={!expanded}>
          {expanded &&
            deals.map((deal, index) => (
              <StyledOption
                key={deal.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                // Keep the focus in the box: the click opens the deal, not a blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(deal)}
              >
                <StyledOptionTitle>{titleOf(deal)}</StyledOptionTitle>
                {detailOf(deal) && <StyledOptionDetail>{detailOf(deal)}</StyledOptionDetail>}
              </StyledOption>
            ))}
        </StyledListbox>
        {showList && status && <StyledListboxNote>{status}</StyledListboxNote>}
        <StyledVisuallyHidden aria-live="polite">
          {showList ? (status ?? `${deals.length} ${deals.length === 1 ? 'deal' : 'deals'} found`) : ''}
        </StyledVisuallyHidden>
      </StyledBox>
      <StyledButton type="submit" $variant="secondary">
        Search
      </StyledButton>
      {value && (
        <StyledButton
          type="button"
          $variant="secondary"
          onClick={() => {
            setText('');
            submit('');
          }}
        >
          Clear search
        </StyledButton>
      )}
    </StyledSearch>
  );
}

const StyledListboxNote = styled(StyledNote)`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: 20;
  margin-top: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
