import type { GhlStore } from './store';

/** One API call that passed GHL's checks, as the route modules see it. */
export type GhlCall = {
  method: string;
  /** The path without a trailing slash. */
  path: string;
  parts: string[];
  url: URL;
  /** The JSON body (`{}` when none). */
  input: Record<string, unknown>;
  store: GhlStore;
  /** The opportunity search hands back the cursor it was given. */
  repeatCursor: boolean;
  /** Answers (or the fault switched on) with the rate headers; returns the status sent. */
  reply(status: number, payload: unknown): number;
  refuse(status: number, message: string): number;
  /** Refuses a location other than the sandbox's (403) or none (422); 0 when it is the sandbox's. */
  wrongLocation(given: unknown): number;
};
