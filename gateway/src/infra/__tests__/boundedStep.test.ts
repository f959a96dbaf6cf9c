import { describe, expect, it } from 'vitest';
import { boundedStep } from '../boundedStep';
import { createLogger } from '../logger';

function capturingLog() {
  const lines: { msg: string; step?: string }[] = [];
  const log = createLogger('warn', false, { write: (line: string) => void lines.push(JSON.parse(line) as never) });
  return { log, lines };
}

describe('boundedStep', () => {
  it('resolves true when the step finishes', async () => {
    const { log, lines } = capturingLog();
    await expect(boundedStep('jobs', async () => 'ok', 1_000, log)).resolves.toBe(true);
    expect(lines).toEqual([]);
  });

  it('gives up on a step that never finishes and logs which one', async () => {
    const { log, lines } = capturingLog();
    await expect(boundedStep('database', () => new Promise(() => undefined), 20, log)).resolves.toBe(false);
    expect(lines).toMatchObject([{ msg: 'shutdown step did not finish in time; going on', step: 'database' }]);
  });

  it('logs a failed step instead of throwing, so the next steps still run', async () => {
    const { log, lines } = capturingLog();
    await expect(boundedStep('jobs', () => Promise.reject(new Error('no server')), 1_000, log)).resolves.toBe(false);
    expect(lines).toMatchObject([{ msg: 'shutdown step failed; going on', step: 'jobs' }]);
  });
});
