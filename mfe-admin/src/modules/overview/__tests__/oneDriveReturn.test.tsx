import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway, json } from '@portal/web-kit/testing';
import { makeOneDriveStatus } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

describe('return from the OneDrive authorization (docs/product.md#onedrive-connection, contract oneDriveCallback)', () => {
  it('success with the account: toast, the status is read again and the query string is cleared', async () => {
    let connected = false;
    const gateway = new FakeGateway().on('GET', '/admin/onedrive/status', () =>
      json(makeOneDriveStatus({ connected, email: connected ? 'drive@example.com' : null })),
    );
    connected = true;
    renderDashboard({ gateway, path: '/admin?onedrive=success&email=drive%40example.com' });
    expect(
      await screen.findByText('OneDrive connected successfully! Connected as: drive@example.com'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/admin');
    expect(await screen.findByText('Connected as drive@example.com')).toBeInTheDocument();
  });

  it('success without an e-mail says Unknown user', async () => {
    renderDashboard({ path: '/admin?onedrive=success' });
    expect(await screen.findByText('OneDrive connected successfully! Connected as: Unknown user')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('error: toast with the reason and the query string cleared', async () => {
    renderDashboard({ path: '/admin?onedrive=error&message=Microsoft%20refused%20the%20code' });
    expect(await screen.findByText('OneDrive connection failed: Microsoft refused the code')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('shows the toast once', async () => {
    renderDashboard({ path: '/admin?onedrive=error&message=denied' });
    await screen.findByText('OneDrive connection failed: denied');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getAllByText('OneDrive connection failed: denied')).toHaveLength(1);
  });

  it('does nothing without the flag', async () => {
    renderDashboard({ path: '/admin?tab=users&email=x%40y.z' });
    await screen.findByRole('tab', { name: 'Users', selected: true });
    expect(window.location.search).toBe('?tab=users&email=x%40y.z');
  });
});
