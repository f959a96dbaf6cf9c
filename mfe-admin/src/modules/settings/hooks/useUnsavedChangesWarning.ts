import { useEffect } from 'react';
import { unsavedChanges } from '@portal/web-kit/unsaved-changes';

/**
 * While `dirty`, the form is held in the page's registry of unsaved edits (shared with the shell):
 * the browser asks before the page is closed or reloaded, the admin tabs before another tab
 * replaces this one (useAdminTab), and the shell's links and sign-out before leaving the page.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => (dirty ? unsavedChanges.hold() : undefined), [dirty]);
}
