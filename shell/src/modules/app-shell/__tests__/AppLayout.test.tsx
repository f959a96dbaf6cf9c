import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeGateway, apiError } from '@portal/web-kit/testing';
import { admin, member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';
import rootPackage from '../../../../../package.json';

function sidebar() {
  return within(screen.getByRole('complementary', { name: 'Sidebar' }));
}

describe('app shell', () => {
  it('gives members the Deals and Home entries but not Admin', async () => {
    renderApp({ signedInAs: member });
    await screen.findByTestId('remote-page');
    const nav = within(sidebar().getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Deals', 'Home']);
    expect(nav.getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });

  it('gives admins the Admin entry as well', async () => {
    renderApp({ signedInAs: admin });
    await screen.findByTestId('remote-page');
    const nav = within(sidebar().getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Deals', 'Home', 'Admin']);
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows the release the portal runs under the menu', async () => {
    renderApp({ signedInAs: member });
    await screen.findByTestId('remote-page');
    expect(sidebar().getByText(`Version ${rootPackage.version}`)).toBeInTheDocument();
  });

  it('shows username, the role label USER and a placeholder when the member has no avatar', async () => {
    renderApp({ signedInAs: member });
    await screen.findByTestId('remote-page');
    expect(sidebar().getByText('maria.member')).toBeInTheDocument();
    expect(sidebar().getByText('USER')).toBeInTheDocument();
    expect(sidebar().getByTestId('user-avatar-placeholder')).toHaveTextContent('M');
  });

  it('shows the avatar and the role label ADMIN for admins', async () => {
    renderApp({ signedInAs: admin });
    await screen.findByTestId('remote-page');
    expect(sidebar().getByText('ADMIN')).toBeInTheDocument();
    expect(sidebar().getByTestId('user-avatar')).toHaveAttribute('src', admin.avatar);
  });

  it('marks the current page in the navigation and follows links', async () => {
    renderApp({ signedInAs: member, path: '/deals' });
    await screen.findByTestId('remote-page');
    expect(sidebar().getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(sidebar().getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'Deals' })).not.toHaveAttribute('aria-current');
  });

  it('uses the light-theme logo in light theme and falls back to the default logo if it fails', async () => {
    window.localStorage.setItem('theme', 'light');
    renderApp({ signedInAs: member });
    await screen.findByTestId('remote-page');
    const logo = sidebar().getByRole('img', { name: 'Broker Deals logo' });
    expect(logo).toHaveAttribute('data-variant', 'light');
    logo.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(sidebar().getByRole('img', { name: 'Broker Deals logo' })).toHaveAttribute('data-variant', 'default'),
    );
  });

  it('uses the default logo in dark theme', async () => {
    window.localStorage.setItem('theme', 'dark');
    renderApp({ signedInAs: member });
    await screen.findByTestId('remote-page');
    expect(sidebar().getByRole('img', { name: 'Broker Deals logo' })).toHaveAttribute('data-variant', 'default');
  });

  describe('logout', () => {
    it('calls the server, clears local data and goes to /', async () => {
      const { gateway, navigation, accessToken } = renderApp({ signedInAs: member, path: '/home' });
      await screen.findByRole('heading', { name: /Welcome back/ });
      await userEvent.click(sidebar().getByRole('button', { name: 'Logout' }));

      expect(gateway.callsTo('POST', '/auth/logout')).toEqual([
        expect.objectContaining({ authorization: 'Bearer token-123' }),
      ]);
      expect(accessToken.get()).toBeNull();
      expect(window.localStorage.getItem('user')).toBeNull();
      expect(navigation.assign).toHaveBeenCalledWith('/');
      expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    });

    it('still signs out locally when the server call fails (the failure is only logged)', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const gateway = new FakeGateway();
      const { navigation, accessToken } = renderApp({ signedInAs: member, gateway });
      gateway.on('POST', '/auth/logout', apiError(500, 'Internal Server Error'));
      await screen.findByTestId('remote-page');
      await userEvent.click(sidebar().getByRole('button', { name: 'Logout' }));

      expect(consoleError).toHaveBeenCalledWith('Logout call failed; signing out locally.', expect.any(Error));
      expect(accessToken.get()).toBeNull();
      expect(navigation.assign).toHaveBeenCalledWith('/');
    });

    it('still signs out locally when the gateway cannot be reached', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const gateway = new FakeGateway();
      const { navigation } = renderApp({ signedInAs: member, gateway });
      gateway.on('POST', '/auth/logout', () => {
        throw new TypeError('Failed to fetch');
      });
      await screen.findByTestId('remote-page');
      await userEvent.click(sidebar().getByRole('button', { name: 'Logout' }));
      expect(window.localStorage.getItem('user')).toBeNull();
      expect(navigation.assign).toHaveBeenCalledWith('/');
    });
  });

  describe('mobile menu', () => {
    it('opens as a dialog from a button that reports aria-expanded, and takes focus', async () => {
      renderApp({ signedInAs: admin });
      await screen.findByTestId('remote-page');
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('dialog', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-controls', menu.id);
      expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Deals', 'Home', 'Admin']);
      expect(within(menu).getByText('ADMIN')).toBeInTheDocument();
    });

    it('closes on Escape and gives focus back to the menu button', async () => {
      renderApp({ signedInAs: member });
      await screen.findByTestId('remote-page');
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await userEvent.click(toggle);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('keeps Tab inside the open menu', async () => {
      renderApp({ signedInAs: member });
      await screen.findByTestId('remote-page');
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = screen.getByRole('dialog', { name: 'Menu' });
      const logout = within(menu).getByRole('button', { name: 'Logout' });
      logout.focus();
      await userEvent.tab();
      expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(logout).toHaveFocus();
    });

    it('closes after following a link', async () => {
      renderApp({ signedInAs: member });
      await screen.findByTestId('remote-page');
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Home' }));
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    });

    it('closes when the backdrop is clicked', async () => {
      renderApp({ signedInAs: member });
      await screen.findByTestId('remote-page');
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(screen.getByTestId('mobile-menu-backdrop'));
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });
});
