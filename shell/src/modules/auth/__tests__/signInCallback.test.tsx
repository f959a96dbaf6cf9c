import { authStorage } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { FakeGateway } from '../../../../test/fakeGateway';

function callbackPath(params: Record<string, string>) {
  return `/?${new URLSearchParams(params).toString()}`;
}

/** This tab started a sign-in (LOGIN WITH DISCORD stored its nonce). */
function startedHere(nonce = 'nonce-of-this-tab-0123456789') {
  window.sessionStorage.setItem('signInNonce', nonce);
  return nonce;
}

const REFUSED = 'Sign-in expired or was started in another browser. Please try again.';

describe('sign-in callback query', () => {
  it('stores token and user, removes them from the address bar at once and opens the app at /', async () => {
    const gateway = new FakeGateway().on('GET', '/auth/me', member);
    const nonce = startedHere();
    renderApp({ gateway, path: callbackPath({ token: 'tok-abc', user: JSON.stringify(member), nonce }) });

    expect(window.location.search).toBe('');
    expect(window.sessionStorage.getItem('signInNonce')).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBe('tok-abc');
    expect(authStorage.getUser()).toEqual(member);

    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
    expect(gateway.callsTo('GET', '/auth/me')[0]?.authorization).toBe('Bearer tok-abc');
  });

  it('goes to / even when the callback landed on another path', async () => {
    renderApp({
      gateway: new FakeGateway().on('GET', '/auth/me', member),
      path: `/home?${new URLSearchParams({ token: 't', user: JSON.stringify(member), nonce: startedHere() })}`,
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

  it('a token link this tab did not start (no nonce, another nonce, or none stored) signs nobody in and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: [string | null, Record<string, string>][] = [
      [null, { token: 'planted', user: JSON.stringify(member), nonce: 'attacker-nonce-0123456789' }],
      ['nonce-of-this-tab-0123456789', { token: 'planted', user: JSON.stringify(member) }],
      [
        'nonce-of-this-tab-0123456789',
        { token: 'planted', user: JSON.stringify(member), nonce: 'attacker-nonce-0123' },
      ],
    ];
    for (const [stored, params] of cases) {
      if (stored) startedHere(stored);
      const view = renderApp({ path: callbackPath(params) });
      expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
      expect(screen.getByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(window.location.search).toBe('');
      view.unmount();
    }
  });

  it('a state the gateway refused (invalid_state) shows why on the login screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: callbackPath({ error: 'invalid_state' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByText('MEMBERS ONLY')).toBeInTheDocument();
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
    renderApp({ path: callbackPath({ token: 'tok', user: '{not json', nonce: startedHere() }) });
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
