import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

type DevSecrets = { JWT_SECRET: string; ENCRYPTION_KEY: string };

/**
 * Secrets for local runs: generated once and kept beside the embedded database, so a
 * restart keeps sessions valid and encrypted settings readable. Production sets its own.
 */
export function loadOrCreateDevSecrets(file: string): DevSecrets {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DevSecrets;
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
