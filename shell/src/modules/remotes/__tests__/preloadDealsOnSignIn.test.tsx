import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json } from '../../../../test/fakeGateway';
import { member, pending } from '../../../../test/fixtures';
import { fakeRemoteLoader, renderApp } from '../../../../test/renderApp';
import type { RemoteLoader } from '../types/RemoteLoader';
import type { RemotePreload } from '../types/RemotePageProps';
import { preloadDealsOnSignIn } from '../utils/preloadDealsOnSignIn';

/** A remote whose deals page stays loading until released, and whose preload asks for the first page. */
function slowDealsRemote(preload: RemotePreload) {
  const page = deferred();
  const loadRemote: RemoteLoader = async (id) => {
    if (id === 'mfeDeals/preload') return { preload };
    if (id === 'mfeDeals/DealsPage') await page.promise;
    return fakeRemoteLoader(id);
  };
  return { loadRemote, releasePage: page.release };
}

const firstPage: RemotePreload = async ({ api }) => {
  await api.GET('/deals', { params: { query: { limit: 50 } } });
};

describe('the deals request starts when the user is known, not when the deals page has rendered', () => {
  it('asks for the first deals page right after /auth/me while the remote page is still loading', async () => {
    const preload = vi.fn(firstPage);
    const { loadRemote, releasePage } = slowDealsRemote(preload);
    const { gateway } = renderApp({
      signedInAs: member,
      path: '/?status=Open',
      loadRemote,
      beforeRender: (services) => preloadDealsOnSignIn({ ...services, search: window.location.search }),
    });

    await waitFor(() => expect(gateway.callsTo('GET', '/deals')).toHaveLength(1));
    // The remote page has not rendered (its module has not even arrived).
    expect(screen.queryByTestId('remote-page')).toBeNull();
    const order = gateway.calls.map((call) => call.path);
    expect(order.indexOf('/auth/me')).toBeLessThan(order.indexOf('/deals'));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload.mock.calls[0]?.[0]).toMatchObject({ user: { username: member.username }, search: '?status=Open' });

    releasePage();
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does not preload for a visitor whose access is pending', async () => {
    const preload = vi.fn(firstPage);
    const { loadRemote } = slowDealsRemote(preload);
    renderApp({
      signedInAs: pending,
      loadRemote,
      beforeRender: (services) => preloadDealsOnSignIn({ ...services, search: '' }),
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });

  it('preloads nothing when /auth/me fails', async () => {
    const preload = vi.fn(firstPage);
    const { loadRemote } = slowDealsRemote(preload);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      signedInAs: member,
      me: json({ error: 'Unauthorized', message: 'Token expired' }, 401),
      loadRemote,
      beforeRender: (services) => preloadDealsOnSignIn({ ...services, search: '' }),
    });
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });

  it('a preload that cannot be loaded changes nothing: the page loads as ever', async () => {
    const failing: RemoteLoader = async (id) => {
      if (id === 'mfeDeals/preload') throw new Error('ScriptNetworkError');
      return fakeRemoteLoader(id);
    };
    const { gateway } = renderApp({
      signedInAs: member,
      loadRemote: failing,
      beforeRender: (services) => preloadDealsOnSignIn({ ...services, search: '' }),
    });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
    expect(gateway.callsTo('GET', '/deals')).toHaveLength(0);
  });
});
