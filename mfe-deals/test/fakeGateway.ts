// A fake of the network boundary: a `fetch` answering the gateway's routes from a table.
// Handlers get the Request and return a Response (or throw for a network failure).

export type RouteHandler = (request: Request) => Response | Promise<Response>;

export type RecordedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  url: string;
  /** JSON bodies, parsed; multipart bodies as their fields (files by name). */
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

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!request.body) return undefined;
  if (type.includes('application/json')) return request.clone().json();
  if (type.includes('multipart/form-data')) {
    const form = await request.clone().formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : { fileName: (value as File).name, size: (value as File).size };
    });
    return fields;
  }
  return request.clone().text();
}

export class FakeGateway {
  readonly calls: RecordedCall[] = [];
  private readonly routes = new Map<string, RouteHandler>();

  constructor(readonly baseUrl = 'http://gateway.test') {}

  /** Answers `METHOD /path` (exact path, any query). */
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
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.get('Authorization'),
      url: request.url,
      body: await readBody(request),
    });
    const route = this.routes.get(key);
    if (!route) return json({ error: 'Not Found', message: `No fake route for ${key}` }, 404);
    return route(request);
  };
}
