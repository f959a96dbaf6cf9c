import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { ByteRange } from '../http/byteRange';
import { createAnswerChecks, UNEXPECTED_ANSWER, type AnswerReporting } from './providerAnswers';

export type MicrosoftConfig = {
  clientId: string;
  clientSecret: string;
  /** e.g. https://login.microsoftonline.com/common */
  authorityUrl: string;
  /** e.g. https://graph.microsoft.com/v1.0 */
  graphUrl: string;
  redirectUri: string;
};

/** Files read/write, offline access (a refresh token) and the user's profile. */
export const ONEDRIVE_SCOPES = ['offline_access', 'Files.ReadWrite', 'User.Read'];

export type MicrosoftTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number;
};

/** An optional field: absent, or of the wrong type, it reads as undefined. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
/** A URL we call or hand to a browser: http(s) only. */
const httpUrl = z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
  message: 'expected an http(s) URL',
});

/**
 * The shapes of the identity platform's and Graph's answers the portal uses (the token response,
 * user, driveItem, uploadSession). What we need is required; other fields are optional and dropped
 * when of another type; undeclared ones are dropped.
 */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: lenient(z.string().min(1)),
  expires_in: lenient(z.union([z.number().positive(), z.string().regex(/^\d+$/)])),
});
const userAnswer = z.object({
  mail: lenient(z.string().nullable()),
  userPrincipalName: lenient(z.string().nullable()),
  displayName: lenient(z.string().nullable()),
});
const driveItem = z.object({
  id: z.string().min(1),
  name: z.string(),
  size: lenient(z.number()),
  webUrl: lenient(httpUrl),
  folder: lenient(z.object({})),
  file: lenient(z.object({ mimeType: lenient(z.string()) })),
});
const uploadSession = z.object({ uploadUrl: httpUrl });
const uploadProgress = z.object({ nextExpectedRanges: lenient(z.array(z.string())) });

export type DriveItem = z.output<typeof driveItem>;

/** Microsoft refused the code or refresh token (expired, revoked, already used). */
export class MicrosoftGrantError extends Error {
  override readonly name = 'MicrosoftGrantError';
}
/** Microsoft or Graph could not be reached, or answered with something unexpected. */
export class MicrosoftUnavailableError extends Error {
  override readonly name = 'MicrosoftUnavailableError';
}
/** Microsoft answered, but not in a shape the portal can use (logged and counted; callers answer 502). */
export class GraphUnexpectedAnswerError extends MicrosoftUnavailableError {
  constructor(readonly operation: string) {
    super(UNEXPECTED_ANSWER.microsoft_graph);
  }
}
/** Graph refused the access token (401). */
export class GraphUnauthorizedError extends Error {
  override readonly name = 'GraphUnauthorizedError';
}
/** The item does not exist (404). */
export class GraphNotFoundError extends Error {
  override readonly name = 'GraphNotFoundError';
}

const TIMEOUT_MS = 30_000;
/** Graph's unit for upload-session chunks: every chunk but the last must be a multiple of it. */
export const GRAPH_CHUNK_UNIT = 320 * 1024;

type GraphErrorBody = { error?: { code?: string; message?: string } | string; error_description?: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');
/** Encodes each segment of a drive path for the `root:/path:` syntax. */
const encodePath = (path: string) => path.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** `bytes a-b/size` of a 206 answer; null when absent or malformed. */
function parseContentRange(header: string | null): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/**
 * The Microsoft identity platform (OAuth code flow with refresh tokens) and the parts of Microsoft
 * Graph's drive API the portal uses: the signed-in user, folders, resumable upload sessions,
 * downloads and deletes. Speaks the real wire shapes, so the sandbox and Microsoft are interchangeable.
 */
export function createMicrosoftClient(
  config: MicrosoftConfig,
  fetchImpl: typeof fetch = fetch,
  reporting: AnswerReporting = {},
) {
  const authority = trimSlash(config.authorityUrl);
  const graph = trimSlash(config.graphUrl);
  const checks = createAnswerChecks({
    provider: 'microsoft_graph',
    reporting,
    unexpected: (operation) => new GraphUnexpectedAnswerError(operation),
  });

  /** A successful answer read through `schema` (an unreadable body reads as its text, which no schema accepts). */
  async function answer<S extends z.ZodType>(response: Response, operation: string, schema: S): Promise<z.output<S>> {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // left as text
    }
    return checks.answer(operation, schema, body);
  }

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new MicrosoftUnavailableError(`Microsoft could not be reached: ${(error as Error).message}`);
    }
  }

  async function errorText(response: Response): Promise<string> {
    const body = (await response.json().catch(() => ({}))) as GraphErrorBody;
    if (typeof body.error === 'object')
      return `${body.error.code ?? response.status}: ${body.error.message ?? ''}`.trim();
    return body.error_description ?? body.error ?? `HTTP ${response.status}`;
  }

  async function tokenRequest(form: Record<string, string>): Promise<MicrosoftTokens> {
    const response = await call(`${authority}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        scope: ONEDRIVE_SCOPES.join(' '),
        ...form,
      }),
    });
    if (response.status >= 500)
      throw new MicrosoftUnavailableError(`Microsoft token endpoint answered ${response.status}`);
    if (!response.ok) {
      const refusal = (await response.json().catch(() => ({}))) as { error?: string; error_description?: string };
      throw new MicrosoftGrantError(
        refusal.error_description ?? refusal.error ?? `Microsoft answered ${response.status}`,
      );
    }
    const body = await answer(response, 'POST /oauth2/v2.0/token', tokenAnswer);
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresInSeconds: Number(body.expires_in ?? 3600),
    };
  }

  async function graphCall(accessToken: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    headers.set('Accept', 'application/json');
    const response = await call(`${graph}${path}`, { ...init, headers });
    if (response.status === 401) throw new GraphUnauthorizedError(await errorText(response));
    if (response.status === 404) throw new GraphNotFoundError(await errorText(response));
    return response;
  }

  /** A successful answer read through `schema`; a refusal is MicrosoftUnavailableError saying what failed. */
  async function expectJson<S extends z.ZodType>(
    response: Response,
    what: string,
    operation: string,
    schema: S,
  ): Promise<z.output<S>> {
    if (!response.ok) throw new MicrosoftUnavailableError(`${what} failed: ${await errorText(response)}`);
    return answer(response, operation, schema);
  }

  return {
    configured: Boolean(config.clientId && config.clientSecret),

    /** The authorize page: code flow, our scopes, the callback and the caller's signed state. */
    authorizeUrl(state: string): string {
      const url = new URL(`${authority}/oauth2/v2.0/authorize`);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', config.redirectUri);
      url.searchParams.set('response_mode', 'query');
      url.searchParams.set('scope', ONEDRIVE_SCOPES.join(' '));
      url.searchParams.set('state', state);
      url.searchParams.set('prompt', 'select_account');
      return url.toString();
    },

    exchangeCode: (code: string) =>
      tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: config.redirectUri }),

    refresh: (refreshToken: string) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** The signed-in account's e-mail (mail, else the sign-in name). */
    async me(accessToken: string): Promise<{ email: string | null; displayName: string | null }> {
      const body = await expectJson(
        await graphCall(accessToken, '/me'),
        'Reading the Microsoft profile',
        'GET /me',
        userAnswer,
      );
      return { email: body.mail ?? body.userPrincipalName ?? null, displayName: body.displayName ?? null };
    },

    /** Creates `name` under the drive path `parentPath` ('' = root); an existing folder is returned as is. */
    async ensureFolder(accessToken: string, parentPath: string, name: string): Promise<DriveItem> {
      const parent = parentPath ? `/me/drive/root:/${encodePath(parentPath)}:/children` : '/me/drive/root/children';
      const response = await graphCall(accessToken, parent, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, folder: {}, '@microsoft.graph.conflictBehavior': 'fail' }),
      });
      if (response.status === 409) {
        const path = [parentPath, name].filter(Boolean).join('/');
        return expectJson(
          await graphCall(accessToken, `/me/drive/root:/${encodePath(path)}`),
          'Reading a folder',
          'GET /me/drive/root:/{path}',
          driveItem,
        );
      }
      return expectJson(response, 'Creating a folder', 'POST /me/drive/root:/{path}:/children', driveItem);
    },

    /**
     * Uploads a file from disk into a folder through a resumable upload session, in chunks of
     * `chunkBytes` (a multiple of 320 KiB; only the last chunk may be shorter). A name that is
     * taken gets a new one (`conflictBehavior: rename`). The session is cancelled on failure.
     */
    async uploadFile(
      accessToken: string,
      input: { folderId: string; fileName: string; filePath: string; size: number; chunkBytes: number },
    ): Promise<DriveItem> {
      if (input.chunkBytes % GRAPH_CHUNK_UNIT !== 0) throw new Error('Upload chunks must be a multiple of 320 KiB');
      const session = await expectJson(
        await graphCall(
          accessToken,
          `/me/drive/items/${encodeURIComponent(input.folderId)}:/${encodeURIComponent(input.fileName)}:/createUploadSession`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': 'rename', name: input.fileName } }),
          },
        ),
        'Creating an upload session',
        'POST /me/drive/items/{id}:/{name}:/createUploadSession',
        uploadSession,
      );

      let offset = 0;
      try {
        for (;;) {
          const length = Math.min(input.chunkBytes, input.size - offset);
          const end = offset + length - 1;
          // Each chunk streams from the spooled file, so memory is bounded by the chunk size
          // whatever the file's size (docs/performance.md). The upload URL is pre-authenticated:
          // Graph rejects an Authorization header on it.
          const response = await call(session.uploadUrl, {
            method: 'PUT',
            headers: { 'Content-Length': String(length), 'Content-Range': `bytes ${offset}-${end}/${input.size}` },
            body: createReadStream(input.filePath, { start: offset, end }) as unknown as RequestInit['body'],
            duplex: 'half',
          } as RequestInit);
          if (response.status === 200 || response.status === 201) {
            return answer(response, 'PUT {uploadUrl}', driveItem);
          }
          if (response.status !== 202)
            throw new MicrosoftUnavailableError(`Uploading a chunk failed: ${await errorText(response)}`);
          const progress = await answer(response, 'PUT {uploadUrl}', uploadProgress);
          const next = Number.parseInt(progress.nextExpectedRanges?.[0]?.split('-')[0] ?? String(end + 1), 10);
          if (!Number.isFinite(next) || next <= offset || next >= input.size) {
            throw new MicrosoftUnavailableError('The upload session asked for an unexpected range');
          }
          offset = next;
        }
      } catch (error) {
        await call(session.uploadUrl, { method: 'DELETE' }).catch(() => undefined);
        throw error;
      }
    },

    /**
     * Renames an item in its folder; 'taken' when the folder already holds that name (Graph answers
     * 409 nameAlreadyExists, whatever the account type).
     */
    async renameItem(accessToken: string, itemId: string, name: string): Promise<DriveItem | 'taken'> {
      const response = await graphCall(accessToken, `/me/drive/items/${encodeURIComponent(itemId)}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (response.status === 409) return 'taken';
      return expectJson(response, 'Renaming a file', 'PATCH /me/drive/items/{id}', driveItem);
    },

    /**
     * The item's bytes, or `range` of them. Graph answers /content with a 302 to a short-lived
     * pre-authenticated URL; a Range must go to that URL (not to /content), which answers 206.
     */
    async download(
      accessToken: string,
      itemId: string,
      range?: ByteRange,
    ): Promise<{ stream: Readable; size: number | undefined; range: ByteRange | null }> {
      const timeout = AbortSignal.timeout(5 * 60_000);
      let response = await graphCall(accessToken, `/me/drive/items/${encodeURIComponent(itemId)}/content`, {
        redirect: 'manual',
        signal: timeout,
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        // No Authorization on the pre-authenticated URL: it carries its own short-lived grant.
        response = await call(location, {
          headers: range ? { Range: `bytes=${range.start}-${range.end}` } : {},
          signal: timeout,
        });
      }
      if (!response.ok || !response.body) {
        throw new MicrosoftUnavailableError(`Downloading the file failed: ${await errorText(response)}`);
      }
      const stream = Readable.fromWeb(response.body as WebReadableStream);
      const part = response.status === 206 ? parseContentRange(response.headers.get('content-range')) : null;
      if (part) return { stream, size: part.size, range: { start: part.start, end: part.end } };
      const length = response.headers.get('content-length');
      return { stream, size: length ? Number(length) : undefined, range: null };
    },

    /** Deletes an item by id (files, or folders with their contents). A missing item is not an error. */
    async deleteItem(accessToken: string, itemId: string): Promise<void> {
      try {
        const response = await graphCall(accessToken, `/me/drive/items/${encodeURIComponent(itemId)}`, {
          method: 'DELETE',
        });
        if (!response.ok) throw new MicrosoftUnavailableError(`Deleting a file failed: ${await errorText(response)}`);
      } catch (error) {
        if (!(error instanceof GraphNotFoundError)) throw error;
      }
    },

    /** Deletes the item at a drive path (e.g. a deal's folder). A missing item is not an error. */
    async deletePath(accessToken: string, path: string): Promise<void> {
      try {
        const response = await graphCall(accessToken, `/me/drive/root:/${encodePath(path)}:`, { method: 'DELETE' });
        if (!response.ok) throw new MicrosoftUnavailableError(`Deleting a folder failed: ${await errorText(response)}`);
      } catch (error) {
        if (!(error instanceof GraphNotFoundError)) throw error;
      }
    },
  };
}

export type MicrosoftClient = ReturnType<typeof createMicrosoftClient>;
