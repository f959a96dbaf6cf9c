import type { Logger } from './logger';

/**
 * Waits for one step of the shutdown for at most `timeoutMs`. A step that takes longer (a database
 * that is down or hangs can hold a driver call for its whole server-selection or socket timeout) is
 * logged and left behind, so the shutdown goes on: the process exits right after anyway. A step
 * that fails is logged the same way. Resolves true when the step finished in time.
 */
export async function boundedStep(
  name: string,
  step: () => Promise<unknown>,
  timeoutMs: number,
  log: Logger,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([step().then(() => 'done' as const), timedOut]);
    if (outcome === 'timeout') log.warn({ step: name, timeoutMs }, 'shutdown step did not finish in time; going on');
    return outcome === 'done';
  } catch (error) {
    log.warn({ step: name, err: error }, 'shutdown step failed; going on');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
