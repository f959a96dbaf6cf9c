import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, publicConfig } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';

describe('Sandbox marker', () => {
  it('is shown while any external service is simulated, naming them', async () => {
    renderApp({ config: { ...publicConfig, sandbox: { discord: true, ghl: false, microsoft: true, smtp: false } } });
    const marker = await screen.findByRole('note', { name: 'Simulated services: Discord, OneDrive' });
    expect(marker).toHaveTextContent('Sandbox');
  });

  it('is shown to signed-in users too', async () => {
    renderApp({
      signedInAs: member,
      config: { ...publicConfig, sandbox: { discord: false, ghl: true, microsoft: false, smtp: false } },
    });
    expect(await screen.findByText('Sandbox')).toBeInTheDocument();
  });

  it('is absent when every service is real', async () => {
    renderApp();
    await screen.findByText('MEMBERS ONLY');
    expect(screen.queryByText('Sandbox')).not.toBeInTheDocument();
  });
});
