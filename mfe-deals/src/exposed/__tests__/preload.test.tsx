import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeDeal } from '../../../test/fixtures';
import { renderDealsPage } from '../../../test/renderDealsPage';
import { dealsQueryKeys } from '../../modules/deals/hooks/dealsQueryKeys';
import { preload } from '../preload';

describe('preload (the shell calls it when /auth/me answers)', () => {
  it("starts the member's first deals page before the page renders; the page uses it instead of asking again", async () => {
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute([makeDeal({ dealId: 'DL-2026-000042' })]));
    let beforeRender: string | undefined;
    renderDealsPage({
      gateway,
      beforeRender: ({ api, queryClient, user }) => {
        void preload({ api, queryClient, user, search: '' });
        // The page's own query (same key) is already on its way.
        beforeRender = queryClient.getQueryState(dealsQueryKeys.pages({ kind: 'mine' }))?.fetchStatus;
      },
    });
    expect(beforeRender).toBe('fetching');
    expect(await screen.findByText('DL-2026-000042')).toBeInTheDocument();
    const firstPages = gateway.callsTo('GET', '/deals').filter((call) => call.query.limit === '50');
    expect(firstPages).toHaveLength(1);
    expect(firstPages[0]?.query).toEqual({ limit: '50' });
  });

  it("starts the admin's first page with the filters in the address bar, which the page then shows", async () => {
    window.history.replaceState(null, '', '/?status=Closed&view=stage');
    const gateway = new FakeGateway()
      .on('GET', '/admin/deals', pagedRoute([makeDeal({ status: 'Closed' })]))
      .on('GET', '/admin/users', pagedRoute([]));
    renderDealsPage({
      gateway,
      user: admin,
      beforeRender: ({ api, queryClient, user }) => void preload({ api, queryClient, user, search: '?status=Closed' }),
    });
    expect(await screen.findByText('Showing 1 deal')).toBeInTheDocument();
    const firstPages = gateway.callsTo('GET', '/admin/deals').filter((call) => call.query.limit === '50');
    expect(firstPages.map((call) => call.query)).toEqual([{ status: 'Closed', limit: '50' }]);
  });

  it('sends nothing for a reversed date range (the page says why instead)', async () => {
    const gateway = new FakeGateway();
    const { queryClient, api } = renderDealsPage({ gateway: gateway.on('GET', '/admin/users', []), user: admin });
    await preload({ api, queryClient, user: admin, search: '?startDate=2026-03-31&endDate=2026-03-01' });
    expect(gateway.callsTo('GET', '/admin/deals').filter((call) => call.query.startDate)).toHaveLength(0);
  });
});
