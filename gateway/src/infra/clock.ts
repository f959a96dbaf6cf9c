/** The time source; tests pass a fixed or movable clock. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
