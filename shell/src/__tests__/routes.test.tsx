import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, member, publicConfig } from '@portal/web-kit/testing';
import { renderApp } from '../../test/renderApp';

describe('routes (docs/product.md#routes)', () => {
  describe('signed out', () => {
    it('/join shows "Redirecting to the product..." and sends the browser to the membership page', async () => {
      const { navigation } = renderApp({ path: '/join' });
      // Shown once the shell has learnt there is no session to resume (one refresh call).
      expect(await screen.findByText('Redirecting to the product...')).toBeInTheDocument();
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith(publicConfig.joinUrl));
      expect(screen.queryByRole('button', { name: 'LOGIN WITH DISCORD' })).not.toBeInTheDocument();
    });
  });

  describe('signed in and whitelisted', () => {
    it.each(['/', '/deals'])('%s shows the deals page from the mfe-deals remote', async (path) => {
      const { loadRemote } = renderApp({ signedInAs: member, path });
      expect(await screen.findByTestId('remote-page')).toHaveTextContent('remote mfeDeals/DealsPage for maria.member');
      expect(loadRemote).toHaveBeenCalledWith('mfeDeals/DealsPage');
    });

    it('/home shows the home page', async () => {
      renderApp({ signedInAs: member, path: '/home' });
      expect(await screen.findByRole('heading', { name: 'Welcome back, Maria Member' })).toBeInTheDocument();
    });

    it('/admin shows the admin dashboard from the mfe-admin remote to admins', async () => {
      const { loadRemote } = renderApp({ signedInAs: admin, path: '/admin' });
      expect(await screen.findByTestId('remote-page')).toHaveTextContent(
        'remote mfeAdmin/AdminDashboard for ada.admin',
      );
      expect(loadRemote).toHaveBeenCalledWith('mfeAdmin/AdminDashboard');
    });

    it('/admin is routable by a member but shows an admins-only notice instead of the dashboard', async () => {
      const { loadRemote } = renderApp({ signedInAs: member, path: '/admin' });
      expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalledWith('mfeAdmin/AdminDashboard');
    });

    it.each(['/unknown', '/deals/123', '/admin/users', '/login'])('%s redirects to /', async (path) => {
      renderApp({ signedInAs: member, path });
      expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
      expect(window.location.pathname).toBe('/');
    });

    it('/join is an external redirect', async () => {
      const { navigation } = renderApp({ signedInAs: member, path: '/join' });
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith(publicConfig.joinUrl));
      // Shown once the shell has learnt there is no session to resume (one refresh call).
      expect(await screen.findByText('Redirecting to the product...')).toBeInTheDocument();
    });
  });
});
