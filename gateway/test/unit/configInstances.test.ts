import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { localStorageWarning } from '../../src/features/storage/sharedPath';

const valid = {
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: 'y'.repeat(40),
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
};

describe('several instances and the local storage folder', () => {
  it('one instance by default, its storage folder not declared shared; no warning', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({ INSTANCE_COUNT: 1, LOCAL_STORAGE_SHARED: false });
    expect(localStorageWarning(config)).toBeNull();
  });

  it('more than one instance without a shared folder: the gateway warns and says what to set', () => {
    const warning = localStorageWarning(loadConfig({ ...valid, INSTANCE_COUNT: '3', LOCAL_STORAGE_DIR: '/srv/docs' }));
    expect(warning).toContain('INSTANCE_COUNT is 3');
    expect(warning).toContain('/srv/docs');
    expect(warning).toContain('LOCAL_STORAGE_SHARED=true');
  });

  it('more than one instance with a shared folder: no warning', () => {
    const config = loadConfig({ ...valid, INSTANCE_COUNT: '2', LOCAL_STORAGE_SHARED: 'true' });
    expect(localStorageWarning(config)).toBeNull();
  });

  it('refuses a malformed instance count or shared flag', () => {
    expect(() => loadConfig({ ...valid, INSTANCE_COUNT: '0' })).toThrow(/INSTANCE_COUNT/);
    expect(() => loadConfig({ ...valid, LOCAL_STORAGE_SHARED: 'yes' })).toThrow(/LOCAL_STORAGE_SHARED/);
  });
});
