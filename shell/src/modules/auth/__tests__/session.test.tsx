import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';
import { createQueryClient } from '../../runtime/utils/createQueryClient';

describe('session state (docs/product.md#sessions; the token in memory, the user in local storage)', () => {
  it('is signed out without a stored user and calls neither /auth/refresh nor /auth/me', async () => {
    const { gateway } = renderApp();
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/auth/me')).toHaveLength(0);
    expect(gateway.callsTo('POST', '/auth/refresh')).toHaveLength(0);
  });

  it('shows a spinner while the current user loads', async () => {
    let answer: (response: Response) => void = () => {};
    const gateway = new FakeGateway().on(
      'GET',
      '/auth/me',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderApp({ signedInAs: member, gateway });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your account…');
    answer(json(member));
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
    expect(screen.queryByText('Loading your account…')).not.toBeInTheDocument();
  });

  it('calls /auth/me once with the bearer token, stores the answer, and does not call it again', async () => {
    const fresh = { ...member, name: 'Maria Renamed' };
    const gateway = new FakeGateway();
    renderApp({ signedInAs: member, gateway, me: fresh });
    await screen.findByTestId('remote-page');

    await userEvent.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    await screen.findByRole('heading', { name: 'Welcome back, Maria Renamed' });
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await userEvent.click(screen.getAllByRole('link', { name: 'Deals' })[0]!);
    await screen.findByTestId('remote-page');

    expect(gateway.callsTo('GET', '/auth/me')).toEqual([
      expect.objectContaining({ authorization: 'Bearer token-123' }),
    ]);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(fresh);
  });

  it('signs out when /auth/me fails, without retrying', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gateway = new FakeGateway();
    renderApp({ signedInAs: member, gateway, me: apiError(500, 'Internal Server Error') });

    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/auth/me')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('signs out when the gateway cannot be reached for /auth/me', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gateway = new FakeGateway();
    renderApp({ signedInAs: member, gateway });
    gateway.on('GET', '/auth/me', () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a call to /auth/me cut off by leaving the page (a reload, a link) keeps the stored user for the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let cutOff: (error: Error) => void = () => {};
    const gateway = new FakeGateway();
    const { queryClient } = renderApp({
      signedInAs: member,
      gateway,
      me: () => new Promise<Response>((_, reject) => (cutOff = reject)),
    });
    await screen.findByText('Loading your account…');

    await waitFor(() => expect(gateway.callsTo('GET', '/auth/me')).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    try {
      cutOff(new TypeError('Failed to fetch'));
      await waitFor(() => expect(queryClient.getQueryState(['auth', 'me'])?.status).toBe('error'));
      expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(member);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('a 401 from /auth/me clears the token and user and reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navigation } = renderApp({ signedInAs: member, me: apiError(401, 'Unauthorized') });
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('a 401 from any later call (revoked token) clears the token and user and reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gateway = new FakeGateway();
    const { navigation } = renderApp({ signedInAs: member, gateway, path: '/home' });
    gateway.on('GET', '/deals/summary', apiError(401, 'Unauthorized', 'The token was revoked'));
    await screen.findByRole('heading', { name: /Welcome back/ });

    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('signs out when the stored user is not valid JSON', async () => {
    window.localStorage.setItem('user', '{broken');
    const gateway = new FakeGateway().on('GET', '/auth/me', member);
    renderApp({ gateway });

    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(gateway.callsTo('POST', '/auth/refresh')).toHaveLength(0);
    expect(gateway.callsTo('GET', '/auth/me')).toHaveLength(0);
  });

  it('query data is retried once and not refetched on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(1);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
