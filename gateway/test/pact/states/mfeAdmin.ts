import type { StateContext, StateHandlers } from './context';

/** Provider states of the mfe-admin pacts (exact sentences shared with its consumer tests). */
export function mfeAdminStates(_context: StateContext): StateHandlers {
  return {};
}
