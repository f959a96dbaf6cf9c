import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirect, sendJson } from '../http';
import type { Drive } from './drive';
import { graphError, readBytes } from './errors';
import { SANDBOX_ACCOUNT, UPLOAD_SESSION_MS } from './fixtures';
import type { IdentityState } from './identity';
import type { UploadState } from './uploads';
import type { UploadSession } from './types';

const now = () => new Date().toISOString();

/** What Graph's answers depend on beyond the drive: outages and a rename held back by a test. */
export function createGraphState() {
  return {
    unavailable: false,
    renameHold: null as { applied: () => void; released: Promise<void> } | null,
    /** Pre-authenticated download keys and the item each opens. */
    downloads: new Map<string, { itemId: string; expiresAt: number }>(),
  };
}

export type GraphState = ReturnType<typeof createGraphState>;

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

/** Graph v1.0: `/me` and the drive (items by path or id, children, upload sessions, content, rename, delete). */
export function createGraph(
  state: GraphState & { baseUrl: string },
  drive: Drive,
  identity: IdentityState,
  uploads: UploadState,
) {
  const { accessTokens } = identity;
  const { sessions } = uploads;
  const { downloads } = state;
  const { items, childrenOf, childNamed, toJson, createItem, removeItem, resolvePath } = drive;

  async function handleGraph(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (state.unavailable) return graphError(res, 503, 'serviceNotAvailable', 'The service is temporarily unavailable');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = accessTokens.get(token);
    if (!expiresAt || expiresAt < Date.now()) {
      return graphError(res, 401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    }
    if (req.method === 'GET' && path === '/me') {
      return sendJson(res, 200, {
        '@odata.context': `${state.baseUrl}/v1.0/$metadata#users/$entity`,
        ...SANDBOX_ACCOUNT,
      });
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
        uploadUrl: `${state.baseUrl}/upload/${session.id}`,
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
      return redirect(res, `${state.baseUrl}/download/${item.id}?tempauth=${key}`);
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
        const hold = state.renameHold;
        state.renameHold = null;
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

  return { handleGraph };
}
