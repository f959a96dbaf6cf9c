import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const valid = {
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: 'y'.repeat(40),
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
};

describe('deployment settings', () => {
  it('trusts no proxy unless told, whatever NODE_ENV says', () => {
    expect(loadConfig(valid).TRUST_PROXY_HOPS).toBe(0);
    expect(loadConfig({ ...valid, NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/portal' }).TRUST_PROXY_HOPS).toBe(
      0,
    );
    expect(loadConfig({ ...valid, TRUST_PROXY_HOPS: '1' }).TRUST_PROXY_HOPS).toBe(1);
  });

  it('refuses a TRUST_PROXY_HOPS that is not a whole number of proxies, naming it', () => {
    expect(() => loadConfig({ ...valid, TRUST_PROXY_HOPS: 'yes' })).toThrow(
      /TRUST_PROXY_HOPS: must be a whole number of proxies/,
    );
    expect(() => loadConfig({ ...valid, TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('in production, a missing MONGODB_URI stops the start with a message saying what to set', () => {
    expect(() => loadConfig({ ...valid, NODE_ENV: 'production' })).toThrow(
      /MONGODB_URI: MONGODB_URI is required when NODE_ENV=production|MONGODB_URI is required when NODE_ENV=production/,
    );
    // Local runs keep the embedded database.
    expect(loadConfig(valid).MONGODB_URI).toBeUndefined();
  });
});
