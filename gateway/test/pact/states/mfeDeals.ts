import type { StateContext, StateHandlers } from './context';

/** Provider states of the mfe-deals pacts (exact sentences shared with its consumer tests). */
export function mfeDealsStates(_context: StateContext): StateHandlers {
  return {};
}
