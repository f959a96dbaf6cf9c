import type { AnswerOverride, SandboxServer } from '../http';

export type Item = {
  id: string;
  name: string;
  parentId: string | null;
  folder: boolean;
  content: Buffer | null;
  createdDateTime: string;
  lastModifiedDateTime: string;
};

export type UploadSession = {
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
  /**
   * Test-only: successful answers to `method path` (the path on this server, e.g. `/v1.0/me`,
   * `/common/oauth2/v2.0/token`, or a pattern such as /^\/upload\//) become `answer`, e.g. a malformed
   * body. The call is still checked and processed as Microsoft would, and a refusal answered as usual.
   */
  overrideAnswer(method: string, path: string | RegExp, answer: AnswerOverride): void;
  /** Drops every overridden answer. */
  clearAnswerOverrides(): void;
};
