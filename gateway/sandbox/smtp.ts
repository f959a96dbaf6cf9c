import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { escapeHtml, listen, sendHtml, sendJson, type SandboxServer } from './http';

export type CaughtMessage = {
  id: string;
  /** The From header, decoded (falls back to the envelope sender). */
  from: string;
  /** The envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** When the catcher received it (ISO 8601). */
  date: string;
  /** The SMTP user the sender authenticated as, if any. */
  authUser: string | null;
};

export type SmtpSandbox = SandboxServer & {
  /** SMTP host and port for the portal's e-mail settings. */
  smtpHost: string;
  smtpPort: number;
  messages(): CaughtMessage[];
  clear(): void;
  /** Takes the SMTP listener down (connections are refused) until `start()`; messages are kept. */
  stop(): Promise<void>;
  /** Brings the SMTP listener back on the same port. */
  start(): Promise<void>;
  /**
   * Keeps every message to `address` waiting in its SMTP exchange (the data is never acknowledged)
   * until `release(address)`: a slow or stuck mail server, as one recipient's message sees it.
   */
  hold(address: string): void;
  /** Lets the held messages to `address` through (caught as usual) and stops holding new ones. */
  release(address: string): void;
  /** Resolves with the first message (already caught or still to come) that matches. */
  waitFor(match: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
};

// ---- A small MIME reader: enough for what mail clients and nodemailer send. ----

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset?.trim().toLowerCase() || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(text: string, underscoresAreSpaces = false): Buffer {
  const source = (underscoresAreSpaces ? text.replace(/_/g, ' ') : text).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?utf-8?B?…?=`, `=?utf-8?Q?…?=`); whitespace between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) =>
      decodeCharset(
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text, true),
        charset,
      ),
    );
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const param = (header: string, name: string) =>
  new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i')
    .exec(header)
    ?.slice(1)
    .find((v) => v !== undefined);

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = param(part.headers.get('content-type') ?? '', 'charset');
  // The body arrived as latin1 text so that every byte survives until it is decoded here.
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, charset).replace(/\r\n/g, '\n');
}

/** The first text/plain and text/html bodies of a (possibly multipart) message. */
function readBodies(part: Part, found: { text: string | null; html: string | null }): void {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(part.headers.get('content-type') ?? '', 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      // The line break before each boundary belongs to the boundary (RFC 2046).
      readBodies(splitPart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), found);
    }
    return;
  }
  if (type.startsWith('text/html')) found.html ??= decodeBody(part);
  else if (type.startsWith('text/')) found.text ??= decodeBody(part);
}

export function parseMessage(raw: Buffer): { from: string | null; subject: string; text: string; html: string | null } {
  const message = splitPart(raw.toString('latin1'));
  const found = { text: null as string | null, html: null as string | null };
  readBodies(message, found);
  const header = (name: string) => {
    const value = message.headers.get(name);
    return value === undefined ? null : decodeWords(decodeCharset(Buffer.from(value, 'latin1'), 'utf-8'));
  };
  return {
    from: header('from'),
    subject: header('subject') ?? '',
    text: (found.text ?? '').trimEnd(),
    html: found.html,
  };
}

function inboxPage(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><small>${escapeHtml(m.date)} · from ${escapeHtml(m.from)} · to ${escapeHtml(m.to.join(', '))}</small></p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox SMTP · Inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc}pre{white-space:pre-wrap}</style></head>
<body><h1>Sandbox SMTP inbox</h1><p>${messages.length} message(s). JSON at <code>/messages</code>.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it receives, plus a small
 * HTTP API for tests and the sandbox UI: `GET /messages` (JSON), `DELETE /messages`, and an HTML
 * inbox at `/`. The SMTP side can be stopped and started again on the same port to simulate an outage.
 */
export async function startSmtpSandbox(
  options: {
    smtpPort?: number;
    httpPort?: number;
    /** When set, only this password signs in (535 for any other): a server that refuses the login. */
    password?: string;
  } = {},
): Promise<SmtpSandbox> {
  const caught: CaughtMessage[] = [];
  const waiters = new Set<{ match: (m: CaughtMessage) => boolean; resolve: (m: CaughtMessage) => void }>();
  let smtp: SMTPServer | null = null;
  let smtpPort = options.smtpPort ?? 0;
  /** Per held address, the exchanges waiting for its release. */
  const held = new Map<string, (() => void)[]>();
  const heldAddress = (recipients: string[]) => recipients.find((address) => held.has(address.toLowerCase()));

  const record = (message: CaughtMessage) => {
    caught.push(message);
    for (const waiter of waiters) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  };

  async function start(): Promise<void> {
    if (smtp) return;
    const server = new SMTPServer({
      name: 'sandbox-smtp.local',
      banner: 'Sandbox SMTP catcher',
      logger: false,
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      size: 25 * 1024 * 1024,
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        if (options.password !== undefined && auth.password !== options.password) {
          callback(new Error('Invalid username or password'));
          return;
        }
        callback(null, { user: auth.username ?? 'anonymous' });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const waitingFor = heldAddress(recipients);
          const accept = () => {
            catchMessage();
            callback();
          };
          if (waitingFor) held.get(waitingFor.toLowerCase())!.push(accept);
          else accept();
        });
        const catchMessage = () => {
          const parsed = parseMessage(Buffer.concat(chunks));
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          record({
            id: randomUUID(),
            from: parsed.from ?? envelopeFrom,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject,
            text: parsed.text,
            html: parsed.html,
            date: new Date().toISOString(),
            authUser: typeof session.user === 'string' ? session.user : null,
          });
        };
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(smtpPort, '127.0.0.1', () => resolve());
    });
    smtpPort = (server.server.address() as { port: number }).port;
    smtp = server;
  }

  async function stop(): Promise<void> {
    const server = smtp;
    smtp = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  await start();

  const http = await listen(options.httpPort ?? 0, (req, res, url) => {
    // Readable from the browser too (the sandbox UI shows the inbox).
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, DELETE' };
    if (url.pathname === '/messages' && req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === '/messages' && req.method === 'GET') return sendJson(res, 200, caught, cors);
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      caught.length = 0;
      res.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === '/' && req.method === 'GET') return sendHtml(res, 200, inboxPage(caught));
    return sendJson(res, 404, { message: 'Not found' });
  });

  return {
    url: http.url,
    port: http.port,
    smtpHost: '127.0.0.1',
    get smtpPort() {
      return smtpPort;
    },
    messages: () => [...caught],
    clear: () => {
      caught.length = 0;
    },
    stop,
    start,
    hold(address) {
      if (!held.has(address.toLowerCase())) held.set(address.toLowerCase(), []);
    },
    release(address) {
      const waiting = held.get(address.toLowerCase()) ?? [];
      held.delete(address.toLowerCase());
      for (const accept of waiting) accept();
    },
    waitFor(match, timeoutMs = 15_000) {
      const already = caught.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching e-mail within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    async close() {
      await stop();
      await http.close();
    },
  };
}
