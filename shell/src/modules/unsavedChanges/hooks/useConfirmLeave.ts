import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { LEAVE_PAGE_UNSAVED, mayLeaveUnsaved } from '@portal/web-kit/unsaved-changes';
import { leavesLocation } from '../utils/leavesLocation';

/**
 * Asks before an in-app navigation to `to` loses unsaved edits (the browser's confirm). True when
 * the navigation may go ahead: nothing unsaved, the same page, or the user agreed.
 */
export function useConfirmLeave(): (to: string) => boolean {
  const location = useLocation();
  return useCallback((to: string) => !leavesLocation(to, location) || mayLeaveUnsaved(LEAVE_PAGE_UNSAVED), [location]);
}
