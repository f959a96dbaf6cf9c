import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const valid = {
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: 'y'.repeat(40),
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
};

describe('OneDrive, storage and job settings', () => {
  it('default to the real Microsoft endpoints, local storage and gentle job retries', () => {
    expect(loadConfig(valid)).toMatchObject({
      MS_CLIENT_ID: '',
      MS_AUTHORITY_URL: 'https://login.microsoftonline.com/common',
      MS_GRAPH_URL: 'https://graph.microsoft.com/v1.0',
      MS_REDIRECT_URI: 'http://localhost:4000/auth/onedrive/callback',
      ONEDRIVE_ROOT_FOLDER: 'Deal Portal Documents',
      ONEDRIVE_CHUNK_BYTES: 3_276_800,
      LOCAL_STORAGE_DIR: '.data/uploads',
      JOBS_PROCESS_EVERY_MS: 5000,
      JOBS_RETRY_DELAY_MS: 30_000,
      JOBS_MAX_RETRIES: 20,
    });
  });

  it('explains a chunk size that Graph would refuse and a folder name OneDrive cannot hold', () => {
    let error: unknown;
    try {
      loadConfig({ ...valid, ONEDRIVE_CHUNK_BYTES: '1000000', ONEDRIVE_ROOT_FOLDER: 'a/b', MS_GRAPH_URL: 'graph' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/ONEDRIVE_CHUNK_BYTES: must be a multiple of 327680 \(320 KiB\)/);
    expect(problems).toMatch(/ONEDRIVE_ROOT_FOLDER: must be a plain folder name/);
    expect(problems).toMatch(/MS_GRAPH_URL: must be an absolute URL/);
  });
});
