import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mayLeaveUnsaved } from '@portal/web-kit/unsaved-changes';
import type { AdminTab } from '../types/AdminTab';
import { ADMIN_TABS } from '../utils/adminTabs';

const DEFAULT_TAB = ADMIN_TABS[0]!;

/** What an admin is asked before another tab replaces one with edits not yet saved. */
export const LEAVE_TAB_UNSAVED = 'You have unsaved changes. Leave this tab without saving them?';

/**
 * The selected tab, kept in the address as `?tab=<slug>` so a tab can be linked and reloaded. A
 * tab holding unsaved edits is left only once the admin agrees.
 */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const slug = searchParams.get('tab');
  const selected = ADMIN_TABS.find((tab) => tab.slug === slug) ?? DEFAULT_TAB;

  const select = useCallback(
    (tab: AdminTab) => {
      if (tab.slug !== selected.slug && !mayLeaveUnsaved(LEAVE_TAB_UNSAVED)) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tab.slug === DEFAULT_TAB.slug) next.delete('tab');
          else next.set('tab', tab.slug);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, selected.slug],
  );

  return [selected, select];
}
