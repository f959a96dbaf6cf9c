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
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { LEAVE_PAGE_UNSAVED, mayLeaveUnsaved } from '@portal/web-kit/unsaved-changes';
import { makeGhlConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const PATH = '/admin/settings/placement';
const settingsGateway = () =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 });

const sizing = () => structuredClone(DEFAULT_SIZING_BY_PURPOSE) as SizingDefaultsDto;

const makePlacementSettings = (overrides: Partial<Omit<PlacementSettings, 'defaults'>> = {}): PlacementSettings => ({
  sizingDefaults: sizing(),
  tolerances: { ...DEFAULT_MATCH_TOLERANCES },
  moveToLenderSubmissionOnSend: false,
  indexRates: { ...DEFAULT_INDEX_RATES },
  ...overrides,
  defaults: {
    sizingDefaults: sizing(),
    tolerances: { ...DEFAULT_MATCH_TOLERANCES },
    indexRates: { ...DEFAULT_INDEX_RATES },
  },
});

const submissionsCard = async () =>
  within(await screen.findByRole('region', { name: 'Lender submissions' }, { timeout: 15_000 }));

const replace = async (input: HTMLElement, value: string) => {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

const SWITCH = 'Move the deal to Lender Submission in GHL when it is sent to lenders';

describe('Settings tab: lender submissions (the GHL move on send and the index rates)', () => {
  it('turns the move to Lender Submission on, sending only the switch', async () => {
    const gateway = settingsGateway()
      .on('GET', PATH, makePlacementSettings())
      .on('PUT', PATH, makePlacementSettings({ moveToLenderSubmissionOnSend: true }));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await submissionsCard();
    const toggle = await card.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(card.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await userEvent.click(toggle);
    expect(card.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Lender submission settings saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({ moveToLenderSubmissionOnSend: true });
    expect(card.getByRole('switch', { name: SWITCH })).toBeChecked();
    expect(card.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the five index rates and saves new ones; then offers the defaults back (null)', async () => {
    const rates = { ...DEFAULT_INDEX_RATES, SOFR: 4.55, 'treasury-10y': 4.1 };
    const gateway = settingsGateway()
      .on('GET', PATH, makePlacementSettings())
      .on('PUT', PATH, (request: Request) =>
        request
          .json()
          .then((body: { indexRates: unknown }) =>
            json(makePlacementSettings(body.indexRates === null ? {} : { indexRates: rates })),
          ),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await submissionsCard();
    expect(await card.findByLabelText('SOFR (%)')).toHaveValue('4.3');
    expect(card.getByLabelText('Prime (%)')).toHaveValue('7.5');
    expect(card.getByLabelText('5-year Treasury (%)')).toHaveValue('4');
    expect(card.getByLabelText('10-year Treasury (%)')).toHaveValue('4.3');
    expect(card.getByLabelText('Other (%)')).toHaveValue('5');
    expect(card.getByText('Default rates in use')).toBeInTheDocument();

    await replace(card.getByLabelText('SOFR (%)'), '4.55');
    await replace(card.getByLabelText('10-year Treasury (%)'), '4.1');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Lender submission settings saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({ indexRates: rates });
    expect(card.getByLabelText('SOFR (%)')).toHaveValue('4.55');

    await userEvent.click(card.getByRole('button', { name: 'Restore default rates' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Restore default rates' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore the defaults' }));
    expect(await screen.findByText('Default index rates restored')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({ indexRates: null });
    expect(await card.findByText('Default rates in use')).toBeInTheDocument();
    expect(card.getByLabelText('SOFR (%)')).toHaveValue('4.3');
  });

  it('checks each rate (required, 0 to 25 %) before sending, focusing the first problem', async () => {
    const gateway = settingsGateway().on('GET', PATH, makePlacementSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await submissionsCard();
    await replace(await card.findByLabelText('Prime (%)'), '');
    await replace(card.getByLabelText('Other (%)'), '26');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(card.getByText('Prime rate is required')).toBeInTheDocument();
    expect(card.getByText('Other rate must be a number from 0 to 25 %')).toBeInTheDocument();
    expect(card.getByRole('alert')).toHaveTextContent('2 fields need fixing');
    expect(card.getByLabelText('Prime (%)')).toHaveFocus();
    expect(card.getByLabelText('Prime (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.callsTo('PUT', PATH)).toHaveLength(0);
  });

  it("shows the gateway's 400 beside the rate it names", async () => {
    const gateway = settingsGateway()
      .on('GET', PATH, makePlacementSettings())
      .on('PUT', PATH, () =>
        apiError(400, 'body.indexRates.SOFR must be <= 25', 'body.indexRates.SOFR must be <= 25', [
          { field: 'body.indexRates.SOFR', message: 'body.indexRates.SOFR must be <= 25' },
        ]),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await submissionsCard();
    await replace(await card.findByLabelText('SOFR (%)'), '5');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(await card.findByText('body.indexRates.SOFR must be <= 25')).toBeInTheDocument();
    expect(card.getByLabelText('SOFR (%)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("holds unsaved changes in the shell's registry until they are discarded", async () => {
    const gateway = settingsGateway().on('GET', PATH, makePlacementSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings', theme: 'dark' });
    const card = await submissionsCard();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)).toBe(true);
    await userEvent.click(await card.findByRole('switch', { name: SWITCH }));
    expect(mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)).toBe(false);
    expect(confirm).toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: 'Discard changes' }));
    confirm.mockClear();
    expect(mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)).toBe(true);
    expect(card.getByRole('switch', { name: SWITCH })).not.toBeChecked();
  });

  it('says when the settings cannot be loaded, with Retry', async () => {
    const gateway = settingsGateway().on('GET', PATH, () => apiError(503, 'Database unavailable', 'Try again'));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await submissionsCard();
    expect(await card.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
