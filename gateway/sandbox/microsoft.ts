import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml, redirect, sendHtml, sendJson, type SandboxServer } from './http';

/** Graph's unit for upload-session chunks (320 KiB): every chunk but the last must be a multiple of it. */
export const CHUNK_UNIT = 320 * 1024;
/** Graph's largest accepted chunk (60 MiB). */
const MAX_CHUNK = 60 * 1024 * 1024;
const ACCESS_TOKEN_SECONDS = 3600;
/** The one app registration the sandbox knows. */
const CLIENT_ID = 'sandbox-ms-client';
const CLIENT_SECRET = 'sandbox-ms-secret';

export const SANDBOX_ACCOUNT = {
  id: 'sandbox-drive-owner',
  displayName: 'Sandbox Drive Owner',
  mail: 'drive-owner@sandbox.example',
  userPrincipalName: 'drive-owner@sandbox.example',
};

type Item = {
  id: string;
  name: string;
  parentId: string | null;
  folder: boolean;
  content: Buffer | null;
  createdDateTime: string;
  lastModifiedDateTime: string;
};

type UploadSession = {
  id: string;
  parentId: string;
  name: string;
  conflictBehavior: string;
  total: number | null;
  parts: Buffer[];
  next: number;
  expiresAt: Date;
};

export type ChunkRecord = { session: string; start: number; end: number; total: number; bytes: number };

/** One request to a pre-authenticated download URL and what it was answered. */
export type DownloadRecord = { itemId: string; range: string | null; status: number; bytes: number };

export type SandboxFile = { id: string; path: string; size: number; sha256: string; content: Buffer; webUrl: string };

export type MicrosoftSandbox = SandboxServer & {
  /** The gateway settings that point at this sandbox (MS_CLIENT_ID, MS_CLIENT_SECRET, MS_AUTHORITY_URL, MS_GRAPH_URL). */
  env: Record<'MS_CLIENT_ID' | 'MS_CLIENT_SECRET' | 'MS_AUTHORITY_URL' | 'MS_GRAPH_URL', string>;
  /** MS_AUTHORITY_URL for the gateway (`<url>/common`). */
  authorityUrl: string;
  /** MS_GRAPH_URL for the gateway (`<url>/v1.0`). */
  graphUrl: string;
  /** Every upload chunk accepted or refused, in arrival order. */
  chunks: ChunkRecord[];
  /** Chunks refused because their size broke Graph's rules. */
  rejectedChunks: ChunkRecord[];
  /** Every request to a pre-authenticated download URL, in arrival order. */
  servedDownloads: DownloadRecord[];
  /** Every file in the drive with its path from the root. */
  files(): SandboxFile[];
  /** Makes `code` valid for `redirectUri` (contract tests use fixed codes). */
  preAuthorize(code: string, redirectUri: string): void;
  /** From now on every refresh token is refused (as after a password change or 90 idle days). */
  revokeRefreshTokens(): void;
  /** Every access token issued so far is refused by Graph (expired). */
  expireAccessTokens(): void;
  /** Every open upload session passes its expirationDateTime. */
  expireUploadSessions(): void;
  /** Graph answers 503 to everything while on. */
  setUnavailable(unavailable: boolean): void;
  /**
   * The next rename is applied at once but answered only once `release` is called (a slow Graph):
   * `applied` resolves when the rename has happened.
   */
  holdNextRename(): { applied: Promise<void>; release: () => void };
};

/** Reads a request body as bytes, refusing more than `limit`. */
async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const graphError = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, {
    error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomUUID() } },
  });

/** The identity platform's error body: `error`, an AADSTS description, its number, and trace ids. */
const identityError = (res: ServerResponse, status: number, error: string, aadsts: number, description: string) =>
  sendJson(res, status, {
    error,
    error_description: `AADSTS${aadsts}: ${description}`,
    error_codes: [aadsts],
    timestamp: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, 'Z'),
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
  });

/** Parameters the v2.0 token endpoint requires for each grant. */
const REQUIRED_TOKEN_FIELDS: Record<string, string[]> = {
  authorization_code: ['client_id', 'scope', 'code', 'redirect_uri'],
  refresh_token: ['client_id', 'scope', 'refresh_token'],
};

const CODE_LIFETIME_MS = 10 * 60_000;
/** How long an upload session lives without a new fragment (each accepted fragment extends it). */
const UPLOAD_SESSION_MS = 60 * 60_000;

function authorizePage(params: URLSearchParams): string {
  const approve = new URLSearchParams(params);
  const deny = new URL(params.get('redirect_uri') ?? 'about:blank');
  deny.searchParams.set('error', 'access_denied');
  deny.searchParams.set(
    'error_description',
    'The user has denied access to the scope requested by the client application.',
  );
  if (params.get('state')) deny.searchParams.set('state', params.get('state') ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Microsoft · Sign in</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f3f2f1;display:grid;place-items:center;min-height:100vh;margin:0;color:#1b1b1b}
main{background:#fff;padding:2rem;max-width:26rem;width:100%;box-shadow:0 2px 6px rgba(0,0,0,.2)}a.button{display:block;text-align:center;padding:.75rem;margin:.5rem 0;background:#0067b8;color:#fff;text-decoration:none}
a.secondary{background:#ccc;color:#000}a:focus-visible{outline:3px solid #000}p.note{color:#555;font-size:.85rem}</style></head>
<body><main><h1>Sandbox Microsoft</h1><p class="note">A simulated Microsoft identity platform and OneDrive for local use.</p>
<p>The app asks for: ${escapeHtml(params.get('scope') ?? '')}</p>
<a class="button" id="approve" href="/common/oauth2/v2.0/authorize/approve?${escapeHtml(approve.toString())}">Continue as ${escapeHtml(SANDBOX_ACCOUNT.mail)}</a>
<a class="button secondary" id="deny" href="${escapeHtml(deny.toString())}">Cancel</a></main></body></html>`;
}

/**
 * A simulated Microsoft identity platform + Graph OneDrive speaking the real wire shapes: the
 * authorize page and token endpoint (authorization_code and refresh_token grants), `/me`, folders,
 * resumable upload sessions with strict byte-range and 320 KiB chunk rules, downloads through a
 * 302 to a pre-authenticated URL that honours Range, renames and deletes.
 */
export async function startMicrosoftSandbox(options: { port?: number } = {}): Promise<MicrosoftSandbox> {
  const codes = new Map<string, { redirectUri: string; scope: string; expiresAt: number }>();
  const redeemedCodes = new Set<string>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const downloads = new Map<string, { itemId: string; expiresAt: number }>();
  const sessions = new Map<string, UploadSession>();
  const items = new Map<string, Item>();
  const chunks: ChunkRecord[] = [];
  const rejectedChunks: ChunkRecord[] = [];
  const servedDownloads: DownloadRecord[] = [];
  let refreshRevoked = false;
  let unavailable = false;
  let renameHold: { applied: () => void; released: Promise<void> } | null = null;
  let baseUrl = '';

  const now = () => new Date().toISOString();
  items.set('root', {
    id: 'root',
    name: 'root',
    parentId: null,
    folder: true,
    content: null,
    createdDateTime: now(),
    lastModifiedDateTime: now(),
  });

  const childrenOf = (id: string) => [...items.values()].filter((item) => item.parentId === id);
  const childNamed = (parentId: string, name: string) =>
    childrenOf(parentId).find((item) => item.name.toLowerCase() === name.toLowerCase());
  const pathOf = (item: Item): string => {
    const parts: string[] = [];
    for (
      let current: Item | undefined = item;
      current && current.id !== 'root';
      current = items.get(current.parentId ?? '')
    ) {
      parts.unshift(current.name);
    }
    return parts.join('/');
  };
  const toJson = (item: Item) => ({
    id: item.id,
    name: item.name,
    createdDateTime: item.createdDateTime,
    lastModifiedDateTime: item.lastModifiedDateTime,
    size: item.folder
      ? childrenOf(item.id).reduce((sum, child) => sum + (child.content?.length ?? 0), 0)
      : (item.content?.length ?? 0),
    webUrl: `${baseUrl}/view/${item.id}`,
    parentReference: item.parentId
      ? { driveId: 'sandbox-drive', id: item.parentId, path: `/drive/root:/${pathOf(items.get(item.parentId)!)}` }
      : undefined,
    ...(item.folder
      ? { folder: { childCount: childrenOf(item.id).length } }
      : { file: { mimeType: 'application/octet-stream' } }),
  });

  function createItem(
    parentId: string,
    name: string,
    folder: boolean,
    content: Buffer | null,
    conflict: string,
  ): Item | 'conflict' {
    const existing = childNamed(parentId, name);
    let finalName = name;
    if (existing) {
      if (conflict === 'fail') return 'conflict';
      if (conflict === 'replace') removeItem(existing.id);
      else {
        const dot = name.lastIndexOf('.');
        const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
        for (let n = 1; childNamed(parentId, finalName); n++) finalName = `${stem} ${n}${ext}`;
      }
    }
    const item: Item = {
      id: randomBytes(12).toString('hex').toUpperCase(),
      name: finalName,
      parentId,
      folder,
      content,
      createdDateTime: now(),
      lastModifiedDateTime: now(),
    };
    items.set(item.id, item);
    return item;
  }

  function removeItem(id: string): void {
    for (const child of childrenOf(id)) removeItem(child.id);
    items.delete(id);
  }

  /** Resolves a path below `baseId`; with `create`, missing folders are made on the way. */
  function resolvePath(baseId: string, path: string, create: boolean): Item | undefined {
    let current = items.get(baseId);
    for (const segment of path.split('/').filter(Boolean)) {
      if (!current) return undefined;
      let next = childNamed(current.id, segment);
      if (!next && create) next = createItem(current.id, segment, true, null, 'fail') as Item;
      current = next;
    }
    return current;
  }

  /** `/me/drive/<root|items/{id}>[:/<path>[:]]<action>` → base item, relative path and action. */
  function parseDrivePath(rest: string): { baseId: string; path: string | null; action: string } | null {
    let baseId: string;
    if (rest.startsWith('root')) {
      baseId = 'root';
      rest = rest.slice(4);
    } else if (rest.startsWith('items/')) {
      const match = /^items\/([^/:]+)/.exec(rest);
      if (!match?.[1]) return null;
      baseId = decodeURIComponent(match[1]);
      rest = rest.slice(match[0].length);
    } else return null;
    let path: string | null = null;
    if (rest.startsWith(':/') || rest.startsWith(':')) {
      const body = rest.startsWith(':/') ? rest.slice(2) : rest.slice(1);
      const end = body.indexOf(':');
      path = (end >= 0 ? body.slice(0, end) : body).split('/').map(decodeURIComponent).join('/');
      rest = end >= 0 ? body.slice(end + 1) : '';
    }
    return { baseId, path, action: rest.replace(/\/$/, '') };
  }

  function issueTokens() {
    const accessToken = `sandbox-at-${randomBytes(24).toString('hex')}`;
    const refreshToken = `sandbox-rt-${randomBytes(24).toString('hex')}`;
    accessTokens.set(accessToken, Date.now() + ACCESS_TOKEN_SECONDS * 1000);
    refreshTokens.add(refreshToken);
    return {
      token_type: 'Bearer',
      scope: 'https://graph.microsoft.com/Files.ReadWrite https://graph.microsoft.com/User.Read',
      expires_in: ACCESS_TOKEN_SECONDS,
      ext_expires_in: ACCESS_TOKEN_SECONDS,
      access_token: accessToken,
      refresh_token: refreshToken,
    };
  }

  /** What the authorize endpoint refuses (shown on its own error page, as Microsoft does). */
  function authorizeProblem(params: URLSearchParams): string | null {
    if (params.get('client_id') !== CLIENT_ID) {
      return `AADSTS700016: Application with identifier '${params.get('client_id') ?? ''}' was not found in the directory.`;
    }
    for (const name of ['response_type', 'redirect_uri', 'scope']) {
      if (!params.get(name)) return `AADSTS900144: The request body must contain the following parameter: '${name}'.`;
    }
    if (params.get('response_type') !== 'code') {
      return 'AADSTS700054: response_type is not enabled for the application; use code.';
    }
    if (!URL.canParse(params.get('redirect_uri') ?? '')) {
      return 'AADSTS50011: The redirect URI specified in the request does not match the redirect URIs configured for the application.';
    }
    return null;
  }

  async function handleToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = (await readBytes(req, 100_000)).toString('utf8');
    // Only form bodies are read: a JSON body arrives as if no parameter had been sent.
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const form = new URLSearchParams(contentType === 'application/x-www-form-urlencoded' ? raw : '');
    const grantType = form.get('grant_type');
    if (!grantType) {
      return identityError(
        res,
        400,
        'invalid_request',
        900144,
        "The request body must contain the following parameter: 'grant_type'.",
      );
    }
    const required = REQUIRED_TOKEN_FIELDS[grantType];
    if (!required) {
      return identityError(res, 400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
    }
    const missing = required.find((name) => !form.get(name));
    if (missing) {
      return identityError(
        res,
        400,
        'invalid_request',
        900144,
        `The request body must contain the following parameter: '${missing}'.`,
      );
    }
    if (form.get('client_id') !== CLIENT_ID) {
      return identityError(
        res,
        400,
        'unauthorized_client',
        700016,
        `Application with identifier '${form.get('client_id')}' was not found in the directory.`,
      );
    }
    if (!form.get('client_secret')) {
      return identityError(
        res,
        401,
        'invalid_client',
        7000218,
        "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
      );
    }
    if (form.get('client_secret') !== CLIENT_SECRET) {
      return identityError(res, 401, 'invalid_client', 7000215, 'Invalid client secret provided.');
    }

    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant) {
        if (redeemedCodes.has(code)) {
          return identityError(res, 400, 'invalid_grant', 54005, 'OAuth2 Authorization code was already redeemed.');
        }
        return identityError(res, 400, 'invalid_grant', 9002313, 'Invalid request. Request is malformed or invalid.');
      }
      redeemedCodes.add(code);
      if (grant.expiresAt < Date.now()) {
        return identityError(
          res,
          400,
          'invalid_grant',
          70008,
          'The provided authorization code or refresh token has expired due to inactivity.',
        );
      }
      if (grant.redirectUri !== form.get('redirect_uri')) {
        return identityError(
          res,
          400,
          'invalid_grant',
          500112,
          'The reply address does not match the reply address provided when requesting the authorization code.',
        );
      }
      return sendJson(res, 200, issueTokens());
    }
    if (refreshRevoked || !refreshTokens.has(form.get('refresh_token') ?? '')) {
      return identityError(res, 400, 'invalid_grant', 700082, 'The refresh token has expired due to inactivity.');
    }
    return sendJson(res, 200, issueTokens());
  }

  async function handleIdentity(req: IncomingMessage, res: ServerResponse, url: URL, action: string): Promise<void> {
    if (req.method === 'POST' && action === 'token') return handleToken(req, res);
    if (req.method !== 'GET' || (action !== 'authorize' && action !== 'authorize/approve')) {
      return identityError(res, 404, 'invalid_request', 900561, 'The endpoint only accepts POST requests.');
    }
    const params = url.searchParams;
    const problem = authorizeProblem(params);
    if (problem) return sendHtml(res, 400, `<h1>Sign in</h1><p>${escapeHtml(problem)}</p>`);
    if (action === 'authorize') return sendHtml(res, 200, authorizePage(params));
    const redirectUri = params.get('redirect_uri') ?? '';
    const target = new URL(redirectUri);
    const code = `sandbox-code-${randomBytes(16).toString('hex')}`;
    codes.set(code, { redirectUri, scope: params.get('scope') ?? '', expiresAt: Date.now() + CODE_LIFETIME_MS });
    target.searchParams.set('code', code);
    // The state comes back exactly as it was sent.
    if (params.has('state')) target.searchParams.set('state', params.get('state') ?? '');
    return redirect(res, target.toString());
  }

  async function handleUpload(req: IncomingMessage, res: ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session || session.expiresAt < new Date()) {
      // Graph forgets a session at its expirationDateTime; its URL then answers like any missing item.
      sessions.delete(sessionId);
      return graphError(res, 404, 'itemNotFound', 'The upload session was not found or has expired');
    }
    if (req.method === 'DELETE') {
      sessions.delete(sessionId);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'PUT') return graphError(res, 405, 'invalidRequest', 'Use PUT to upload bytes');
    // The upload URL is pre-authenticated; Graph refuses an Authorization header on it.
    if (req.headers.authorization)
      return graphError(res, 401, 'unauthenticated', 'Do not send an Authorization header to the upload URL');
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(req.headers['content-range'] ?? '');
    if (!range)
      return graphError(res, 400, 'invalidRequest', 'A Content-Range header of the form bytes a-b/total is required');
    const [start, end, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    const body = await readBytes(req, MAX_CHUNK + 1);
    const record: ChunkRecord = { session: sessionId, start, end, total, bytes: body.length };
    chunks.push(record);
    const refuse = (status: number, code: string, message: string) => {
      rejectedChunks.push(record);
      return graphError(res, status, code, message);
    };
    if (start > end || end >= total) {
      return refuse(400, 'invalidRequest', 'The Content-Range header is not valid: start <= end < total is required');
    }
    if (session.total !== null && session.total !== total) {
      return refuse(
        400,
        'invalidRequest',
        `The Content-Range total ${total} differs from the session's ${session.total}`,
      );
    }
    const isLast = end + 1 === total;
    if (body.length !== end - start + 1 || Number(req.headers['content-length']) !== body.length) {
      return refuse(400, 'invalidRequest', 'Content-Length does not match Content-Range');
    }
    if (body.length > MAX_CHUNK) return refuse(413, 'invalidRequest', 'A chunk may be at most 60 MiB');
    if (!isLast && body.length % CHUNK_UNIT !== 0) {
      return refuse(
        400,
        'invalidRequest',
        'The chunk size must be a multiple of 320 KiB (327,680 bytes) except for the last chunk',
      );
    }
    if (start !== session.next) {
      // Fragments go in order: one that overlaps or skips bytes is refused with the range still missing.
      rejectedChunks.push(record);
      return sendJson(res, 416, {
        error: {
          code: 'invalidRange',
          message: 'The uploaded fragment overlaps or skips bytes',
          innerError: { date: new Date().toISOString(), 'request-id': randomUUID() },
        },
        nextExpectedRanges: [`${session.next}-${total - 1}`],
      });
    }
    session.total = total;
    session.parts.push(body);
    session.next = end + 1;
    // Each accepted fragment extends the session.
    session.expiresAt = new Date(Date.now() + UPLOAD_SESSION_MS);
    if (!isLast) {
      return sendJson(res, 202, {
        expirationDateTime: session.expiresAt.toISOString(),
        nextExpectedRanges: [`${session.next}-${total - 1}`],
      });
    }
    sessions.delete(sessionId);
    const created = createItem(
      session.parentId,
      session.name,
      false,
      Buffer.concat(session.parts),
      session.conflictBehavior,
    );
    if (created === 'conflict')
      return graphError(res, 409, 'nameAlreadyExists', 'An item with the same name already exists');
    return sendJson(res, 201, toJson(created));
  }

  async function handleGraph(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (unavailable) return graphError(res, 503, 'serviceNotAvailable', 'The service is temporarily unavailable');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = accessTokens.get(token);
    if (!expiresAt || expiresAt < Date.now()) {
      return graphError(res, 401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    }
    if (req.method === 'GET' && path === '/me') {
      return sendJson(res, 200, { '@odata.context': `${baseUrl}/v1.0/$metadata#users/$entity`, ...SANDBOX_ACCOUNT });
    }
    if (!path.startsWith('/me/drive/')) return graphError(res, 400, 'BadRequest', `Unsupported path ${path}`);
    const parsed = parseDrivePath(path.slice('/me/drive/'.length));
    if (!parsed) return graphError(res, 400, 'BadRequest', `Unsupported drive path ${path}`);
    const { baseId, action } = parsed;
    const body =
      req.method === 'POST' || req.method === 'PATCH'
        ? (JSON.parse((await readBytes(req, 100_000)).toString('utf8') || '{}') as Record<string, unknown>)
        : {};

    if (req.method === 'POST' && action === '/createUploadSession') {
      if (!parsed.path) return graphError(res, 400, 'invalidRequest', 'The target file name is missing');
      const segments = parsed.path.split('/').filter(Boolean);
      const name = segments.pop() ?? '';
      const parent = resolvePath(baseId, segments.join('/'), true);
      if (!parent || !parent.folder) return graphError(res, 404, 'itemNotFound', 'The parent folder does not exist');
      const item = (body.item ?? {}) as Record<string, unknown>;
      const session: UploadSession = {
        id: randomBytes(16).toString('hex'),
        parentId: parent.id,
        name,
        conflictBehavior: String(item['@microsoft.graph.conflictBehavior'] ?? 'replace'),
        total: null,
        parts: [],
        next: 0,
        expiresAt: new Date(Date.now() + UPLOAD_SESSION_MS),
      };
      sessions.set(session.id, session);
      return sendJson(res, 200, {
        uploadUrl: `${baseUrl}/upload/${session.id}`,
        expirationDateTime: session.expiresAt.toISOString(),
        nextExpectedRanges: ['0-'],
      });
    }

    if (req.method === 'POST' && action === '/children') {
      const parent = parsed.path === null ? items.get(baseId) : resolvePath(baseId, parsed.path, true);
      if (!parent || !parent.folder) return graphError(res, 404, 'itemNotFound', 'The parent folder does not exist');
      const name = String(body.name ?? '');
      if (!name || /[\\/:*?"<>|]/.test(name)) return graphError(res, 400, 'invalidRequest', 'A valid name is required');
      const created = createItem(
        parent.id,
        name,
        Boolean(body.folder),
        body.folder ? null : Buffer.alloc(0),
        String(body['@microsoft.graph.conflictBehavior'] ?? 'fail'),
      );
      if (created === 'conflict')
        return graphError(res, 409, 'nameAlreadyExists', 'An item with the same name already exists under the parent');
      return sendJson(res, 201, toJson(created));
    }

    const item = parsed.path === null ? items.get(baseId) : resolvePath(baseId, parsed.path, false);
    if (!item) return graphError(res, 404, 'itemNotFound', 'The resource could not be found.');

    if (req.method === 'GET' && action === '') return sendJson(res, 200, toJson(item));
    if (req.method === 'GET' && action === '/children')
      return sendJson(res, 200, { value: childrenOf(item.id).map(toJson) });
    if (req.method === 'GET' && action === '/content') {
      if (item.folder) return graphError(res, 400, 'invalidRequest', 'Folders have no content');
      const key = randomBytes(16).toString('hex');
      downloads.set(key, { itemId: item.id, expiresAt: Date.now() + 3600_000 });
      return redirect(res, `${baseUrl}/download/${item.id}?tempauth=${key}`);
    }
    if (req.method === 'PATCH' && action === '') {
      // Renames only (moves are not used by the portal); a name taken in the folder is a 409, as in Graph.
      if (item.id === 'root') return graphError(res, 403, 'accessDenied', 'The root cannot be renamed');
      if (body.name !== undefined) {
        const name = String(body.name);
        if (!name || /[\\/:*?"<>|]/.test(name))
          return graphError(res, 400, 'invalidRequest', 'A valid name is required');
        const clash = childNamed(item.parentId ?? 'root', name);
        if (clash && clash.id !== item.id)
          return graphError(
            res,
            409,
            'nameAlreadyExists',
            'An item with the same name already exists under the parent',
          );
        item.name = name;
        item.lastModifiedDateTime = now();
        const hold = renameHold;
        renameHold = null;
        if (hold) {
          // Answered as the item was when renamed, whatever happens to it meanwhile.
          const answer = toJson(item);
          hold.applied();
          await hold.released;
          return sendJson(res, 200, answer);
        }
      }
      return sendJson(res, 200, toJson(item));
    }
    if (req.method === 'DELETE' && action === '') {
      if (item.id === 'root') return graphError(res, 403, 'accessDenied', 'The root cannot be deleted');
      removeItem(item.id);
      res.writeHead(204).end();
      return;
    }
    return graphError(res, 400, 'BadRequest', `Unsupported ${req.method} ${path}`);
  }

  /**
   * The pre-authenticated download URL, which (like Graph's) honours one `Range: bytes=a-b | a- | -n`
   * with 206 and Content-Range, answers 416 to a range past the end, and ignores anything else.
   */
  function handleDownload(req: IncomingMessage, res: ServerResponse, url: URL, itemId: string): void {
    const grant = downloads.get(url.searchParams.get('tempauth') ?? '');
    const item = items.get(itemId);
    if (!grant || grant.itemId !== itemId || grant.expiresAt < Date.now() || !item?.content) {
      return graphError(res, 401, 'unauthenticated', 'The download link is invalid or has expired');
    }
    const content = item.content;
    const rangeHeader = req.headers.range ?? null;
    const record = (status: number, bytes: number) =>
      servedDownloads.push({ itemId, range: rangeHeader, status, bytes });
    const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader ?? '');
    if (match && (match[1] || match[2])) {
      const size = content.length;
      const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
      const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
      if (start >= size || (!match[1] && Number(match[2]) === 0)) {
        record(416, 0);
        res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      if (end >= start) {
        const part = content.subarray(start, end + 1);
        record(206, part.length);
        res.writeHead(206, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(part.length),
          'Content-Range': `bytes ${start}-${end}/${size}`,
          'Accept-Ranges': 'bytes',
        });
        res.end(part);
        return;
      }
    }
    record(200, content.length);
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(content.length),
      'Accept-Ranges': 'bytes',
    });
    res.end(content);
  }

  function handleView(res: ServerResponse, itemId: string): void {
    const item = items.get(itemId);
    if (!item) return sendHtml(res, 404, '<h1>Not found</h1>');
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(item.name)} · Sandbox OneDrive</title></head>
<body style="font-family:system-ui,sans-serif"><h1>Sandbox OneDrive</h1><p><strong>${escapeHtml(item.name)}</strong></p>
<p>${escapeHtml(pathOf(item))} · ${item.content?.length ?? 0} bytes</p><p>Downloads go through the portal.</p></body></html>`,
    );
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const identity = /^\/[^/]+\/oauth2\/v2\.0\/(authorize\/approve|authorize|token)$/.exec(url.pathname);
    if (identity?.[1]) return handleIdentity(req, res, url, identity[1]);
    if (url.pathname.startsWith('/v1.0/')) return handleGraph(req, res, url.pathname.slice('/v1.0'.length));
    const upload = /^\/upload\/([0-9a-f]+)$/.exec(url.pathname);
    if (upload?.[1]) return handleUpload(req, res, upload[1]);
    const download = /^\/download\/([0-9A-F]+)$/.exec(url.pathname);
    if (download?.[1]) return handleDownload(req, res, url, download[1]);
    const view = /^\/view\/([0-9A-Za-z]+)$/.exec(url.pathname);
    if (view?.[1]) return handleView(res, view[1]);
    if (req.method === 'GET' && url.pathname === '/sandbox/files') {
      return sendJson(
        res,
        200,
        files().map(({ content: _content, ...file }) => file),
      );
    }
    return graphError(res, 404, 'BadRequest', `No sandbox route for ${req.method} ${url.pathname}`);
  };

  function files(): SandboxFile[] {
    return [...items.values()]
      .filter((item) => !item.folder && item.content)
      .map((item) => ({
        id: item.id,
        path: pathOf(item),
        size: item.content!.length,
        sha256: createHash('sha256').update(item.content!).digest('hex'),
        content: item.content!,
        webUrl: `${baseUrl}/view/${item.id}`,
      }));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = (error as { status?: number }).status ?? 500;
      if (!res.headersSent)
        graphError(
          res,
          status,
          status === 413 ? 'invalidRequest' : 'generalException',
          String((error as Error).message),
        );
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    env: {
      MS_CLIENT_ID: CLIENT_ID,
      MS_CLIENT_SECRET: CLIENT_SECRET,
      MS_AUTHORITY_URL: `${baseUrl}/common`,
      MS_GRAPH_URL: `${baseUrl}/v1.0`,
    },
    authorityUrl: `${baseUrl}/common`,
    graphUrl: `${baseUrl}/v1.0`,
    chunks,
    rejectedChunks,
    servedDownloads,
    files,
    preAuthorize(code, redirectUri) {
      codes.set(code, {
        redirectUri,
        scope: 'offline_access Files.ReadWrite User.Read',
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
    },
    revokeRefreshTokens() {
      refreshRevoked = true;
    },
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    expireUploadSessions() {
      for (const session of sessions.values()) session.expiresAt = new Date(0);
    },
    setUnavailable(value) {
      unavailable = value;
    },
    holdNextRename() {
      let applied!: () => void;
      let release!: () => void;
      const appliedPromise = new Promise<void>((resolve) => (applied = resolve));
      renameHold = { applied, released: new Promise<void>((resolve) => (release = resolve)) };
      return { applied: appliedPromise, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
