import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_INDEX_RATES,
  DEFAULT_MATCH_TOLERANCES,
  DEFAULT_SIZING_BY_PURPOSE,
  type PlacementSettings,
  type SizingDefaultsDto,
} from '@portal/contracts';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { makeGhlConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const PATH = '/admin/settings/placement';
const settingsGateway = () =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 });

const shippedSizing = (): SizingDefaultsDto => structuredClone(DEFAULT_SIZING_BY_PURPOSE) as SizingDefaultsDto;

/** The settings as the gateway answers them: in force, and the shipped values. */
const makePlacementSettings = (overrides: Partial<Omit<PlacementSettings, 'defaults'>> = {}): PlacementSettings => ({
  sizingDefaults: shippedSizing(),
  tolerances: { ...DEFAULT_MATCH_TOLERANCES },
  moveToLenderSubmissionOnSend: false,
  indexRates: { ...DEFAULT_INDEX_RATES },
  ...overrides,
  defaults: {
    sizingDefaults: shippedSizing(),
    tolerances: { ...DEFAULT_MATCH_TOLERANCES },
    indexRates: { ...DEFAULT_INDEX_RATES },
  },
});

// The first render loads the dashboard's lazy modules: slow on a busy machine.
const placementCard = async () =>
  within(await screen.findByRole('region', { name: 'Loan sizing and matching' }, { timeout: 15_000 }));

const replace = async (input: HTMLElement, value: string) => {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

describe('Settings tab: loan sizing and matching', () => {
  it('shows the terms per loan purpose and the tolerances, and saves both parts', async () => {
    const savedSizing = shippedSizing();
    savedSizing.bridge = { ...savedSizing.bridge, ratePercent: 10.25, maxLtcPercent: null };
    const saved = makePlacementSettings({
      sizingDefaults: savedSizing,
      tolerances: { ...DEFAULT_MATCH_TOLERANCES, ltvPoints: 3 },
    });
    const gateway = settingsGateway().on('GET', PATH, makePlacementSettings()).on('PUT', PATH, saved);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await placementCard();

    expect(await card.findByLabelText('Purchase: Rate (%)')).toHaveValue('6.5');
    expect(card.getByLabelText('Cash-out refinance: Min DSCR (x)')).toHaveValue('1.3');
    expect(card.getByLabelText('Construction: Amortisation (months)')).toHaveValue('300');
    expect(card.getByLabelText('Construction: Max LTC (%)')).toHaveValue('75');
    expect(card.getByLabelText('Refinance: Min debt yield (%)')).toHaveValue('9');
    expect(card.getByLabelText('Bridge: Max LTV (%)')).toHaveValue('75');
    expect(card.getByLabelText('Loan amount tolerance (%)')).toHaveValue('10');
    expect(card.getByLabelText('DSCR tolerance (x)')).toHaveValue('0.1');
    expect(card.getByLabelText('Debt yield tolerance (points)')).toHaveValue('1');
    expect(card.getByText('Defaults in use')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Restore default terms' })).not.toBeInTheDocument();

    await replace(card.getByLabelText('Bridge: Rate (%)'), '10.25');
    await replace(card.getByLabelText('Bridge: Max LTC (%)'), '');
    await replace(card.getByLabelText('LTV tolerance (points)'), '3');
    expect(card.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Loan sizing and matching saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({
      sizingDefaults: savedSizing,
      tolerances: { loanAmountPercent: 10, ltvPoints: 3, ltcPoints: 5, dscr: 0.1, debtYieldPoints: 1 },
    });
    expect(card.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(card.getByLabelText('Bridge: Rate (%)')).toHaveValue('10.25');
    expect(card.getByLabelText('Bridge: Max LTC (%)')).toHaveValue('');
    // Both parts now differ from the shipped values: each can be put back.
    expect(card.getByRole('button', { name: 'Restore default terms' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Restore default tolerances' })).toBeInTheDocument();
  });

  it('checks every field with the gateway’s rules before sending, and shows each message beside its field', async () => {
    const gateway = settingsGateway().on('GET', PATH, makePlacementSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await placementCard();
    const amortisation = await card.findByLabelText('Refinance: Amortisation (months)');
    await replace(amortisation, '6');
    const rate = card.getByLabelText('Construction: Rate (%)');
    await replace(rate, '');
    const ltc = card.getByLabelText('Bridge: Max LTC (%)');
    await replace(ltc, 'abc');
    const dscrTolerance = card.getByLabelText('DSCR tolerance (x)');
    await replace(dscrTolerance, '9');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));

    expect(amortisation).toHaveAttribute('aria-invalid', 'true');
    expect(amortisation).toHaveAccessibleDescription('Amortisation must be between 12 and 480 months');
    expect(rate).toHaveAccessibleDescription('Rate is required');
    expect(ltc).toHaveAccessibleDescription('Max LTC must be a number between 1 and 100 %');
    expect(dscrTolerance).toHaveAccessibleDescription('DSCR tolerance must be between 0 and 5x');
    expect(card.getByRole('alert')).toHaveTextContent('4 fields need fixing');
    expect(amortisation).toHaveFocus();
    expect(gateway.callsTo('PUT', PATH)).toHaveLength(0);

    // An empty limit is allowed (not set); fixing a field clears its message.
    await replace(ltc, '');
    expect(ltc).not.toHaveAttribute('aria-invalid');
    await replace(amortisation, '12.5');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(amortisation).toHaveAccessibleDescription('Amortisation must be a whole number of months');
  });

  it('shows the gateway’s 400 beside the fields it names, and discards changes on request', async () => {
    const ltcMessage = 'Max LTC must be between 1 and 100 %';
    const dscrMessage = 'DSCR tolerance must be between 0 and 5x';
    const gateway = settingsGateway()
      .on('GET', PATH, makePlacementSettings())
      .on(
        'PUT',
        PATH,
        apiError(400, 'Invalid placement settings', 'Invalid placement settings', [
          { field: 'body.sizingDefaults.construction.maxLtcPercent', message: ltcMessage },
          { field: 'body.tolerances.dscr', message: dscrMessage },
        ]),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await placementCard();
    const ltc = await card.findByLabelText('Construction: Max LTC (%)');
    await replace(ltc, '80');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));

    expect(await card.findByText(ltcMessage)).toBeInTheDocument();
    expect(ltc).toHaveAccessibleDescription(ltcMessage);
    expect(card.getByLabelText('DSCR tolerance (x)')).toHaveAccessibleDescription(dscrMessage);
    expect(await screen.findByText('Invalid placement settings')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Discard changes' }));
    expect(ltc).toHaveValue('75');
    expect(card.queryByText(ltcMessage)).not.toBeInTheDocument();
  });

  it('restores one part’s defaults (null) after a confirmation that can be cancelled', async () => {
    const custom = makePlacementSettings({ tolerances: { ...DEFAULT_MATCH_TOLERANCES, loanAmountPercent: 20 } });
    const gateway = settingsGateway().on('GET', PATH, custom).on('PUT', PATH, makePlacementSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await placementCard();
    expect(await card.findByLabelText('Loan amount tolerance (%)')).toHaveValue('20');
    // The terms are the shipped ones: nothing to put back there.
    expect(card.queryByRole('button', { name: 'Restore default terms' })).not.toBeInTheDocument();

    const restore = card.getByRole('button', { name: 'Restore default tolerances' });
    await userEvent.click(restore);
    const dialog = screen.getByRole('alertdialog', { name: 'Restore default tolerances' });
    expect(dialog).toHaveAccessibleDescription(/^Put the shipped match tolerances back\?/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(restore).toHaveFocus();
    expect(gateway.callsTo('PUT', PATH)).toHaveLength(0);

    await userEvent.click(restore);
    await userEvent.click(screen.getByRole('button', { name: 'Restore the defaults' }));
    expect(await screen.findByText('Default match tolerances restored')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({ tolerances: null });
    expect(card.getByLabelText('Loan amount tolerance (%)')).toHaveValue('10');
    expect(card.getByText('Defaults in use')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('restores the default terms for every purpose with sizingDefaults null', async () => {
    const sizing = shippedSizing();
    sizing.purchase = { ...sizing.purchase, maxLtvPercent: 60 };
    const gateway = settingsGateway()
      .on('GET', PATH, makePlacementSettings({ sizingDefaults: sizing }))
      .on('PUT', PATH, makePlacementSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await placementCard();
    expect(await card.findByLabelText('Purchase: Max LTV (%)')).toHaveValue('60');
    await userEvent.click(card.getByRole('button', { name: 'Restore default terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore the defaults' }));
    expect(await screen.findByText('Default sizing terms restored')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({ sizingDefaults: null });
    expect(card.getByLabelText('Purchase: Max LTV (%)')).toHaveValue('70');
  });

  it('says when the settings cannot be loaded, with Retry', async () => {
    let calls = 0;
    const gateway = settingsGateway().on('GET', PATH, () => {
      calls += 1;
      return calls === 1
        ? apiError(503, 'Database unavailable')
        : new Response(JSON.stringify(makePlacementSettings()));
    });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await placementCard();
    expect(await card.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Retry' }));
    expect(await card.findByLabelText('Purchase: Rate (%)')).toHaveValue('6.5');
  });

  it('renders in the dark theme', async () => {
    const gateway = settingsGateway().on('GET', PATH, makePlacementSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings', theme: 'dark' });
    const card = await placementCard();
    expect(await card.findByRole('table', { name: 'Default sizing terms per loan purpose' })).toBeInTheDocument();
  });

  it('asks before another admin tab replaces unsaved settings', async () => {
    const gateway = settingsGateway()
      .on('GET', PATH, makePlacementSettings())
      .on('GET', '/admin/users', { items: [], nextCursor: null, total: 0 });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await placementCard();
    await replace(await card.findByLabelText('Bridge: Min DSCR (x)'), '1.2');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this tab without saving them?');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(card.getByLabelText('Bridge: Min DSCR (x)')).toHaveValue('1.2');
    confirm.mockRestore();
  });
});
