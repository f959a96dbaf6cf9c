import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STAGE_PROBABILITIES } from '@portal/contracts';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { makeDuplicateSettings, makeFeeSettings, makeGhlConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const DUPLICATES = '/admin/settings/duplicates';
const FEES = '/admin/settings/fees';
const settingsGateway = () =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 });

// The first render loads the dashboard's lazy modules: slow on a busy machine.
const card = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 15_000 }));

const replace = async (input: HTMLElement, value: string) => {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

describe('Settings tab: duplicate check', () => {
  it('saves how long closed deals count, and restores the default after a confirmation', async () => {
    const gateway = settingsGateway()
      .on('GET', DUPLICATES, makeDuplicateSettings())
      .on('PUT', DUPLICATES, (request) =>
        request
          .json()
          .then((body: { closedWithinDays: number | null }) =>
            Response.json(makeDuplicateSettings(body.closedWithinDays ?? 365)),
          ),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const duplicates = await card('Duplicate check');
    const days = await duplicates.findByLabelText('Closed deals count for (days)');
    expect(days).toHaveValue('365');
    expect(duplicates.getByText('Default in use')).toBeInTheDocument();

    await replace(days, '90');
    expect(duplicates.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(duplicates.getByRole('button', { name: 'Save duplicate check' }));
    expect(await screen.findByText('Duplicate check saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', DUPLICATES)).toEqual({ closedWithinDays: 90 });
    expect(duplicates.getByLabelText('Closed deals count for (days)')).toHaveValue('90');

    await userEvent.click(duplicates.getByRole('button', { name: 'Restore default' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore the default' }));
    expect(await screen.findByText('Default duplicate check restored')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', DUPLICATES)).toEqual({ closedWithinDays: null });
    expect(duplicates.getByLabelText('Closed deals count for (days)')).toHaveValue('365');
  });

  it('refuses a window out of range before sending, and shows the gateway’s 400 beside the field', async () => {
    const gateway = settingsGateway()
      .on('GET', DUPLICATES, makeDuplicateSettings())
      .on(
        'PUT',
        DUPLICATES,
        apiError(400, 'Invalid request', 'Invalid request', [
          { field: 'body.closedWithinDays', message: 'body.closedWithinDays must be <= 3650' },
        ]),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const duplicates = await card('Duplicate check');
    const days = await duplicates.findByLabelText('Closed deals count for (days)');
    await replace(days, '12.5');
    await userEvent.click(duplicates.getByRole('button', { name: 'Save duplicate check' }));
    expect(days).toHaveAccessibleDescription(/^Closed deals count for must be a whole number of days from 0 to 3650/);
    expect(days).toHaveFocus();
    expect(gateway.callsTo('PUT', DUPLICATES)).toHaveLength(0);

    await replace(days, '30');
    await userEvent.click(duplicates.getByRole('button', { name: 'Save duplicate check' }));
    expect(await duplicates.findByText('body.closedWithinDays must be <= 3650')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    // Nothing was saved: the typed value stays for the admin to fix.
    expect(days).toHaveValue('30');
  });

  it('asks before another admin tab replaces an unsaved window', async () => {
    const gateway = settingsGateway()
      .on('GET', DUPLICATES, makeDuplicateSettings())
      .on('GET', '/admin/users', { items: [], nextCursor: null, total: 0 });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const duplicates = await card('Duplicate check');
    await replace(await duplicates.findByLabelText('Closed deals count for (days)'), '10');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(confirm).toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    confirm.mockRestore();
  });
});

describe('Settings tab: fees', () => {
  it('shows the share, the overdue days and a probability per stage, and saves them all', async () => {
    const saved = makeFeeSettings({
      defaultBrokerSharePercent: 60,
      overdueAfterDays: 45,
      stageProbabilities: { ...DEFAULT_STAGE_PROBABILITIES, Proposal: 50 },
    });
    const gateway = settingsGateway().on('GET', FEES, makeFeeSettings()).on('PUT', FEES, saved);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const fees = await card('Fees');
    expect(await fees.findByLabelText('Default broker share (%)')).toHaveValue('50');
    expect(fees.getByLabelText('Overdue after closing (days)')).toHaveValue('30');
    expect(fees.getByLabelText('Qualification (%)')).toHaveValue('10');
    expect(fees.getByLabelText('Closed (%)')).toHaveValue('100');
    expect(fees.getByText('Defaults in use')).toBeInTheDocument();

    await replace(fees.getByLabelText('Default broker share (%)'), '60');
    await replace(fees.getByLabelText('Overdue after closing (days)'), '45');
    await replace(fees.getByLabelText('Proposal (%)'), '50');
    await userEvent.click(fees.getByRole('button', { name: 'Save fee settings' }));
    expect(await screen.findByText('Fee settings saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', FEES)).toEqual({
      defaultBrokerSharePercent: 60,
      overdueAfterDays: 45,
      stageProbabilities: { ...DEFAULT_STAGE_PROBABILITIES, Proposal: 50 },
    });
    expect(fees.getByLabelText('Proposal (%)')).toHaveValue('50');
    expect(fees.getByRole('button', { name: 'Restore defaults' })).toBeInTheDocument();
  });

  it('checks each field before sending and shows the gateway’s 400 beside the stage it names', async () => {
    const gateway = settingsGateway()
      .on('GET', FEES, makeFeeSettings())
      .on(
        'PUT',
        FEES,
        apiError(400, 'Invalid fee settings', 'Invalid fee settings', [
          { field: 'body.stageProbabilities.Underwriting', message: 'Underwriting must be from 0 to 100' },
        ]),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const fees = await card('Fees');
    const share = await fees.findByLabelText('Default broker share (%)');
    await replace(share, '120');
    const approved = fees.getByLabelText('Approved (%)');
    await replace(approved, 'abc');
    await userEvent.click(fees.getByRole('button', { name: 'Save fee settings' }));
    expect(share).toHaveAccessibleDescription('Default broker share must be a number from 0 to 100 %');
    expect(approved).toHaveAccessibleDescription('Approved probability must be a number from 0 to 100 %');
    expect(fees.getByRole('alert')).toHaveTextContent('2 fields need fixing');
    expect(share).toHaveFocus();
    expect(gateway.callsTo('PUT', FEES)).toHaveLength(0);

    await replace(share, '55');
    await replace(approved, '90');
    await userEvent.click(fees.getByRole('button', { name: 'Save fee settings' }));
    expect(await fees.findByText('Underwriting must be from 0 to 100')).toBeInTheDocument();
    expect(fees.getByLabelText('Underwriting (%)')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(fees.getByRole('button', { name: 'Discard changes' }));
    expect(share).toHaveValue('50');
  });

  it('restores every default with nulls after a confirmation', async () => {
    const gateway = settingsGateway()
      .on('GET', FEES, makeFeeSettings({ overdueAfterDays: 10 }))
      .on('PUT', FEES, makeFeeSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const fees = await card('Fees');
    expect(await fees.findByLabelText('Overdue after closing (days)')).toHaveValue('10');
    await userEvent.click(fees.getByRole('button', { name: 'Restore defaults' }));
    expect(screen.getByRole('alertdialog', { name: 'Restore the default fee settings' })).toHaveAccessibleDescription(
      /^Put the shipped broker share, overdue days and stage probabilities back\?.*Unsaved changes in this card are lost\.$/,
    );
    expect(gateway.callsTo('PUT', FEES)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Restore the defaults' }));
    expect(await screen.findByText('Default fee settings restored')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', FEES)).toEqual({
      defaultBrokerSharePercent: null,
      overdueAfterDays: null,
      stageProbabilities: null,
    });
    expect(fees.getByLabelText('Overdue after closing (days)')).toHaveValue('30');
  });

  it('renders in the dark theme', async () => {
    renderDashboard({ gateway: settingsGateway(), path: '/admin?tab=settings', theme: 'dark' });
    const fees = await card('Fees');
    expect(await fees.findByLabelText('Closed (%)')).toBeInTheDocument();
  });
});
