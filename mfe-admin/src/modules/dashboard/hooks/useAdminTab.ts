import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mayLeaveUnsaved } from '../../core/utils/unsavedChanges';
import type { AdminTab } from '../types/AdminTab';
import { ADMIN_TABS } from '../utils/adminTabs';

const DEFAULT_TAB = ADMIN_TABS[0]!;

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
      if (tab.slug !== selected.slug && !mayLeaveUnsaved()) return;
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
