import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';

describe('Access Pending modal', () => {
  it('tells a signed-in user who is not whitelisted that access is pending, with a debug line', async () => {
    renderApp({ signedInAs: pending });
    const dialog = await screen.findByRole('dialog', { name: 'Access Pending' });
    expect(
      within(dialog).getByText(
        'Your account is pending approval. Please contact an administrator to get access to the Portal.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('access-debug')).toHaveTextContent('isWhitelisted: false, isAdmin: false');
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toHaveFocus();
  });

  it('shows the actual flags of the user in the debug line', async () => {
    renderApp({ signedInAs: { ...pending, isAdmin: true } });
    expect(await screen.findByTestId('access-debug')).toHaveTextContent('isWhitelisted: false, isAdmin: true');
  });

  it.each(['/', '/deals', '/home', '/admin', '/join', '/nowhere'])(
    'is shown on %s and nothing else is',
    async (path) => {
      const { navigation } = renderApp({ signedInAs: pending, path });
      expect(await screen.findByRole('dialog', { name: 'Access Pending' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
      expect(navigation.replace).not.toHaveBeenCalled();
    },
  );

  it('Sign Out clears the token and the stored user and reloads at /', async () => {
    const { navigation, gateway, accessToken } = renderApp({ signedInAs: pending });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(accessToken.get()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(navigation.assign).toHaveBeenCalledWith('/');
    expect(gateway.callsTo('POST', '/auth/logout')).toHaveLength(1);
  });
});
