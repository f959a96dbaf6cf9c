import { authStorage } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';

const CODE = 'c0de-of-this-sign-in-0123456789abcdefghijkl';
const REFUSED = 'Sign-in expired or was started in another browser. Please try again.';

/** A gateway that exchanges CODE for a session of `member`, remembering how each exchange was sent. */
function exchangingGateway() {
  const credentials: RequestCredentials[] = [];
  const gateway = new FakeGateway()
    .on('POST', '/auth/session', (request: Request) => {
      credentials.push(request.credentials);
      return json({ token: 'tok-abc', user: member, expiresAt: new Date(Date.now() + 900_000).toISOString() });
    })
    .on('GET', '/auth/me', member);
  return { gateway, credentials };
}

/** Nothing script-readable holds a token. */
function expectNoStoredToken() {
  const stored = [...Object.values({ ...window.localStorage }), ...Object.values({ ...window.sessionStorage })].join(
    ' ',
  );
  expect(stored).not.toContain('tok-abc');
  expect(window.localStorage.getItem('token')).toBeNull();
}

describe('sign-in callback: a single-use code in the fragment', () => {
  it('removes the code from the address bar at once, exchanges it with credentials, keeps the token in memory only and opens the app at /', async () => {
    const { gateway, credentials } = exchangingGateway();
    const { accessToken } = renderApp({ gateway, path: `/#code=${CODE}` });

    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
    expect(gateway.callsTo('POST', '/auth/session')).toEqual([expect.objectContaining({ body: { code: CODE } })]);
    expect(credentials).toEqual(['include']);
    expect(gateway.callsTo('GET', '/auth/me')[0]?.authorization).toBe('Bearer tok-abc');
    expect(accessToken.get()).toBe('tok-abc');
    expect(authStorage.getUser()).toEqual(member);
    expectNoStoredToken();
  });

  it('a later start of the session (every query invalidated) asks the refresh cookie, never the spent code again', async () => {
    const { gateway } = exchangingGateway();
    gateway.on('POST', '/auth/refresh', {
      token: 'tok-refreshed',
      user: member,
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
    });
    const { queryClient, accessToken } = renderApp({ gateway, path: `/#code=${CODE}` });
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();

    await queryClient.invalidateQueries();

    await waitFor(() => expect(gateway.callsTo('POST', '/auth/refresh')).toHaveLength(1));
    expect(gateway.callsTo('POST', '/auth/session')).toHaveLength(1);
    expect(accessToken.get()).toBe('tok-refreshed');
    expect(screen.getByTestId('remote-page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOGIN WITH DISCORD' })).not.toBeInTheDocument();
  });

  it('goes to / even when the callback landed on another path', async () => {
    renderApp({ gateway: exchangingGateway().gateway, path: `/home#code=${CODE}` });
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('');
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
  });

  it('a code the gateway refuses (spent, expired, or from another browser) signs nobody in and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gateway = new FakeGateway().on('POST', '/auth/session', apiError(401, REFUSED));
    const { navigation } = renderApp({ gateway, path: `/#code=${CODE}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(authStorage.getUser()).toBeNull();
    expect(gateway.callsTo('GET', '/auth/me')).toHaveLength(0);
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('only logs an error parameter: no message is shown and nothing is stored', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/?error=access_denied' });

    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Sign-in failed:', 'access_denied');
    expect(screen.queryByText(/access_denied/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a state the gateway refused (invalid_state) shows why on the login screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/?error=invalid_state' });
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByText('MEMBERS ONLY')).toBeInTheDocument();
  });

  it('a token left in local storage by an earlier version is removed and never used', async () => {
    window.localStorage.setItem('token', 'old-token');
    const { gateway } = renderApp();
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(gateway.calls.every((call) => call.authorization === null)).toBe(true);
  });
});

describe('a reload keeps the member signed in through the refresh cookie', () => {
  it('a stored user asks /auth/refresh (with credentials) for a token, then loads /auth/me with it', async () => {
    const credentials: RequestCredentials[] = [];
    const gateway = new FakeGateway().on('POST', '/auth/refresh', (request: Request) => {
      credentials.push(request.credentials);
      return json({ token: 'tok-abc', user: member, expiresAt: new Date(Date.now() + 900_000).toISOString() });
    });
    renderApp({ gateway, signedInAs: member });
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
    expect(credentials).toEqual(['include']);
    expect(gateway.callsTo('POST', '/auth/refresh')[0]?.authorization).toBeNull();
    expect(gateway.callsTo('GET', '/auth/me')[0]?.authorization).toBe('Bearer tok-abc');
    expectNoStoredToken();
  });

  it('without a live session the refresh answers 401: signed out quietly, the stored user forgotten, no reload', async () => {
    const gateway = new FakeGateway().on('POST', '/auth/refresh', apiError(401, 'Your session has expired.'));
    const { navigation } = renderApp({ gateway, signedInAs: member });
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(authStorage.getUser()).toBeNull();
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('a visitor with no stored user is not sent to /auth/refresh', async () => {
    const { gateway } = renderApp();
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/auth/refresh')).toHaveLength(0);
  });
});
