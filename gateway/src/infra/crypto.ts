import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** Thrown when a stored secret cannot be decrypted (wrong ENCRYPTION_KEY or tampered data). */
export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url');

/**
 * Secrets at rest (SMTP password, OneDrive tokens): AES-256-GCM with a key derived from
 * ENCRYPTION_KEY by HKDF, a fresh 96-bit IV per value and the GCM tag checked on the way out.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), so a future key rotation can tell versions apart.
 */
export function createSecretBox(encryptionKey: string) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(encryptionKey, 'utf8'), 'broker-deal-portal', purpose, 32));
  const key = derive('secrets-at-rest v1');

  return {
    encrypt(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
    },

    decrypt(stored: string): string {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new DecryptionError('Stored secret has an unknown format');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, unb64(iv));
        decipher.setAuthTag(unb64(tag));
        return Buffer.concat([decipher.update(unb64(ciphertext)), decipher.final()]).toString('utf8');
      } catch {
        throw new DecryptionError('Stored secret could not be decrypted (was ENCRYPTION_KEY changed?)');
      }
    },

    /** An HMAC signer for one purpose (e.g. OAuth state values), keyed independently of the cipher. */
    signer(purpose: string) {
      const hmacKey = derive(`hmac ${purpose}`);
      const sign = (value: string) => b64(createHmac('sha256', hmacKey).update(value).digest());
      return {
        sign,
        verify(value: string, signature: string): boolean {
          const expected = Buffer.from(sign(value));
          const given = Buffer.from(signature);
          return expected.length === given.length && timingSafeEqual(expected, given);
        },
      };
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
