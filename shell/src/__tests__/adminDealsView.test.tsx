import type { User } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { admin } from '@portal/web-kit/testing';
import { fakeRemoteLoader, renderApp } from '../../test/renderApp';
import type { RemoteLoader } from '../modules/remotes/types/RemoteLoader';

/** An admin dashboard stand-in that renders the deals view the shell lends it, as mfe-admin's Deals tab does. */
const adminWithDealsTab: RemoteLoader = async (id) => {
  if (id !== 'mfeAdmin/AdminDashboard') return fakeRemoteLoader(id);
  return {
    default: ({ user, DealsView }: { user: User; DealsView?: ComponentType }) => (
      <div data-testid="admin-dashboard">
        admin dashboard for {user.username}
        <section aria-label="Deals tab">{DealsView ? <DealsView /> : 'no deals view'}</section>
      </div>
    ),
  };
};

describe('/admin lends the mfe-deals page to the admin dashboard (its Deals tab)', () => {
  it('passes DealsView, which renders mfeDeals/DealsPage for the signed-in admin', async () => {
    const { loadRemote } = renderApp({ signedInAs: admin, path: '/admin', loadRemote: adminWithDealsTab });
    expect(await screen.findByTestId('admin-dashboard')).toHaveTextContent('admin dashboard for ada.admin');
    const dealsTab = screen.getByRole('region', { name: 'Deals tab' });
    expect(await within(dealsTab).findByTestId('remote-page')).toHaveTextContent(
      'remote mfeDeals/DealsPage for ada.admin',
    );
    expect(loadRemote).toHaveBeenCalledWith('mfeDeals/DealsPage');
  });

  it('keeps a deals remote failure inside the Deals tab, with Retry, and the dashboard keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let dealsUp = false;
    const loadRemote: RemoteLoader = async (id) => {
      if (id === 'mfeDeals/DealsPage' && !dealsUp)
        throw new Error('Failed to load script "http://localhost:3001/remoteEntry.js"');
      return adminWithDealsTab(id);
    };
    renderApp({ signedInAs: admin, path: '/admin', loadRemote });

    const dealsTab = await screen.findByRole('region', { name: 'Deals tab' });
    const panel = await within(dealsTab).findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Deals is unavailable' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-dashboard')).toHaveTextContent('admin dashboard for ada.admin');

    dealsUp = true;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(dealsTab).findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
  });
});
