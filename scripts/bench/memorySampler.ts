/**
 * Samples this process's resident memory often enough to catch the peak of a 10 MB upload and
 * answers the bench's IPC questions: `{ type: 'memory-reset' }` starts a new window,
 * `{ type: 'memory-peak' }` replies with the window's baseline and peak RSS in bytes.
 */
export function answerMemoryQuestions(intervalMs = 5): void {
  let baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, intervalMs);
  timer.unref();
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'memory-reset') {
      global.gc?.();
      baseline = process.memoryUsage.rss();
      peak = baseline;
      process.send?.({ type: 'memory-reset', baseline });
    } else if (message.type === 'memory-peak') {
      peak = Math.max(peak, process.memoryUsage.rss());
      process.send?.({ type: 'memory-peak', baseline, peak });
    }
  });
}
