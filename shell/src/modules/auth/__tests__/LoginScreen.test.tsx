import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { publicConfig } from '@portal/web-kit/testing';
import { PREFERS_REDUCED_MOTION, setMediaQuery } from '../../../../test/mediaQueries';
import { renderApp } from '../../../../test/renderApp';

describe('login screen', () => {
  it('welcomes signed-out visitors with the product name, MEMBERS ONLY and the Discord button', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { name: 'WELCOME TO BROKER DEALS PORTAL' })).toBeInTheDocument();
    expect(screen.getByText('MEMBERS ONLY')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Broker Deals logo' })).toBeInTheDocument();
  });

  it.each(['/', '/deals', '/home', '/admin', '/anything/else'])(
    'is shown to signed-out visitors on %s',
    async (path) => {
      renderApp({ path });
      expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
    },
  );

  it('LOGIN WITH DISCORD starts the sign-in at the gateway (which binds it to this browser and goes on to Discord)', async () => {
    const { navigation } = renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' }));
    expect(navigation.assign).toHaveBeenCalledWith(publicConfig.discordSignInUrl);
  });

  it('shows no notice on a plain visit', async () => {
    renderApp();
    await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('animates the falling-character background', async () => {
    const { container } = renderApp();
    await screen.findByText('MEMBERS ONLY');
    expect(container.querySelector('canvas')).toHaveAttribute('data-motion', 'animated');
  });

  it('keeps the background still when the user prefers reduced motion', async () => {
    setMediaQuery(PREFERS_REDUCED_MOTION, true);
    const { container } = renderApp();
    await screen.findByText('MEMBERS ONLY');
    expect(container.querySelector('canvas')).toHaveAttribute('data-motion', 'still');
  });

  it('shows a clear error with Retry when the gateway configuration cannot be loaded, then recovers', async () => {
    const gateway = new FakeGateway();
    let available = false;
    gateway.on('GET', '/config', () => (available ? json(publicConfig) : apiError(503, 'Unavailable')));
    renderApp({ gateway, config: null });

    expect(await screen.findByRole('heading', { name: 'The portal is unreachable' })).toBeInTheDocument();
    // Query data is retried once before the error shows.
    expect(gateway.callsTo('GET', '/config')).toHaveLength(2);

    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'LOGIN WITH DISCORD' })).toBeInTheDocument();
  });

  it('names the browser tab after the product', async () => {
    renderApp();
    await screen.findByText('MEMBERS ONLY');
    await waitFor(() => expect(document.title).toBe('Broker Deals Portal'));
  });
});
