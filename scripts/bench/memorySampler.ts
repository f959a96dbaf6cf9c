/**
 * Answers the bench's IPC questions about this process's resident memory:
 * `{ type: 'memory-reset' }` starts a window (RSS sampled every few ms, so the peak of a 10 MB
 * upload is caught), `{ type: 'memory-peak' }` ends it and replies with its baseline and peak
 * RSS in bytes. Outside a window nothing runs, so load figures are not disturbed.
 */
export function answerMemoryQuestions(intervalMs = 5): void {
  let baseline = 0;
  let peak = 0;
  let timer: NodeJS.Timeout | undefined;
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'memory-reset') {
      global.gc?.();
      baseline = process.memoryUsage.rss();
      peak = baseline;
      clearInterval(timer);
      timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, intervalMs);
      process.send?.({ type: 'memory-reset', baseline });
    } else if (message.type === 'memory-peak') {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      process.send?.({ type: 'memory-peak', baseline, peak });
    }
  });
}
