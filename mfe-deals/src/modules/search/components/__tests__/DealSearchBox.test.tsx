import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { admin } from '@portal/web-kit/testing';
import type { Deal } from '@portal/contracts';
import { makeDeal } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const user = userEvent.setup();

const harbor = makeDeal({
  id: 'd1',
  dealId: 'DL-2026-000001',
  contactName: 'Renée Okafor',
  propertyName: 'Harborview Lofts',
  propertyAddress: '1200 Harbor Boulevard, Austin TX',
});
const pier = makeDeal({ id: 'd2', dealId: 'DL-2026-000002', contactName: 'Sam Patel', propertyAddress: '9 Pier Road' });

/** A gateway whose list answers `q` by address words, as the real search does for these deals. */
function gatewayWith(path: '/deals' | '/admin/deals', deals: Deal[]) {
  const matching = (q: string | null) =>
    q ? deals.filter((deal) => deal.propertyAddress!.toLowerCase().includes(q.toLowerCase())) : deals;
  return new FakeGateway()
    .on('GET', path, (request) => {
      const params = new URL(request.url).searchParams;
      return json(pageOf(matching(params.get('q')).slice(0, Number(params.get('limit') ?? 50))));
    })
    .on('GET', '/admin/users', pagedRoute([]))
    .on('GET', '/admin/saved-views', { items: [] })
    .on('GET', '/deals/d1', harbor)
    .on('GET', '/deals/d1/documents', [])
    .on('GET', '/deals/d1/activities', pagedRoute([]))
    .on('GET', '/deals/d1/comments', pagedRoute([]));
}

describe('deal search box', () => {
  it('suggests a member’s deals as they type (one request once typing pauses), in an ARIA combobox', async () => {
    const gateway = gatewayWith('/deals', [harbor, pier]);
    renderDealsPage({ gateway });
    const box = await screen.findByRole('combobox', { name: 'Search deals' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'harb');
    const listbox = await screen.findByRole('listbox', { name: 'Matching deals' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('DL-2026-000001 · Renée Okafor');
    expect(options[0]).toHaveTextContent('1200 Harbor Boulevard, Austin TX');
    const searches = gateway.callsTo('GET', '/deals').filter((call) => call.query.q);
    expect(searches.map((call) => call.query)).toEqual([{ q: 'harb', limit: '8' }]);
    expect(gateway.callsTo('GET', '/admin/deals')).toHaveLength(0);
  });

  it('Down highlights a deal (aria-activedescendant), Enter opens its summary at ?deal=<id>; Escape closes', async () => {
    renderDealsPage({ gateway: gatewayWith('/deals', [harbor, pier]) });
    const box = await screen.findByRole('combobox', { name: 'Search deals' });
    await user.type(box, 'harbor');
    const option = await screen.findByRole('option', { name: /DL-2026-000001/ });
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Deal Summary' });
    expect(within(dialog).getByText('Harborview Lofts')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('deal')).toBe('d1');
  });

  it('Enter without a highlighted deal filters the list, with the search in the address; Clear search drops it', async () => {
    const gateway = gatewayWith('/deals', [harbor, pier]);
    renderDealsPage({ gateway });
    await screen.findByRole('listitem', { name: /DL-2026-000002/ });
    await user.type(await screen.findByRole('combobox', { name: 'Search deals' }), 'pier{Enter}');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /DL-2026-000001/ })).toBeNull());
    expect(screen.getByRole('listitem', { name: /DL-2026-000002/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=pier');
    expect(gateway.callsTo('GET', '/deals').some((call) => call.query.q === 'pier' && call.query.limit === '50')).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('listitem', { name: /DL-2026-000001/ })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a search in the address filters the member’s list on load, and says when nothing matches', async () => {
    window.history.replaceState(null, '', '/deals?q=nowhere');
    renderDealsPage({ gateway: gatewayWith('/deals', [harbor, pier]) });
    expect(await screen.findByText('No deals match “nowhere”.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search deals' })).toHaveValue('nowhere');
  });

  it('an admin searches every deal (GET /admin/deals?q=) and the search joins the filters in the address', async () => {
    const gateway = gatewayWith('/admin/deals', [harbor, pier]);
    renderDealsPage({ gateway, user: admin });
    const box = await screen.findByRole('combobox', { name: 'Search deals' });
    await user.type(box, 'harbor');
    expect(await screen.findByRole('option', { name: /DL-2026-000001/ })).toBeInTheDocument();
    expect(
      gateway.callsTo('GET', '/admin/deals').some((call) => call.query.q === 'harbor' && call.query.limit === '8'),
    ).toBe(true);
    expect(gateway.callsTo('GET', '/deals').filter((call) => call.query.q)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=harbor'));
  });

  it('text without a letter or digit is not sent', async () => {
    const gateway = gatewayWith('/deals', [harbor]);
    renderDealsPage({ gateway });
    await user.type(await screen.findByRole('combobox', { name: 'Search deals' }), '--');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(gateway.callsTo('GET', '/deals').filter((call) => call.query.q)).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
