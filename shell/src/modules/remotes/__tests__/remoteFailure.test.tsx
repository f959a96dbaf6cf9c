import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, member } from '@portal/web-kit/testing';
import { fakeRemoteLoader, renderApp } from '../../../../test/renderApp';
import type { RemoteLoader } from '../types/RemoteLoader';
import { createFailedRemoteModule } from '../utils/failedRemoteModule';

function sidebar() {
  return within(screen.getByRole('complementary', { name: 'Sidebar' }));
}

describe('a remote that fails', () => {
  it('shows a contained error with Retry, the rest of the shell keeps working, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let dealsUp = false;
    const loadRemote: RemoteLoader = async (id) => {
      if (id === 'mfeDeals/DealsPage' && !dealsUp) {
        throw new Error('ScriptNetworkError: Failed to load script "http://localhost:3001/remoteEntry.js"');
      }
      return fakeRemoteLoader(id);
    };
    renderApp({ signedInAs: member, loadRemote });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Deals is unavailable' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('ScriptNetworkError: Failed to load script "http://localhost:3001/remoteEntry.js"');
    // The shell around it is intact.
    expect(sidebar().getByText('maria.member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeEnabled();

    await userEvent.click(sidebar().getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    await userEvent.click(sidebar().getByRole('link', { name: 'Deals' }));
    const retry = within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' });

    dealsUp = true;
    await userEvent.click(retry);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfeDeals/DealsPage');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure the federation runtime plugin reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadRemote: RemoteLoader = async (id) =>
      id === 'mfeAdmin/AdminDashboard'
        ? createFailedRemoteModule(id, new Error('remote entry timed out'))
        : fakeRemoteLoader(id);
    renderApp({ signedInAs: admin, path: '/admin', loadRemote });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Admin dashboard is unavailable' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('remote entry timed out');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps a render error of the remote page inside its slot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('remote page crashed');
    };
    renderApp({ signedInAs: member, loadRemote: async () => ({ default: Broken }) });

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Deals is unavailable');
    expect(panel).toHaveTextContent('remote page crashed');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('reports a remote module without a page component', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ signedInAs: member, loadRemote: async () => ({ notAPage: 42 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"mfeDeals/DealsPage" does not export a page component.',
    );
  });

  it('shows a spinner while the remote loads', async () => {
    let finish: () => void = () => {};
    const loadRemote: RemoteLoader = (id) =>
      new Promise((resolve) => {
        finish = () => resolve(fakeRemoteLoader(id));
      });
    renderApp({ signedInAs: member, loadRemote });
    expect(await screen.findByText('Loading Deals…')).toBeInTheDocument();
    finish();
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
  });
});
