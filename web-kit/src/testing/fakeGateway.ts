// A fake of the network boundary shared by the shell's and the remotes' component tests: a
// `fetch` answering the gateway's routes from a table. Handlers get the Request and return a
// Response (or throw for a network failure).

export type RouteHandler = (request: Request) => Response | Promise<Response>;

export type RecordedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The query string as sent, with its '?' ('' when there is none). */
  search: string;
  authorization: string | null;
  url: string;
  /** JSON bodies, parsed; multipart bodies as their fields (files by name); other text as is. */
  body: unknown;
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function apiError(status: number, error: string, message = error, details?: unknown): Response {
  return json({ error, message, ...(details ? { details } : {}) }, status);
}

/** The one page of a paged list holding all of `items`. */
export function pageOf<T>(items: readonly T[]): { items: T[]; nextCursor: string | null; total: number } {
  return { items: [...items], nextCursor: null, total: items.length };
}

/**
 * A paged list route over `rows` (read at each call, so a test may change them): honours
 * `limit` (default 50) and answers a `nextCursor` that is the next row's index.
 */
export function pagedRoute<T>(rows: readonly T[] | (() => readonly T[])): RouteHandler {
  return (request) => {
    const all = typeof rows === 'function' ? rows() : rows;
    const params = new URL(request.url).searchParams;
    const limit = Number(params.get('limit') ?? 50);
    const start = Number(params.get('cursor') ?? 0);
    const end = start + limit;
    return json({ items: all.slice(start, end), nextCursor: end < all.length ? String(end) : null, total: all.length });
  };
}

async function readBody(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.clone().formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : { fileName: (value as File).name, size: (value as File).size };
    });
    return fields;
  }
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export class FakeGateway {
  readonly calls: RecordedCall[] = [];
  private readonly routes = new Map<string, RouteHandler>();

  constructor(readonly baseUrl = 'http://gateway.test') {}

  /** Answers `METHOD /path` (exact path, any query). A plain value is answered as JSON. */
  on(method: string, path: string, handler: RouteHandler): this;
  on(method: string, path: string, answer: unknown): this;
  on(method: string, path: string, handler: unknown): this {
    const route: RouteHandler =
      typeof handler === 'function'
        ? (handler as RouteHandler)
        : handler instanceof Response
          ? () => handler.clone()
          : () => json(handler);
    this.routes.set(`${method.toUpperCase()} ${path}`, route);
    return this;
  }

  has(method: string, path: string): boolean {
    return this.routes.has(`${method.toUpperCase()} ${path}`);
  }

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method.toUpperCase() && call.path === path);
  }

  /** The body of the last call to `METHOD /path`. */
  lastBody(method: string, path: string): unknown {
    return this.callsTo(method, path).at(-1)?.body;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    this.calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      search: url.search,
      authorization: request.headers.get('Authorization'),
      url: request.url,
      body: await readBody(request),
    });
    const route = this.routes.get(key);
    if (!route) return apiError(404, 'Not Found', `No fake route for ${key}`);
    return route(request);
  };
}

/** A response that never arrives until `release` is called (to see loading and progress states). */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** A `text/event-stream` answer that stays open and says nothing (until the test's page goes away). */
export function quietEventStream(): Response {
  return new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'text/event-stream' } });
}

/**
 * A fake event stream route: each connection gets its own stream; `send` writes an event to the
 * newest one, `fail` ends it with an error (the bell then polls and reconnects).
 */
export function eventStreamRoute() {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const lastEventIds: (string | null)[] = [];
  const route: RouteHandler = (request) => {
    lastEventIds.push(request.headers.get('Last-Event-ID'));
    return new Response(
      new ReadableStream<Uint8Array>({
        start: (controller) => {
          streams.push(controller);
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
  };
  return {
    route,
    connections: () => streams.length,
    /** The Last-Event-ID header of each connection, in order. */
    lastEventIds: () => [...lastEventIds],
    send(event: string, data: unknown, id?: string) {
      const controller = streams.at(-1);
      if (!controller) throw new Error('no stream is open');
      const lines = [`event: ${event}`, ...(id ? [`id: ${id}`] : []), `data: ${JSON.stringify(data)}`, '', ''];
      controller.enqueue(encoder.encode(lines.join('\n')));
    },
    fail() {
      streams.at(-1)?.error(new TypeError('network error'));
    },
  };
}
