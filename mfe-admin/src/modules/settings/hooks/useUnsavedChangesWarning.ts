import { useEffect } from 'react';
import { unsavedChanges } from '../../core/utils/unsavedChanges';

/**
 * While `dirty`, the browser asks before the page is closed or reloaded, and the admin tabs ask
 * before another tab replaces this one (useAdminTab).
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => (dirty ? unsavedChanges.hold() : undefined), [dirty]);
  useEffect(() => {
    if (!dirty) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [dirty]);
}
