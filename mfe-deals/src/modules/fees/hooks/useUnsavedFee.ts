import { useEffect } from 'react';
import { unsavedChanges } from '@portal/web-kit/unsaved-changes';

/**
 * While the fee form holds changes it is in the page's registry of unsaved edits (shared with the
 * shell): the browser asks before the page is closed, the shell's links before leaving it.
 */
export function useUnsavedFee(dirty: boolean) {
  useEffect(() => (dirty ? unsavedChanges.hold() : undefined), [dirty]);
}
