// A fake of the network boundary: a `fetch` answering the gateway's routes from a table.
// Handlers get the Request and return a Response (or throw for a network failure).

export type RouteHandler = (request: Request) => Response | Promise<Response>;

export type RecordedCall = {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  body: unknown;
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(status: number, error: string, message = error): Response {
  return json({ error, message }, status);
}

export class FakeGateway {
  readonly calls: RecordedCall[] = [];
  private readonly routes = new Map<string, RouteHandler>();

  constructor(readonly baseUrl = 'http://gateway.test') {}

  /** Answers `METHOD /path` (exact path, no query). A plain value is answered as JSON. */
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

  /** The JSON body of the last call to `METHOD /path`. */
  lastBody(method: string, path: string): unknown {
    return this.callsTo(method, path).at(-1)?.body;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    this.calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('Authorization'),
      body,
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
