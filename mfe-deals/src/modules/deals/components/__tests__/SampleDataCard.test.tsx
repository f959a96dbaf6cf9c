import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const status = (overrides: Record<string, unknown> = {}) => ({
  offered: false,
  loading: false,
  loaded: false,
  canRemove: false,
  loadedAt: null,
  dealCount: 0,
  ...overrides,
});

describe('sample data on the empty Deals page', () => {
  it('offers the sample book, shows its progress while it loads, then the deals', async () => {
    let state = status({ offered: true });
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([]))
      .on('GET', '/sample-data', () => json(state))
      .on('POST', '/sample-data', () => {
        state = status({ loading: true, dealCount: 40 });
        return json(state, 202);
      });
    renderDealsPage({ gateway });

    expect(await screen.findByRole('heading', { name: 'Take a first look with sample data' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load sample data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading sample data… 40 of about 150 deals');
    expect(gateway.callsTo('POST', '/sample-data')).toHaveLength(1);

    state = status({ loaded: true, canRemove: true, dealCount: 150, loadedAt: '2026-11-24T08:00:00.000Z' });
    expect(await screen.findByRole('button', { name: 'Remove sample data' }, { timeout: 3000 })).toBeInTheDocument();
    // Every list is read again once the book is in.
    await waitFor(() => expect(gateway.callsTo('GET', '/deals').length).toBeGreaterThan(1));
  });

  it('removes the sample book in one click', async () => {
    let state = status({ loaded: true, canRemove: true, dealCount: 150 });
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([]))
      .on('GET', '/sample-data', () => json(state))
      .on('DELETE', '/sample-data', () => {
        state = status();
        return json({ message: 'Sample data removed', deals: 150, documents: 50, users: 5, ghlOpportunities: 38 });
      });
    renderDealsPage({ gateway });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove sample data' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove sample data' })).not.toBeInTheDocument());
    expect(gateway.callsTo('DELETE', '/sample-data')).toHaveLength(1);
  });

  it('shows nothing when the book is not offered, and the server’s reason when a load is refused', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([]))
      .on('GET', '/sample-data', json(status({ offered: true })))
      .on(
        'POST',
        '/sample-data',
        apiError(409, 'Sample data can only be loaded into an empty portal: deals already exist'),
      );
    renderDealsPage({ gateway });
    await userEvent.click(await screen.findByRole('button', { name: 'Load sample data' }));
    expect(
      await screen.findByText('Sample data can only be loaded into an empty portal: deals already exist'),
    ).toBeInTheDocument();
  });
});
