import { describe, expect, it } from 'vitest';
import { createSecretBox, DecryptionError } from '../crypto';

describe('secrets at rest (AES-256-GCM)', () => {
  const box = createSecretBox('k'.repeat(40));

  it('round-trips, with a fresh IV each time', () => {
    const a = box.encrypt('smtp password ✓');
    const b = box.encrypt('smtp password ✓');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box.decrypt(a)).toBe('smtp password ✓');
  });

  it('refuses tampered data and another key', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.decrypt([parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.'))).toThrow(
      DecryptionError,
    );
    expect(() => createSecretBox('z'.repeat(40)).decrypt(sealed)).toThrow(DecryptionError);
    expect(() => box.decrypt('plain text')).toThrow(DecryptionError);
  });

  it('signs and verifies values per purpose', () => {
    const signer = box.signer('state');
    const signature = signer.sign('onedrive_auth.abc');
    expect(signer.verify('onedrive_auth.abc', signature)).toBe(true);
    expect(signer.verify('onedrive_auth.abd', signature)).toBe(false);
    expect(box.signer('other').verify('onedrive_auth.abc', signature)).toBe(false);
  });
});
