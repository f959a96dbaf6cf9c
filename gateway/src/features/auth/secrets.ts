import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, URL-safe (43 characters). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, so a leaked collection opens no session. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
