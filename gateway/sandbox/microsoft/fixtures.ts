/** The one app registration, account and limits the sandbox Microsoft knows. */

/** Graph's unit for upload-session chunks (320 KiB): every chunk but the last must be a multiple of it. */
export const CHUNK_UNIT = 320 * 1024;
/** Graph's largest accepted chunk (60 MiB). */
export const MAX_CHUNK = 60 * 1024 * 1024;
export const ACCESS_TOKEN_SECONDS = 3600;
/** The one app registration the sandbox knows. */
export const CLIENT_ID = 'sandbox-ms-client';
export const CLIENT_SECRET = 'sandbox-ms-secret';

export const SANDBOX_ACCOUNT = {
  id: 'sandbox-drive-owner',
  displayName: 'Sandbox Drive Owner',
  mail: 'drive-owner@sandbox.example',
  userPrincipalName: 'drive-owner@sandbox.example',
};

/** Parameters the v2.0 token endpoint requires for each grant. */
export const REQUIRED_TOKEN_FIELDS: Record<string, string[]> = {
  authorization_code: ['client_id', 'scope', 'code', 'redirect_uri'],
  refresh_token: ['client_id', 'scope', 'refresh_token'],
};

export const CODE_LIFETIME_MS = 10 * 60_000;
/** How long an upload session lives without a new fragment (each accepted fragment extends it). */
export const UPLOAD_SESSION_MS = 60 * 60_000;
