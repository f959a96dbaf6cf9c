import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAnswerOverrides, sendJson } from '../http';
import { createDownloads } from './downloads';
import { createDrive, createDriveState } from './drive';
import { graphError } from './errors';
import { CLIENT_ID, CLIENT_SECRET, CODE_LIFETIME_MS } from './fixtures';
import { createGraph, createGraphState } from './graph';
import { createIdentity, createIdentityState } from './identity';
import type { DownloadRecord, MicrosoftSandbox } from './types';
import { createUploadState, createUploads } from './uploads';

export { CHUNK_UNIT, SANDBOX_ACCOUNT } from './fixtures';
export type { ChunkRecord, DownloadRecord, MicrosoftSandbox, SandboxFile } from './types';

/**
 * A simulated Microsoft identity platform + Graph OneDrive speaking the real wire shapes: the
 * authorize page and token endpoint (authorization_code and refresh_token grants), `/me`, folders,
 * resumable upload sessions with strict byte-range and 320 KiB chunk rules, downloads through a
 * 302 to a pre-authenticated URL that honours Range, renames and deletes.
 */
export async function startMicrosoftSandbox(options: { port?: number } = {}): Promise<MicrosoftSandbox> {
  const state = { ...createDriveState(), ...createGraphState() };
  const identityState = createIdentityState();
  const uploadState = createUploadState();
  const servedDownloads: DownloadRecord[] = [];
  const overrides = createAnswerOverrides();
  const drive = createDrive(state);
  const { handleIdentity } = createIdentity(identityState);
  const { handleGraph } = createGraph(state, drive, identityState, uploadState);
  const { handleUpload } = createUploads(uploadState, drive);
  const { handleDownload, handleView } = createDownloads(state.downloads, servedDownloads, drive);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    if (!url.pathname.startsWith('/sandbox/')) overrides.apply(req.method ?? 'GET', url.pathname, res);
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
        drive.files().map(({ content: _content, ...file }) => file),
      );
    }
    return graphError(res, 404, 'BadRequest', `No sandbox route for ${req.method} ${url.pathname}`);
  };

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
  state.baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: state.baseUrl,
    port,
    env: {
      MS_CLIENT_ID: CLIENT_ID,
      MS_CLIENT_SECRET: CLIENT_SECRET,
      MS_AUTHORITY_URL: `${state.baseUrl}/common`,
      MS_GRAPH_URL: `${state.baseUrl}/v1.0`,
    },
    authorityUrl: `${state.baseUrl}/common`,
    graphUrl: `${state.baseUrl}/v1.0`,
    chunks: uploadState.chunks,
    rejectedChunks: uploadState.rejectedChunks,
    servedDownloads,
    files: drive.files,
    preAuthorize(code, redirectUri) {
      identityState.codes.set(code, {
        redirectUri,
        scope: 'offline_access Files.ReadWrite User.Read',
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
    },
    revokeRefreshTokens() {
      identityState.refreshRevoked = true;
    },
    expireAccessTokens() {
      for (const token of identityState.accessTokens.keys()) identityState.accessTokens.set(token, 0);
    },
    expireUploadSessions() {
      for (const session of uploadState.sessions.values()) session.expiresAt = new Date(0);
    },
    setUnavailable(value) {
      state.unavailable = value;
    },
    holdNextRename() {
      let applied!: () => void;
      let release!: () => void;
      const appliedPromise = new Promise<void>((resolve) => (applied = resolve));
      state.renameHold = { applied, released: new Promise<void>((resolve) => (release = resolve)) };
      return { applied: appliedPromise, release };
    },
    overrideAnswer: (method, path, answer) => overrides.set(method, path, answer),
    clearAnswerOverrides: () => overrides.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
