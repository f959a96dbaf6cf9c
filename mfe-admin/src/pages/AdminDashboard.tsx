import type { RemotePageProps } from '@portal/shell/remote-contract';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

/** The admin dashboard's tabs (spec §2), in order. */
export const ADMIN_TABS = [
  'Overview',
  'Users',
  'Deals',
  'GHL Import',
  'GHL Compare',
  'Discord Auto-Access',
  'Email Config',
  'Settings',
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.08em;
`;

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledPanel = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const tabId = (tab: AdminTab) => `admin-tab-${tab.toLowerCase().replace(/[^a-z]+/g, '-')}`;

export type AdminDashboardProps = RemotePageProps;

/** The admin dashboard (spec §2): its tab bar. Each tab's screen arrives with its feature. */
export function AdminDashboard(_props: AdminDashboardProps) {
  const [selected, setSelected] = useState<AdminTab>('Overview');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ADMIN_TABS.indexOf(selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = ADMIN_TABS[(index + step + ADMIN_TABS.length) % ADMIN_TABS.length] ?? 'Overview';
    setSelected(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <StyledPage aria-labelledby="admin-title">
      <StyledTitle id="admin-title">ADMIN DASHBOARD</StyledTitle>
      <StyledTabList role="tablist" aria-label="Admin sections" onKeyDown={handleKeyDown}>
        {ADMIN_TABS.map((tab) => (
          <StyledTab
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === selected}
            aria-controls="admin-tab-panel"
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {tab}
          </StyledTab>
        ))}
      </StyledTabList>
      <StyledPanel id="admin-tab-panel" role="tabpanel" aria-labelledby={tabId(selected)}>
        <h2>{selected}</h2>
      </StyledPanel>
    </StyledPage>
  );
}
