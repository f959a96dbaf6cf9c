/** What an admin is asked before leaving a tab with edits not yet saved. */
export const LEAVE_UNSAVED = 'You have unsaved changes. Leave this tab without saving them?';

/** The forms of this remote that hold edits not yet saved (each registers while it is dirty). */
const dirtyForms = new Set<symbol>();

export const unsavedChanges = {
  /** Registers a form as holding unsaved edits; the returned function takes it back. */
  hold(): () => void {
    const form = Symbol('unsaved form');
    dirtyForms.add(form);
    return () => dirtyForms.delete(form);
  },
  any: (): boolean => dirtyForms.size > 0,
};

/** True when nothing is unsaved, or the admin agrees to leave it (the browser's own confirm dialog). */
export function mayLeaveUnsaved(confirm: (message: string) => boolean = (message) => window.confirm(message)) {
  return !unsavedChanges.any() || confirm(LEAVE_UNSAVED);
}
