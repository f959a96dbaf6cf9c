import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { renderDashboard } from '../../../../test/renderDashboard';

const status = (overrides: Record<string, unknown> = {}) => ({
  offered: false,
  loading: false,
  loaded: false,
  canRemove: false,
  loadedAt: null,
  dealCount: 0,
  ...overrides,
});

describe('sample data on the admin Overview', () => {
  it(
    'offers the sample book on an empty portal and follows the load until the figures are read again',
    { timeout: 30_000 },
    async () => {
      let state = status({ offered: true });
      const gateway = new FakeGateway()
        .on('GET', '/sample-data', () => json(state))
        .on('POST', '/sample-data', () => {
          state = status({ loading: true, dealCount: 0 });
          return json(state, 202);
        });
      renderDashboard({ gateway });

      await userEvent.click(await screen.findByRole('button', { name: 'Load sample data' }, { timeout: 15_000 }));
      expect(await screen.findByRole('status')).toHaveTextContent('Loading sample data…');
      const analyticsReads = gateway.callsTo('GET', '/admin/analytics').length;
      state = status({ loaded: true, canRemove: true, dealCount: 150 });
      expect(await screen.findByRole('button', { name: 'Remove sample data' }, { timeout: 3000 })).toBeInTheDocument();
      await waitFor(() => expect(gateway.callsTo('GET', '/admin/analytics').length).toBeGreaterThan(analyticsReads));
    },
  );

  it('removes it in one click, and says why when the server refuses', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/sample-data', json(status({ loaded: true, canRemove: true, dealCount: 150 })))
      .on('DELETE', '/sample-data', apiError(409, 'The sample book is still loading; try again in a moment'));
    renderDashboard({ gateway });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove sample data' }));
    expect(await screen.findByText('The sample book is still loading; try again in a moment')).toBeInTheDocument();
    expect(gateway.callsTo('DELETE', '/sample-data')).toHaveLength(1);
  });

  it('shows nothing while the book is neither offered nor removable by the caller', async () => {
    const gateway = new FakeGateway().on('GET', '/sample-data', json(status({ loaded: true, dealCount: 150 })));
    renderDashboard({ gateway });
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sample data/ })).not.toBeInTheDocument();
  });
});
