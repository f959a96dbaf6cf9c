import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { authStorage } from '../authStorage';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const user = {
  id: 'u1',
  discordId: '1',
  username: 'demo-member',
  name: null,
  email: null,
  avatar: null,
  isAdmin: false,
  isWhitelisted: true,
};

function fakeFetch(status: number, body: unknown) {
  const calls: Request[] = [];
  const fetch = async (input: Request) => {
    calls.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe('createApiClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored bearer token on every call', async () => {
    const { calls, fetch } = fakeFetch(200, user);
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'abc', fetch });
    const { data } = await api.GET('/auth/me');
    expect(data).toEqual(user);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(calls[0]?.url).toBe('http://api.test/auth/me');
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls, fetch } = fakeFetch(200, {});
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    await api.GET('/config');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('by default, a 401 clears the stored token and user and reloads the page', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { reload });
    storage.setItem('token', 'abc');
    authStorage.saveUser(user);
    const { fetch } = fakeFetch(401, { error: 'Authentication required', message: 'Authentication required' });
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    const { error, response } = await api.GET('/auth/me');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ error: 'Authentication required' });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a 401 to a call without a token (not signed in) signs nobody out', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(401, { error: 'Your session has expired. Please sign in again.', message: 'x' });
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, onUnauthorized, fetch });
    await api.POST('/auth/refresh');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('the cookie routes never carry the bearer token, nor ask for one', async () => {
    const getToken = vi.fn(() => 'abc');
    const { calls, fetch } = fakeFetch(200, {});
    const api = createApiClient({ baseUrl: 'http://api.test', getToken, fetch });
    await api.POST('/auth/refresh');
    await api.POST('/auth/session', { body: { code: 'c'.repeat(43) } });
    expect(calls.map((call) => call.headers.has('Authorization'))).toEqual([false, false]);
    expect(getToken).not.toHaveBeenCalled();
  });

  it('waits for a token that is being refreshed', async () => {
    const { calls, fetch } = fakeFetch(200, user);
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'fresh', fetch });
    await api.GET('/auth/me');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('does not sign out on other errors', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(403, { error: 'Admin access required', message: 'x' });
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'abc', onUnauthorized, fetch });
    await api.GET('/admin/users');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('authStorage', () => {
  it('stores and reads the user, and never writes a token', () => {
    const storage = new MemoryStorage();
    authStorage.saveUser(user, storage);
    expect(authStorage.getUser(storage)).toEqual(user);
    expect(authStorage.getToken(storage)).toBeNull();
  });

  it('treats invalid stored user JSON as signed out and clears both entries', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 't');
    storage.setItem('user', '{not json');
    expect(authStorage.getUser(storage)).toBeNull();
    expect(storage.getItem('token')).toBeNull();
  });
});
