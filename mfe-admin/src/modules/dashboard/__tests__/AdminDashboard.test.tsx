import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { member } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const TAB_LABELS = [
  'Overview',
  'Users',
  'Deals',
  'Duplicates',
  'Fee report',
  'Lenders',
  'GHL Import',
  'GHL Compare',
  'Discord Auto-Access',
  'Email Config',
  'Settings',
];

describe('admin dashboard', () => {
  it('shows the eleven tabs in order, Overview first (docs/product.md#admin-dashboard)', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'ADMIN DASHBOARD' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_LABELS);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument();
  });

  it('keeps the selected tab in the address (?tab=) and opens the tab named there', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/users', pagedRoute([member]));
    renderDashboard({ gateway, path: '/admin?tab=users' });
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=settings'));
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('is a keyboard-accessible tablist: one tab stop, arrows wrap, Home and End jump', async () => {
    renderDashboard();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('tabindex', '-1');

    overview.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', overview.id));
  });

  it('shows a non-admin a clear admins-only state and makes no admin call', async () => {
    const { gateway } = renderDashboard({ user: member });
    expect(screen.getByRole('alert')).toHaveTextContent('Admins only');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(gateway.calls).toEqual([]);
  });

  it('Deals renders the deals view the shell lends (mfe-deals’ admin list)', async () => {
    const DealsView = () => <div data-testid="deals-view">mfe-deals admin view</div>;
    renderDashboard({ DealsView, path: '/admin?tab=deals' });
    expect(await screen.findByTestId('deals-view')).toHaveTextContent('mfe-deals admin view');
  });

  it('Deals explains itself in standalone mode, where no deals view is lent', async () => {
    renderDashboard({ path: '/admin?tab=deals' });
    expect(await screen.findByText('The deals view comes from the portal')).toBeInTheDocument();
  });
});
