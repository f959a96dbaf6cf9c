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
    authStorage.save('abc', user);
    const { fetch } = fakeFetch(401, { error: 'Authentication required', message: 'Authentication required' });
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    const { error, response } = await api.GET('/auth/me');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ error: 'Authentication required' });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
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
  it('stores and reads the token and user', () => {
    const storage = new MemoryStorage();
    authStorage.save('t', user, storage);
    expect(authStorage.getToken(storage)).toBe('t');
    expect(authStorage.getUser(storage)).toEqual(user);
  });

  it('treats invalid stored user JSON as signed out and clears both entries', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 't');
    storage.setItem('user', '{not json');
    expect(authStorage.getUser(storage)).toBeNull();
    expect(storage.getItem('token')).toBeNull();
  });
});
