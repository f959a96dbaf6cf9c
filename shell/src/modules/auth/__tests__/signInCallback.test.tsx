import { authStorage } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { FakeGateway } from '../../../../test/fakeGateway';

function callbackPath(params: Record<string, string>) {
  return `/?${new URLSearchParams(params).toString()}`;
}

describe('sign-in callback query', () => {
  it('stores token and user, removes them from the address bar at once and opens the app at /', async () => {
    const gateway = new FakeGateway().on('GET', '/auth/me', member);
    renderApp({ gateway, path: callbackPath({ token: 'tok-abc', user: JSON.stringify(member) }) });

    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBe('tok-abc');
    expect(authStorage.getUser()).toEqual(member);

    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
    expect(gateway.callsTo('GET', '/auth/me')[0]?.authorization).toBe('Bearer tok-abc');
  });

  it('goes to / even when the callback landed on another path', async () => {
    renderApp({
      gateway: new FakeGateway().on('GET', '/auth/me', member),
      path: `/home?${new URLSearchParams({ token: 't', user: JSON.stringify(member) })}`,
    });
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
  });

  it('only logs an error parameter: no message is shown and nothing is stored', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: callbackPath({ error: 'access_denied' }) });

    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Sign-in failed:', 'access_denied');
    expect(screen.queryByText(/access_denied/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('stores nothing when only the token is present', async () => {
    renderApp({ path: callbackPath({ token: 'lonely' }) });
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('stores nothing when the user parameter is not valid JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: callbackPath({ token: 'tok', user: '{not json' }) });
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
