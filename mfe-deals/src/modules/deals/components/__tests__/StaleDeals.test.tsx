import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeGateway, json, pageOf } from '@portal/shell/test/fakeGateway';
import { makeDeal } from '../../../../../test/fixtures';
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
