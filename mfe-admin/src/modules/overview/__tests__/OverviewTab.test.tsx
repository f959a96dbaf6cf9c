import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeAnalytics, makeOneDriveStatus } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

describe('Overview tab', () => {
  it('shows Total Users (active, admins), Total Deals (total value) and Activity (total, recent)', async () => {
    renderDashboard();
    const users = await screen.findByRole('region', { name: 'Total Users' });
    expect(users).toHaveTextContent('12');
    expect(users).toHaveTextContent('9 active · 2 admins');
    const deals = screen.getByRole('region', { name: 'Total Deals' });
    expect(deals).toHaveTextContent('7');
    expect(deals).toHaveTextContent('$12.5M total value');
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(activity).toHaveTextContent('31');
    expect(activity).toHaveTextContent('6 in the last 30 days');
  });

  it('shows the Deal Status Breakdown as a chart plus the numbers per status', async () => {
    renderDashboard();
    const breakdown = await screen.findByRole('region', { name: 'Deal Status Breakdown' });
    const numbers = within(breakdown).getByLabelText('Deals by status');
    expect(within(numbers).getByText('Open').parentElement?.nextElementSibling).toHaveTextContent('4');
    expect(within(numbers).getByText('Under Review').parentElement?.nextElementSibling).toHaveTextContent('2');
    expect(within(numbers).getByText('Closed').parentElement?.nextElementSibling).toHaveTextContent('1');
    const chart = await within(breakdown).findByTestId('deal-status-chart');
    await waitFor(() => expect(chart.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(3));
  });

  it('says so when there are no deals to break down', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/analytics',
      makeAnalytics({ deals: { total: 0, totalValue: 0, byStatus: {} }, performance: { topUsers: [] } }),
    );
    renderDashboard({ gateway });
    const breakdown = await screen.findByRole('region', { name: 'Deal Status Breakdown' });
    expect(breakdown).toHaveTextContent('No deals yet');
    expect(screen.getByRole('region', { name: 'Top Performing Users' })).toHaveTextContent('No deals yet');
  });

  it('ranks the first five Top Performing Users with their deal counts', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Top Performing Users' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.textContent)).toEqual([
      '1Alice Broker9 deals',
      '2Bob Sponsor7 deals',
      '3Carla Agent5 deals',
      '4Dan Lender3 deals',
      '5Eve Capital2 deals',
    ]);
    expect(within(card).queryByText('Frank Sixth')).not.toBeInTheDocument();
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    let healthy = false;
    const gateway = new FakeGateway().on('GET', '/admin/analytics', () =>
      healthy ? json(makeAnalytics()) : apiError(500, 'Internal Server Error'),
    );
    renderDashboard({ gateway });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal Server Error');
    healthy = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
  });

  describe('OneDrive card', () => {
    it('Not Connected: Connect OneDrive reads a fresh authorize URL and sends the browser to it', async () => {
      const fresh = makeOneDriveStatus({
        authorizeUrl: 'https://login.example/authorize?state=onedrive_auth.fresh.sig&redirect_uri=x',
      });
      let calls = 0;
      const gateway = new FakeGateway().on('GET', '/admin/onedrive/status', () =>
        json(calls++ === 0 ? makeOneDriveStatus() : fresh),
      );
      const { navigation } = renderDashboard({ gateway });
      const card = await screen.findByRole('region', { name: 'OneDrive Storage' });
      expect(await within(card).findByText('Not Connected')).toBeInTheDocument();

      await userEvent.click(within(card).getByRole('button', { name: 'Connect OneDrive' }));
      await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(fresh.authorizeUrl));
      expect(navigation.assign.mock.calls[0]![0]).toMatch(/[?&]state=onedrive_auth/);
      expect(gateway.callsTo('GET', '/admin/onedrive/status')).toHaveLength(2);
    });

    it('says Failed to connect OneDrive when the gateway gives no authorize URL', async () => {
      const gateway = new FakeGateway().on('GET', '/admin/onedrive/status', makeOneDriveStatus({ authorizeUrl: '' }));
      const { navigation } = renderDashboard({ gateway });
      await userEvent.click(await screen.findByRole('button', { name: 'Connect OneDrive' }));
      expect(await screen.findByText('Failed to connect OneDrive. Please try again.')).toBeInTheDocument();
      expect(navigation.assign).not.toHaveBeenCalled();
    });

    it('Connected: shows the account and no Connect button', async () => {
      const gateway = new FakeGateway().on(
        'GET',
        '/admin/onedrive/status',
        makeOneDriveStatus({ connected: true, email: 'drive@example.com' }),
      );
      renderDashboard({ gateway });
      const card = await screen.findByRole('region', { name: 'OneDrive Storage' });
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(card).toHaveTextContent('Connected as drive@example.com');
      expect(within(card).queryByRole('button', { name: 'Connect OneDrive' })).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent('Token expired');
    });

    it('Expired: warns Token expired - reconnection needed and offers Connect OneDrive', async () => {
      const gateway = new FakeGateway().on(
        'GET',
        '/admin/onedrive/status',
        makeOneDriveStatus({ connected: true, expired: true, email: 'drive@example.com' }),
      );
      renderDashboard({ gateway });
      const card = await screen.findByRole('region', { name: 'OneDrive Storage' });
      expect(await within(card).findByRole('alert')).toHaveTextContent('Token expired - reconnection needed');
      expect(within(card).getByRole('button', { name: 'Connect OneDrive' })).toBeInTheDocument();
    });
  });

  describe('CRM card', () => {
    it('shows Connected when GHL answers with the saved key', async () => {
      const gateway = new FakeGateway().on('GET', '/admin/ghl/test', { connected: true });
      renderDashboard({ gateway });
      const card = await screen.findByRole('region', { name: 'GoHighLevel CRM' });
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
    });

    it('shows Not Connected with a way to Settings', async () => {
      renderDashboard();
      const card = await screen.findByRole('region', { name: 'GoHighLevel CRM' });
      expect(await within(card).findByText('Not Connected')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: 'Open Settings' }));
      // The Settings tab's code loads on first open (a lazy chunk, compiled on demand in tests).
      await waitFor(
        () => expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true'),
        { timeout: 15_000 },
      );
    });
  });
});
