/**
 * Answers the bench's IPC questions about this process's memory during an upload:
 * `{ type: 'memory-reset', live?: boolean }` starts a window, `{ type: 'memory-peak' }` ends it
 * and replies with the window's baseline and peak in bytes. Outside a window nothing runs, so
 * load figures are not disturbed.
 *
 * - Default: resident memory (RSS) sampled every 5 ms: the footprint, garbage not yet collected
 *   included.
 * - `live`: a full garbage collection before every sample, then heap + Buffer memory: what the
 *   process really holds. A file kept whole in memory shows here as its full size; a streamed
 *   one as a few chunks.
 */
export function answerMemoryQuestions(): void {
  let baseline = 0;
  let peak = 0;
  let timer: NodeJS.Timeout | undefined;
  let measure = () => process.memoryUsage.rss();
  process.on('message', (message: { type?: string; live?: boolean }) => {
    if (message.type === 'memory-reset') {
      clearInterval(timer);
      global.gc?.();
      measure = message.live ? liveBytes : () => process.memoryUsage.rss();
      baseline = measure();
      peak = baseline;
      timer = setInterval(() => (peak = Math.max(peak, measure())), message.live ? 20 : 5);
      process.send?.({ type: 'memory-reset', baseline });
    } else if (message.type === 'memory-peak') {
      clearInterval(timer);
      peak = Math.max(peak, measure());
      process.send?.({ type: 'memory-peak', baseline, peak });
    }
  });
}

function liveBytes(): number {
  global.gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}
