import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeGateway, json } from '@portal/web-kit/testing';
import { member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';

const MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** What the gateway answers during a database outage or while the instance shuts down. */
const unavailable = () =>
  json({ error: MESSAGE, message: 'The database is not reachable', requestId: 'req-503' }, 503, { 'Retry-After': '5' });

const emptySummary = {
  total: 0,
  active: 0,
  totalLoanAmount: 0,
  byStatus: {},
  byStage: [],
  byPropertyType: [],
  recentStageChanges: [],
};

describe('a gateway that answers 503 (Service Unavailable)', () => {
  // The signed-in part of the app is a chunk of its own; load it once here, not inside a wait.
  beforeAll(async () => {
    await import('../../../SignedInRoutes');
  });

  it('keeps the session when /auth/me is unavailable and signs in on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gateway = new FakeGateway();
    let healthy = false;
    const { accessToken } = renderApp({ signedInAs: member, gateway });
    gateway.on('GET', '/auth/me', () => (healthy ? json(member) : unavailable()));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(alert).toHaveTextContent(MESSAGE);
    expect(screen.queryByRole('button', { name: 'LOGIN WITH DISCORD' })).not.toBeInTheDocument();
    expect(accessToken.get()).toBe('token-123');
    expect(window.localStorage.getItem('user')).not.toBeNull();

    healthy = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/auth/me')).toHaveLength(2);
  });

  it('says so in one toast when data cannot load, beside the page’s own Failed to load deals', async () => {
    const gateway = new FakeGateway();
    renderApp({ signedInAs: member, gateway, path: '/home' });
    let healthy = false;
    gateway.on('GET', '/deals/summary', () => (healthy ? json(emptySummary) : unavailable()));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load deals');
    // One toast, although the query failed twice (it is retried once).
    await waitFor(() => expect(screen.getAllByText(MESSAGE)).toHaveLength(1));
    expect(screen.getByText(MESSAGE).closest('[role="status"]')).not.toBeNull();
    expect(gateway.callsTo('GET', '/deals/summary')).toHaveLength(2);

    healthy = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'YOUR DEALS' })).toBeInTheDocument();
  });
});
