import { describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '../utils/defaultRuntimeConfig';
import { loadRuntimeConfig } from '../utils/loadRuntimeConfig';
import { parseRuntimeConfig } from '../utils/parseRuntimeConfig';

describe('runtime config', () => {
  it('reads the API base URL and the remote entry URLs', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: 'https://api.portal.example/',
        remotes: {
          mfeDeals: 'https://deals.portal.example/remoteEntry.js',
          mfeAdmin: 'https://admin.portal.example/remoteEntry.js',
        },
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.portal.example',
      remotes: {
        mfeDeals: 'https://deals.portal.example/remoteEntry.js',
        mfeAdmin: 'https://admin.portal.example/remoteEntry.js',
      },
    });
  });

  it('keeps the loopback defaults for missing or malformed fields', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'not a url', remotes: { mfeDeals: 42 } })).toEqual(defaultRuntimeConfig);
    expect(defaultRuntimeConfig).toEqual({
      apiBaseUrl: 'http://localhost:4000',
      remotes: { mfeDeals: 'http://localhost:3001/remoteEntry.js', mfeAdmin: 'http://localhost:3002/remoteEntry.js' },
    });
  });

  it('fetches /runtime-config.json without caching', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ apiBaseUrl: 'http://gw:4000' })));
    const config = await loadRuntimeConfig(fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(config.apiBaseUrl).toBe('http://gw:4000');
  });

  it('falls back to the defaults (with a warning) when the file cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = await loadRuntimeConfig(
      (async () => new Response('nope', { status: 404 })) as unknown as typeof fetch,
    );
    expect(config).toEqual(defaultRuntimeConfig);
    expect(warn).toHaveBeenCalled();
  });
});
