import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const valid = {
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: 'y'.repeat(40),
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
};

describe('configuration from the environment', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({
      PORT: 4000,
      PRODUCT_NAME: 'DealDesk',
      JWT_TTL_SECONDS: 8 * 3600,
      DISCORD_REDIRECT_URI: 'http://localhost:4000/auth/discord/callback',
      FRONTEND_ORIGINS: ['http://localhost:3000'],
      INITIAL_ADMIN_DISCORD_USERNAMES: [],
    });
  });

  it('per-member quotas: the defaults docs/configuration.md lists, and a stream re-checks its session every minute', () => {
    expect(loadConfig(valid)).toMatchObject({
      NOTIFICATION_STREAMS_PER_MEMBER: 5,
      WRITES_PER_MINUTE_PER_MEMBER: 60,
      STORED_BYTES_PER_MEMBER: 1024 * 1024 * 1024,
      STORED_BYTES_PER_DEAL: 250 * 1024 * 1024,
      NOTIFICATION_STREAM_SESSION_CHECK_MS: 60_000,
    });
    // Never less often than once a minute: revocation must end a stream within a minute.
    expect(() => loadConfig({ ...valid, NOTIFICATION_STREAM_SESSION_CHECK_MS: '120000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...valid, WRITES_PER_MINUTE_PER_MEMBER: '0' })).toThrow(ConfigError);
  });

  it('names every missing or malformed value in one error', () => {
    let error: unknown;
    try {
      loadConfig({ JWT_SECRET: 'short', PORT: 'eighty', SHELL_URL: 'not a url', SANDBOX_SERVICES: 'discord,fax' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/JWT_SECRET must be at least 32 characters/);
    expect(problems).toMatch(/ENCRYPTION_KEY is required/);
    expect(problems).toMatch(/DISCORD_CLIENT_ID is required/);
    expect(problems).toMatch(/DISCORD_CLIENT_SECRET is required/);
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/SHELL_URL: must be an absolute URL/);
    expect(problems).toMatch(/SANDBOX_SERVICES/);
  });

  it('the embedded database runs on SQLite or PostgreSQL, nothing else', () => {
    expect(loadConfig(valid).EMBEDDED_DB_BACKEND).toBe('postgresql');
    expect(loadConfig({ ...valid, EMBEDDED_DB_BACKEND: 'postgresql' }).EMBEDDED_DB_BACKEND).toBe('postgresql');
    expect(() => loadConfig({ ...valid, EMBEDDED_DB_BACKEND: 'mysql' })).toThrow(/EMBEDDED_DB_BACKEND/);
  });

  it('reads comma-separated lists', () => {
    const config = loadConfig({
      ...valid,
      INITIAL_ADMIN_DISCORD_USERNAMES: ' alice , Bob ,,',
      FRONTEND_ORIGINS: 'http://localhost:3000,http://localhost:3001',
    });
    expect(config.INITIAL_ADMIN_DISCORD_USERNAMES).toEqual(['alice', 'Bob']);
    expect(config.FRONTEND_ORIGINS).toEqual(['http://localhost:3000', 'http://localhost:3001']);
  });

  it('sessions and initial admins: a 15-minute token by default, admins named by Discord id', () => {
    const config = loadConfig({ ...valid, INITIAL_ADMIN_DISCORD_IDS: ' 180000000000000001 ,, 180000000000000002' });
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(config.INITIAL_ADMIN_DISCORD_IDS).toEqual(['180000000000000001', '180000000000000002']);
    expect(() => loadConfig({ ...valid, INITIAL_ADMIN_DISCORD_IDS: 'chief-admin' })).toThrow(
      /INITIAL_ADMIN_DISCORD_IDS.*must be Discord user ids/,
    );
  });
});
