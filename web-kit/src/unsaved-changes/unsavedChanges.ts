// The one registry of unsaved edits for the whole page. Shared at run time as the singleton
// '@portal/web-kit/unsaved-changes' (web-kit/build/sharedSingletons.mjs): a form in a remote
// registers here, and the shell's own links ask before leaving it.

/** What is asked before an in-app link or sign-out leaves a page with edits not yet saved. */
export const LEAVE_PAGE_UNSAVED = 'You have unsaved changes. Leave this page without saving them?';

/** The forms on the page that hold edits not yet saved (each registers while it is dirty). */
const dirtyForms = new Set<symbol>();

/** While anything is unsaved, the browser asks before the page is closed or reloaded. */
function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

function sync() {
  if (typeof window === 'undefined') return;
  if (dirtyForms.size > 0) window.addEventListener('beforeunload', warnBeforeUnload);
  else window.removeEventListener('beforeunload', warnBeforeUnload);
}

export const unsavedChanges = {
  /** Registers a form as holding unsaved edits; the returned function takes it back. */
  hold(): () => void {
    const form = Symbol('unsaved form');
    dirtyForms.add(form);
    sync();
    return () => {
      dirtyForms.delete(form);
      sync();
    };
  },
  any: (): boolean => dirtyForms.size > 0,
  /**
   * Forgets every unsaved edit once the user has agreed to lose them, so a full-page leave that
   * follows (sign-out) is not questioned a second time by the browser.
   */
  discard(): void {
    dirtyForms.clear();
    sync();
  },
};

/**
 * True when nothing is unsaved, or the user agrees to leave it (the browser's own confirm
 * dialog, asking `message`).
 */
export function mayLeaveUnsaved(
  message: string,
  confirm: (question: string) => boolean = (question) => window.confirm(question),
): boolean {
  return !unsavedChanges.any() || confirm(message);
}
