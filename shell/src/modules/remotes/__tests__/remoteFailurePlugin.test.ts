import { describe, expect, it, vi } from 'vitest';
import { isFailedRemoteModule } from '../utils/failedRemoteModule';
import remoteFailurePlugin from '../utils/remoteFailurePlugin';

type Hook = (args: Record<string, unknown>) => unknown;

describe('federation runtime plugin', () => {
  it('answers a failed remote with a failure marker the shell turns into its contained error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = remoteFailurePlugin();
    const errorLoadRemote = plugin.errorLoadRemote as unknown as Hook;
    const result = await errorLoadRemote({
      id: 'mfeDeals/DealsPage',
      error: new Error('offline'),
      lifecycle: 'onLoad',
    });
    expect(isFailedRemoteModule(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mfeDeals/DealsPage', reason: 'offline' });
  });

  it('leaves failures of shared-module loading to the runtime', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errorLoadRemote = remoteFailurePlugin().errorLoadRemote as unknown as Hook;
    expect(await errorLoadRemote({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
  });

  it('fetches a remote entry that failed once more, after dropping the failed attempt', async () => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn(async () => entry);
    const globalLoading: Record<string, unknown> = { 'mfeDeals:http://x/remoteEntry.js': Promise.resolve() };
    const loadEntryError = remoteFailurePlugin().loadEntryError as unknown as Hook;

    const result = await loadEntryError({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfeDeals' },
      globalLoading,
      uniqueKey: 'mfeDeals:http://x/remoteEntry.js',
    });
    expect(result).toBe(entry);
    expect(globalLoading).not.toHaveProperty('mfeDeals:http://x/remoteEntry.js');
    expect(getRemoteEntry).toHaveBeenCalledWith({
      origin: {},
      remoteInfo: { name: 'mfeDeals' },
      remoteEntryExports: undefined,
    });
  });
});

describe('describeRemoteError', () => {
  it('names the unreachable URL of a federation script error', async () => {
    const { describeRemoteError } = await import('../utils/describeRemoteError');
    const error = new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"mfeDeals","resourceUrl":"http://localhost:3001/remoteEntry.js"}\nView the docs',
    );
    expect(describeRemoteError(error)).toBe('Could not load http://localhost:3001/remoteEntry.js');
    expect(describeRemoteError(new Error('remote page crashed\n    at Broken'))).toBe('remote page crashed');
  });
});
