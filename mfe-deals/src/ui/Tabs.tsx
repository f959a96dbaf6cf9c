import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  position: relative;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export type TabItem<K extends string> = { key: K; label: string; disabled?: boolean };

export type TabsProps<K extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between enabled tabs and select
 * them; the selected tab's panel follows the list.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = enabled.findIndex((tab) => tab.key === selected);
    let next: TabItem<K> | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <StyledTab
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              $selected={isSelected}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      <StyledPanel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0}>
        {children}
      </StyledPanel>
    </div>
  );
}
