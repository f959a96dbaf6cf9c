import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { makeGhlConfig, makeQuotas, makeStaleThresholds } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const PATH = '/admin/settings/quotas';
const settingsGateway = () =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 })
    .on('GET', '/admin/settings/stale-thresholds', makeStaleThresholds());

// The first render loads the dashboard's lazy modules: slow on a busy machine.
const quotasCard = async () =>
  within(await screen.findByRole('region', { name: 'Quotas per member' }, { timeout: 15_000 }));

describe('Settings tab: quotas per member', () => {
  it('shows each quota with its default, and saves only what changed (sizes in MB)', async () => {
    const saved = makeQuotas({ updatedAt: '2026-11-24T10:00:00.000Z' });
    saved.limits.notificationStreamsPerMember = 3;
    saved.limits.storedBytesPerDeal = 50 * 1024 * 1024;
    const gateway = settingsGateway().on('GET', PATH, makeQuotas()).on('PUT', PATH, saved);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await quotasCard();
    const streams = await card.findByLabelText('Open notification streams per member');
    expect(streams).toHaveValue('5');
    expect(streams).toHaveAccessibleDescription(/opening one more closes the oldest\. Default: 5 streams\./);
    const perDeal = card.getByLabelText('Document storage per deal');
    expect(perDeal).toHaveValue('250');
    expect(card.getByLabelText('Document storage per member')).toHaveValue('1024');
    expect(card.getByText('Defaults in use')).toBeInTheDocument();

    await userEvent.clear(streams);
    await userEvent.type(streams, '3');
    await userEvent.clear(perDeal);
    await userEvent.type(perDeal, '50');
    expect(card.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Save quotas' }));

    expect(await screen.findByText('Quotas saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({
      notificationStreamsPerMember: 3,
      storedBytesPerDeal: 50 * 1024 * 1024,
    });
    expect(await card.findByText(/^Last saved Nov 24, 2026/)).toBeInTheDocument();
    expect(card.getByLabelText('Open notification streams per member')).toHaveValue('3');
  });

  it('refuses values out of range before sending, next to the field, and focuses the first', async () => {
    const gateway = settingsGateway().on('GET', PATH, makeQuotas());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await quotasCard();
    const writes = await card.findByLabelText('Changes per minute per member');
    await userEvent.clear(writes);
    await userEvent.type(writes, '0');
    const perMember = card.getByLabelText('Document storage per member');
    await userEvent.clear(perMember);
    await userEvent.type(perMember, 'lots');
    await userEvent.click(card.getByRole('button', { name: 'Save quotas' }));

    const message = 'Changes per minute per member: enter a whole number from 1 to 100,000';
    expect(card.getByText(message)).toBeInTheDocument();
    expect(writes).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(perMember).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByRole('alert')).toHaveTextContent('2 quotas need fixing');
    expect(writes).toHaveFocus();
    expect(gateway.callsTo('PUT', PATH)).toHaveLength(0);
  });

  it("shows the gateway's refusal next to the field it names", async () => {
    const message = 'must be <= 100';
    const gateway = settingsGateway()
      .on('GET', PATH, makeQuotas())
      .on('PUT', PATH, apiError(400, message, message, [{ field: 'body.notificationStreamsPerMember', message }]));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await quotasCard();
    const streams = await card.findByLabelText('Open notification streams per member');
    await userEvent.clear(streams);
    await userEvent.type(streams, '7');
    await userEvent.click(card.getByRole('button', { name: 'Save quotas' }));
    expect(await card.findByText(message)).toBeInTheDocument();
    expect(streams).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts every default back once quotas were saved', async () => {
    const saved = makeQuotas({ updatedAt: '2026-11-24T10:00:00.000Z' });
    saved.limits.writesPerMinutePerMember = 10;
    const gateway = settingsGateway().on('GET', PATH, saved).on('PUT', PATH, makeQuotas());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await quotasCard();
    expect(await card.findByLabelText('Changes per minute per member')).toHaveValue('10');
    await userEvent.click(card.getByRole('button', { name: 'Use the defaults' }));
    expect(gateway.lastBody('PUT', PATH)).toEqual({
      notificationStreamsPerMember: null,
      writesPerMinutePerMember: null,
      storedBytesPerMember: null,
      storedBytesPerDeal: null,
    });
    expect(await card.findByText('Defaults in use')).toBeInTheDocument();
    expect(card.getByLabelText('Changes per minute per member')).toHaveValue('60');
  });
});
