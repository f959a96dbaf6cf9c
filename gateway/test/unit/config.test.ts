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

  it('reads comma-separated lists', () => {
    const config = loadConfig({
      ...valid,
      INITIAL_ADMIN_DISCORD_USERNAMES: ' alice , Bob ,,',
      FRONTEND_ORIGINS: 'http://localhost:3000,http://localhost:3001',
    });
    expect(config.INITIAL_ADMIN_DISCORD_USERNAMES).toEqual(['alice', 'Bob']);
    expect(config.FRONTEND_ORIGINS).toEqual(['http://localhost:3000', 'http://localhost:3001']);
  });
});
