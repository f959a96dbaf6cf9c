/** One event of a `text/event-stream` body (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export type ServerSentEvent = { event: string; data: string; id: string | null };

/**
 * Reads a `text/event-stream` body to its end, calling `onEvent` for each dispatched event
 * (comments and keep-alives are skipped). Resolves when the server ends the stream; rejects when
 * the connection breaks; `signal` cancels the read.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  if (signal?.aborted) stop();
  signal?.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
  };

  const handleLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) handleLine(line);
    }
    if (buffer) handleLine(buffer);
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
