import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedView } from '@portal/contracts';
import { FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeDeal } from '../../../../../test/fixtures';
import { pipelineOf } from '../../../../../test/pipelineRoutes';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const staleDeal = makeDeal({ id: 'd-stale', dealId: 'DL-2026-000010', stale: true, daysInStage: 9 });
const freshDeal = makeDeal({ id: 'd-fresh', dealId: 'DL-2026-000011', stale: false, daysInStage: 2 });

/** GET /deals answering only stale deals when asked for `stale=true`. */
function gatewayWithStaleFilter() {
  return new FakeGateway().on('GET', '/deals', (request) => {
    const stale = new URL(request.url).searchParams.get('stale') === 'true';
    return json(pageOf(stale ? [staleDeal] : [staleDeal, freshDeal]));
  });
}

describe('stale deals on the member deals page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a stale deal’s row carries a Stale badge named with its days in stage; a fresh one has none', async () => {
    renderDealsPage({ gateway: gatewayWithStaleFilter() });
    const stale = await screen.findByRole('listitem', { name: /DL-2026-000010/ });
    const badge = within(stale).getByRole('img', { name: 'Stale: 9 days in stage' });
    expect(badge).toHaveTextContent('Stale');
    const fresh = screen.getByRole('listitem', { name: /DL-2026-000011/ });
    expect(within(fresh).queryByRole('img', { name: /Stale/ })).not.toBeInTheDocument();
  });

  it('Stale only asks the gateway for stale=true, keeps it in the address, and lists only the stale deal', async () => {
    const gateway = gatewayWithStaleFilter();
    renderDealsPage({ gateway });
    await screen.findByRole('listitem', { name: /DL-2026-000011/ });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Stale only' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: /DL-2026-000011/ })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: /DL-2026-000010/ })).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/deals').at(-1)?.query.stale).toBe('true');
    expect(new URLSearchParams(window.location.search).get('stale')).toBe('true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Stale only' }));
    expect(await screen.findByRole('listitem', { name: /DL-2026-000011/ })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a stale=true address opens with Stale only ticked', async () => {
    window.history.replaceState(null, '', '/deals?stale=true');
    const gateway = gatewayWithStaleFilter();
    renderDealsPage({ gateway });
    expect(await screen.findByRole('checkbox', { name: 'Stale only' })).toBeChecked();
    await waitFor(() => expect(gateway.callsTo('GET', '/deals')[0]?.query.stale).toBe('true'));
  });
});

/** GET /admin/deals and its pipeline answering only stale deals for `stale=true`, and one saved view of stale deals. */
function adminGatewayWithStaleFilter() {
  const staleOf = (request: Request) => new URL(request.url).searchParams.get('stale') === 'true';
  const view: SavedView = {
    id: 'v-stale',
    name: 'Stale deals',
    query: 'stale=true',
    createdByUsername: 'demo-admin',
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
  };
  return new FakeGateway()
    .on('GET', '/admin/users', pagedRoute([admin]))
    .on('GET', '/admin/saved-views', () => json({ items: [view] }))
    .on('GET', '/admin/deals', (request) => json(pageOf(staleOf(request) ? [staleDeal] : [staleDeal, freshDeal])))
    .on('GET', '/admin/deals/pipeline', (request) =>
      json(pipelineOf(staleOf(request) ? [staleDeal] : [staleDeal, freshDeal])),
    );
}

describe('stale deals on the admin deals page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('Stale only is one of the filters: it asks GET /admin/deals for stale=true, keeps it in the address, and Clear Filters clears it', async () => {
    const gateway = adminGatewayWithStaleFilter();
    renderDealsPage({ user: admin, gateway });
    expect(await screen.findByText('Showing 2 deals')).toBeInTheDocument();
    const filters = within(screen.getByRole('search', { name: 'Filter deals' }));

    await userEvent.click(filters.getByRole('checkbox', { name: 'Stale only' }));

    expect(await screen.findByText('Showing 1 deal')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /DL-2026-000010/ })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /DL-2026-000011/ })).not.toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/deals').at(-1)?.query.stale).toBe('true');
    expect(new URLSearchParams(window.location.search).get('stale')).toBe('true');

    await userEvent.click(filters.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Showing 2 deals')).toBeInTheDocument();
    expect(filters.getByRole('checkbox', { name: 'Stale only' })).not.toBeChecked();
    expect(window.location.search).toBe('');
  });

  it('the stage view of a stale=true address asks the pipeline for stale deals only', async () => {
    window.history.replaceState(null, '', '/deals?stale=true&view=stage');
    const gateway = adminGatewayWithStaleFilter();
    renderDealsPage({ user: admin, gateway });
    expect(await screen.findByRole('checkbox', { name: 'Stale only' })).toBeChecked();
    await waitFor(() => expect(gateway.callsTo('GET', '/admin/deals/pipeline').length).toBeGreaterThan(0));
    expect(gateway.callsTo('GET', '/admin/deals/pipeline').every((call) => call.query.stale === 'true')).toBe(true);
  });

  it('a saved view of stale deals ticks Stale only and shows as the current view', async () => {
    const gateway = adminGatewayWithStaleFilter();
    renderDealsPage({ user: admin, gateway });
    const chip = await screen.findByRole('button', { name: 'Stale deals' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(chip);

    expect(await screen.findByText('Showing 1 deal')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Stale only' })).toBeChecked();
    expect(window.location.search).toBe('?stale=true');
    expect(screen.getByRole('button', { name: 'Stale deals' })).toHaveAttribute('aria-pressed', 'true');
  });
});
