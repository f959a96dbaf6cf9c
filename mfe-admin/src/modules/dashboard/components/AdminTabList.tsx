import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AdminTab } from '../types/AdminTab';
import { ADMIN_TABS } from '../utils/adminTabs';
import { tabElementIds } from '../utils/tabElementIds';

const StyledTabList = styled.div`
  /* The tabs' offsetLeft is measured from the list (see scrollSelectedTabIntoView). */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const StyledTab = styled.button`
  flex: none;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export type AdminTabListProps = {
  selected: AdminTab;
  onSelect: (tab: AdminTab) => void;
};

/**
 * The tabs, as an ARIA tablist: one tab stop; Left/Right move (and wrap), Home/End jump to the
 * ends, and the focused tab is shown at once.
 */
export function AdminTabList({ selected, onSelect }: AdminTabListProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(
    function scrollSelectedTabIntoView() {
      // On a phone the list scrolls sideways: a tab opened from the address (?tab=settings) or by
      // the keyboard would otherwise sit off screen. Only the list scrolls, never the page.
      const list = listRef.current;
      const tab = refs.current.get(selected.slug);
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const start = tab.offsetLeft;
      if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
        list.scrollLeft = Math.max(0, start - (list.clientWidth - tab.offsetWidth) / 2);
      }
    },
    [selected.slug],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ADMIN_TABS.findIndex((tab) => tab.slug === selected.slug);
    const last = ADMIN_TABS.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ADMIN_TABS[target]!;
    onSelect(next);
    refs.current.get(next.slug)?.focus();
  };

  return (
    <StyledTabList ref={listRef} role="tablist" aria-label="Admin sections" onKeyDown={handleKeyDown}>
      {ADMIN_TABS.map((tab) => {
        const ids = tabElementIds(tab);
        const isSelected = tab.slug === selected.slug;
        return (
          <StyledTab
            key={tab.slug}
            ref={(element) => {
              if (element) refs.current.set(tab.slug, element);
              else refs.current.delete(tab.slug);
            }}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {tab.label}
          </StyledTab>
        );
      })}
    </StyledTabList>
  );
}
