// A fake of the network boundary: a `fetch` answering the gateway's routes from a table.
// Handlers get the Request and return a Response (or throw for a network failure).

export type RouteHandler = (request: Request) => Response | Promise<Response>;

export type RecordedCall = { method: string; path: string; authorization: string | null };

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

  /** Answers `METHOD /path` (exact path, no query). */
  on(method: string, path: string, handler: RouteHandler | Response | unknown): this {
    const route: RouteHandler =
      typeof handler === 'function'
        ? (handler as RouteHandler)
        : handler instanceof Response
          ? () => handler.clone()
          : () => json(handler);
    this.routes.set(`${method.toUpperCase()} ${path}`, route);
    return this;
  }

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method.toUpperCase() && call.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    this.calls.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('Authorization'),
    });
    const route = this.routes.get(key);
    if (!route) return apiError(404, 'Not Found', `No fake route for ${key}`);
    return route(request);
  };
}
