import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SandboxServer = { url: string; port: number; close(): Promise<void> };

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => void | Promise<void>;

/** Reads a small request body (sandbox endpoints only take form or JSON bodies). */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location });
  res.end();
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A loopback HTTP server for one simulated provider. */
export async function listen(port: number, handle: RouteHandler): Promise<SandboxServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    readBody(req)
      .then((body) => handle(req, res, url, body))
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { message: String(error) });
        else res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An answer a test makes the sandbox give instead of its own: e.g. a provider's published example, or a malformed one. */
export type AnswerOverride = {
  /** The status to answer (default 200). */
  status?: number;
  /** JSON-encoded unless it is a string, which is sent as it is (e.g. an HTML error page). */
  body: unknown;
  /** Default: application/json for a JSON body, text/html for a string. */
  contentType?: string;
  /** How many matching calls get it (default: every one until cleared). */
  times?: number;
};

type OverrideRule = { method: string; path: string | RegExp; answer: AnswerOverride; left: number };

/**
 * Test-only answers for the sandboxes: a call that matches a rule (method, and a path or pattern as
 * the provider sees it) is handled by the sandbox as usual, so every check of our request still
 * applies and any refusal is answered as it would be, but a successful answer is replaced by the
 * rule's. The sandbox still imitates the provider; only what the provider says changes.
 */
export function createAnswerOverrides() {
  const rules: OverrideRule[] = [];

  const matches = (rule: OverrideRule, method: string, path: string) =>
    rule.method === method && (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path));

  return {
    /** From now on, successful answers to `method path` are `answer` (`times` calls, or until cleared). */
    set(method: string, path: string | RegExp, answer: AnswerOverride): void {
      rules.unshift({ method: method.toUpperCase(), path, answer, left: answer.times ?? Infinity });
    },
    clear(): void {
      rules.length = 0;
    },
    /** Makes `res` answer a matching rule's body in place of a 2xx the sandbox writes for this call. */
    apply(method: string, path: string, res: ServerResponse): void {
      const rule = rules.find((r) => r.left > 0 && matches(r, method, path));
      if (!rule) return;
      const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, string>) => ServerResponse;
      const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
      let replaced = false;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        if (status < 200 || status >= 300 || rule.left <= 0) {
          return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
        }
        rule.left--;
        replaced = true;
        const { body } = rule.answer;
        const raw = typeof body === 'string';
        writeHead(rule.answer.status ?? 200, {
          'Content-Type': rule.answer.contentType ?? (raw ? 'text/html; charset=utf-8' : 'application/json'),
        });
        end(raw ? body : JSON.stringify(body));
        return res;
      }) as typeof res.writeHead;
      res.end = ((...args: unknown[]) =>
        replaced ? res : (end as (...a: unknown[]) => ServerResponse)(...args)) as typeof res.end;
    },
  };
}

export type AnswerOverrides = ReturnType<typeof createAnswerOverrides>;
