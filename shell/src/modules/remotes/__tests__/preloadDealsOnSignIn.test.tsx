import { screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { deferred, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { member, pending } from '@portal/web-kit/testing';
import { fakeRemoteLoader, renderApp } from '../../../../test/renderApp';
import type { RemoteLoader } from '../types/RemoteLoader';
import type { RemotePreload } from '@portal/web-kit/remote-contract';
import { backgroundCallsReady } from '../../runtime/utils/backgroundCallsReady';
import { loadDealsPageAfterRequest, preloadDealsOnSignIn } from '../utils/preloadDealsOnSignIn';

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
      beforeRender: (services) => void preloadDealsOnSignIn({ ...services, search: window.location.search }),
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
      beforeRender: (services) => void preloadDealsOnSignIn({ ...services, search: '' }),
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
      beforeRender: (services) => void preloadDealsOnSignIn({ ...services, search: '' }),
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
      beforeRender: (services) => void preloadDealsOnSignIn({ ...services, search: '' }),
    });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
    expect(gateway.callsTo('GET', '/deals')).toHaveLength(0);
  });
});

describe('nothing holds up the first deals request', () => {
  /** A remote whose preload asks for the first page and whose deals page loads at once. */
  const dealsRemote: RemoteLoader = async (id) =>
    id === 'mfeDeals/preload' ? { preload: firstPage } : fakeRemoteLoader(id);

  /** Wires the preload as bootstrap.tsx does: the page's chunks and the bell's calls wait for it. */
  const asBootstrapDoes =
    (search = '') =>
    (services: { api: ApiClient; queryClient: QueryClient; loadRemote: RemoteLoader }) => {
      const preload = preloadDealsOnSignIn({ ...services, search });
      return {
        loadRemote: loadDealsPageAfterRequest(services.loadRemote, preload),
        backgroundCallsReady: backgroundCallsReady(services.queryClient, preload.settled),
      };
    };

  it('the deals page’s chunks are asked for only once the first deals request is out', async () => {
    const order: string[] = [];
    const gateway = new FakeGateway();
    const rows = pagedRoute([]);
    gateway.on('GET', '/deals', (request: Request) => {
      order.push('GET /deals');
      return rows(request);
    });
    renderApp({
      gateway,
      signedInAs: member,
      loadRemote: async (id) => {
        order.push(`load ${id}`);
        return dealsRemote(id);
      },
      // The route renders the page (and asks for its chunks) the moment /auth/me answers.
      beforeRender: asBootstrapDoes(),
    });
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
    expect(order.indexOf('GET /deals')).toBeGreaterThan(-1);
    expect(order.indexOf('GET /deals')).toBeLessThan(order.indexOf('load mfeDeals/DealsPage'));
    expect(order.filter((entry) => entry === 'GET /deals')).toHaveLength(1);
  });

  it('the bell’s count and event stream wait until the first deals page has answered', async () => {
    const gateway = new FakeGateway();
    const answer = deferred();
    const rows = pagedRoute([]);
    gateway.on('GET', '/deals', async (request: Request) => {
      await answer.promise;
      return rows(request);
    });
    renderApp({ gateway, signedInAs: member, loadRemote: dealsRemote, beforeRender: asBootstrapDoes() });
    await waitFor(() => expect(gateway.callsTo('GET', '/deals')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // The page is on screen, its first request still on the server: the bell has asked for nothing.
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/notifications/updates')).toHaveLength(0);
    expect(gateway.callsTo('GET', '/notifications/stream')).toHaveLength(0);

    answer.release();
    await waitFor(() => expect(gateway.callsTo('GET', '/notifications/updates')).toHaveLength(1));
    await waitFor(() => expect(gateway.callsTo('GET', '/notifications/stream')).toHaveLength(1));
  });

  it('without a landing request (another page, access pending) the bell starts once the user is known', async () => {
    const { gateway } = renderApp({
      signedInAs: member,
      path: '/admin',
      beforeRender: (services) => ({ backgroundCallsReady: backgroundCallsReady(services.queryClient, null) }),
    });
    await waitFor(() => expect(gateway.callsTo('GET', '/notifications/updates')).toHaveLength(1));
    await waitFor(() => expect(gateway.callsTo('GET', '/notifications/stream')).toHaveLength(1));
  });
});
