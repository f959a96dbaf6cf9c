import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY, loadConfig } from '../../src/config';

const valid = {
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: 'y'.repeat(40),
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...valid, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.join('\n');
  }
  throw new Error('expected a ConfigError');
};

describe('GHL settings', () => {
  it("default to GHL's API v2, its published webhook key, no shared secret and a 10-minute reconciliation", () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({
      GHL_API_BASE_URL: 'https://services.leadconnectorhq.com',
      GHL_REQUEST_TIMEOUT_MS: 15_000,
      GHL_MAX_RETRIES: 4,
      GHL_BURST_LIMIT: 90,
      GHL_WEBHOOK_RATE_LIMIT_PER_MINUTE: 600,
      GHL_WEBHOOK_MAX_AGE_SECONDS: 300,
      GHL_RECONCILE_INTERVAL: '10 minutes',
      GHL_SYNC_WAIT_MS: 25_000,
      GHL_PUSH_HOLD_MS: 60_000,
      GHL_DEFAULT_ASSIGNED_USER_ID: '',
    });
    expect(config.GHL_WEBHOOK_SHARED_SECRET).toBeUndefined();
    expect(config.GHL_WEBHOOK_PUBLIC_KEY).toBe(GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY);
    expect(GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY).toContain('MCowBQYDK2VwAyEAi2HR1srL4o18O8BRa7gVJY7G7bupbN3H9AwJrHCDiOg=');
  });

  it("the webhook's freshness window is between 30 seconds and a day", () => {
    expect(loadConfig({ ...valid, GHL_WEBHOOK_MAX_AGE_SECONDS: '600' }).GHL_WEBHOOK_MAX_AGE_SECONDS).toBe(600);
    for (const outOfRange of ['0', '29', '86401', 'five minutes']) {
      expect(() => loadConfig({ ...valid, GHL_WEBHOOK_MAX_AGE_SECONDS: outOfRange })).toThrow(
        /GHL_WEBHOOK_MAX_AGE_SECONDS/,
      );
    }
  });

  it('take the webhook key as PEM (also with literal \\n), as base64 SPKI or as the raw 32-byte key', () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const der = publicKey.export({ format: 'der', type: 'spki' });
    for (const form of [pem, pem.replace(/\n/g, '\\n'), der.toString('base64'), der.subarray(-32).toString('base64')]) {
      expect(loadConfig({ ...valid, GHL_WEBHOOK_PUBLIC_KEY: form }).GHL_WEBHOOK_PUBLIC_KEY).toBe(pem);
    }
  });

  it('explain a key that is not Ed25519, a short shared secret and an interval Agenda cannot read', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' });
    const problems = problemsOf({
      GHL_WEBHOOK_PUBLIC_KEY: rsa.toString(),
      GHL_WEBHOOK_SHARED_SECRET: 'short',
      GHL_RECONCILE_INTERVAL: 'sometimes',
      GHL_API_BASE_URL: 'leadconnector',
    });
    expect(problems).toMatch(
      /GHL_WEBHOOK_PUBLIC_KEY: must be an Ed25519 public key as PEM or base64 \(not an Ed25519 key \(rsa\)\)/,
    );
    expect(problems).toMatch(/GHL_WEBHOOK_SHARED_SECRET: must be at least 16 characters/);
    expect(problems).toMatch(/GHL_RECONCILE_INTERVAL: must be an interval such as '10 minutes'/);
    expect(problems).toMatch(/GHL_API_BASE_URL: must be an absolute URL/);
    expect(problemsOf({ GHL_WEBHOOK_PUBLIC_KEY: 'not a key' })).toMatch(
      /GHL_WEBHOOK_PUBLIC_KEY: must be an Ed25519 public key/,
    );
    expect(loadConfig({ ...valid, GHL_RECONCILE_INTERVAL: 'off' }).GHL_RECONCILE_INTERVAL).toBe('off');
  });
});
