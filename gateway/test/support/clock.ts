import type { Clock } from '../../src/infra/clock';

/** A clock tests can move forward (token expiry, recent-activity windows). */
export function createTestClock(start = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
