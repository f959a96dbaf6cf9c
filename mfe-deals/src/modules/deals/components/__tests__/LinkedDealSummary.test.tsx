import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { admin } from '@portal/web-kit/testing';
import { makeDeal } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const user = userEvent.setup();

function gatewayWithDeal() {
  return new FakeGateway()
    .on('GET', '/deals', pagedRoute([]))
    .on('GET', '/admin/deals', pagedRoute([]))
    .on('GET', '/admin/users', pagedRoute([]))
    .on('GET', '/deals/d7', makeDeal({ id: 'd7', dealId: 'DL-2026-000007', propertyName: 'Linked Lofts' }))
    .on('GET', '/deals/d7/documents', [])
    .on('GET', '/deals/d7/activities', pagedRoute([]))
    .on('GET', '/deals/d7/comments', pagedRoute([]));
}

describe('a link to one deal (?deal=<id>, from the notification centre)', () => {
  it('opens the deal’s summary on load and drops the parameter when it closes', async () => {
    window.history.replaceState(null, '', '/deals?deal=d7');
    renderDealsPage({ gateway: gatewayWithDeal() });
    const dialog = await screen.findByRole('dialog', { name: 'Deal Summary' });
    expect(within(dialog).getByText('Linked Lofts')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });

  it('opens when the address changes while the page is shown (popstate), for admins with the creator', async () => {
    renderDealsPage({ gateway: gatewayWithDeal(), user: admin });
    await screen.findByText(/^Showing/);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.history.pushState(null, '', '/deals?deal=d7');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Deal Summary' });
    expect(within(dialog).getByText('Created by')).toBeInTheDocument();
  });

  it('says so when the linked deal is gone', async () => {
    window.history.replaceState(null, '', '/deals?deal=d7');
    renderDealsPage({ gateway: gatewayWithDeal().on('GET', '/deals/d7', apiError(404, 'Deal not found')) });
    expect(await screen.findByText('That deal is no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
