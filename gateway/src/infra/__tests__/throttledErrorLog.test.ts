import { describe, expect, it } from 'vitest';
import { createThrottledErrorLog } from '../throttledErrorLog';
import type { Logger } from '../logger';

const unavailable = () => Object.assign(new Error('no server'), { name: 'MongoServerSelectionError' });

function recordingLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = { error: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }) };
  return { log: log as unknown as Logger, lines };
}

describe('createThrottledErrorLog', () => {
  it('logs the first database-unavailable error, holds back repeats for a period, then says how many', () => {
    const { log, lines } = recordingLog();
    let clock = 0;
    const report = createThrottledErrorLog(log, 'job queue error', 60_000, () => clock);
    report(unavailable());
    for (let i = 0; i < 10; i++) {
      clock += 5_000;
      report(unavailable());
    }
    expect(lines).toHaveLength(1);
    clock = 60_000;
    report(unavailable());
    expect(lines).toHaveLength(2);
    expect(lines[1]!.message).toBe('job queue error (database unavailable)');
    expect(lines[1]!.fields.repeated).toBe(10);
  });

  it('logs every other error', () => {
    const { log, lines } = recordingLog();
    const report = createThrottledErrorLog(log, 'job queue error', 60_000, () => 0);
    report(new Error('a bug'));
    report(new Error('a bug'));
    expect(lines.map((line) => line.message)).toEqual(['job queue error', 'job queue error']);
  });
});
