import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { LEAVE_PAGE_UNSAVED, mayLeaveUnsaved } from '@portal/web-kit/unsaved-changes';
import { makeGhlConfig, makeStaleThresholds } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const PATH = '/admin/settings/stale-thresholds';
const settingsGateway = () =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 });

// The first render loads the dashboard's lazy modules: slow on a busy machine.
const staleCard = async () => within(await screen.findByRole('region', { name: 'Stale deals' }, { timeout: 15_000 }));

describe('Settings tab: stale-deal thresholds', () => {
  it('shows each stage with its days, empty for never stale, and saves every stage', async () => {
    const saved = makeStaleThresholds({ updatedAt: '2026-11-24T10:00:00.000Z' });
    saved.stages[0] = { stage: 'Qualification', days: 10 };
    saved.stages[7] = { stage: 'Closed', days: 90 };
    const gateway = settingsGateway().on('GET', PATH, makeStaleThresholds()).on('PUT', PATH, saved);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    const qualification = await card.findByLabelText(/^Qualification/);
    expect(qualification).toHaveValue('7');
    expect(card.getByLabelText(/^Closed/)).toHaveValue('');
    expect(card.getByText('Defaults in use')).toBeInTheDocument();

    await userEvent.clear(qualification);
    await userEvent.type(qualification, '10');
    await userEvent.type(card.getByLabelText(/^Closed/), '90');
    expect(card.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Save thresholds' }));

    expect(await screen.findByText('Stale thresholds saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', PATH)).toEqual({
      stages: [
        { stage: 'Qualification', days: 10 },
        { stage: 'Needs Analysis', days: 14 },
        { stage: 'Lender Submission', days: 14 },
        { stage: 'Proposal', days: 14 },
        { stage: 'Signed Proposal', days: 21 },
        { stage: 'Underwriting', days: 30 },
        { stage: 'Approved', days: 30 },
        { stage: 'Closed', days: 90 },
      ],
    });
    expect(await card.findByText(/^Last saved Nov 24, 2026/)).toBeInTheDocument();
    expect(card.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses days that are not whole or out of bounds before sending, next to the stage', async () => {
    const gateway = settingsGateway().on('GET', PATH, makeStaleThresholds());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    const proposal = await card.findByLabelText(/^Proposal/);
    await userEvent.clear(proposal);
    await userEvent.type(proposal, '2.5');
    const approved = card.getByLabelText(/^Approved/);
    await userEvent.clear(approved);
    await userEvent.type(approved, '400');
    await userEvent.click(card.getByRole('button', { name: 'Save thresholds' }));

    const message = 'Proposal: days in stage must be a whole number from 1 to 365, or empty for never stale';
    expect(card.getByText(message)).toBeInTheDocument();
    expect(proposal).toHaveAttribute('aria-invalid', 'true');
    expect(proposal).toHaveAccessibleDescription(message);
    expect(card.getByLabelText(/^Approved/)).toHaveAccessibleDescription(
      'Approved: days in stage must be a whole number from 1 to 365, or empty for never stale',
    );
    expect(card.getByRole('alert')).toHaveTextContent('2 stages need fixing');
    expect(proposal).toHaveFocus();
    expect(gateway.callsTo('PUT', PATH)).toHaveLength(0);

    await userEvent.clear(proposal);
    await userEvent.type(proposal, '20');
    expect(card.queryByText(message)).not.toBeInTheDocument();
  });

  it("shows the gateway's 400 next to the stage it names, and discards changes on request", async () => {
    const message = 'Underwriting: days in stage must be a whole number from 1 to 365, or empty for never stale';
    const gateway = settingsGateway()
      .on('GET', PATH, makeStaleThresholds())
      .on('PUT', PATH, apiError(400, message, message, [{ field: 'body.stages.5.days', message }]));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    const underwriting = await card.findByLabelText(/^Underwriting/);
    await userEvent.clear(underwriting);
    await userEvent.type(underwriting, '45');
    await userEvent.click(card.getByRole('button', { name: 'Save thresholds' }));
    expect(await card.findByText(message)).toBeInTheDocument();
    expect(underwriting).toHaveAccessibleDescription(message);

    await userEvent.click(card.getByRole('button', { name: 'Discard changes' }));
    expect(underwriting).toHaveValue('30');
    expect(card.queryByText(message)).not.toBeInTheDocument();
  });

  it('resets saved thresholds to the defaults after a confirmation that can be cancelled', async () => {
    const saved = makeStaleThresholds({ updatedAt: '2026-11-24T10:00:00.000Z' });
    saved.stages[3] = { stage: 'Proposal', days: 9 };
    const gateway = settingsGateway().on('GET', PATH, saved).on('DELETE', PATH, makeStaleThresholds());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    expect(await card.findByLabelText(/^Proposal/)).toHaveValue('9');

    const resetButton = card.getByRole('button', { name: 'Reset to defaults' });
    await userEvent.click(resetButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Reset to defaults' });
    expect(dialog).toHaveAccessibleDescription(/^Put every stage's default threshold back\?/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(resetButton).toHaveFocus();
    expect(gateway.callsTo('DELETE', PATH)).toHaveLength(0);
    expect(card.getByLabelText(/^Proposal/)).toHaveValue('9');

    await userEvent.click(resetButton);
    await userEvent.click(screen.getByRole('button', { name: 'Restore the defaults' }));
    expect(await screen.findByText('Default stale thresholds restored')).toBeInTheDocument();
    expect(gateway.callsTo('DELETE', PATH)).toHaveLength(1);
    expect(await card.findByText('Defaults in use')).toBeInTheDocument();
    expect(card.getByLabelText(/^Proposal/)).toHaveValue('14');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Nothing saved any more: nothing to reset.
    expect(card.queryByRole('button', { name: 'Reset to defaults' })).not.toBeInTheDocument();
  });

  it('keeps the saved thresholds and says why when a reset fails', async () => {
    const gateway = settingsGateway()
      .on('GET', PATH, makeStaleThresholds({ updatedAt: '2026-11-24T10:00:00.000Z' }))
      .on('DELETE', PATH, apiError(503, 'Database unavailable'));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    await userEvent.click(await card.findByRole('button', { name: 'Reset to defaults' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore the defaults' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(card.getByText(/^Last saved /)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reset to defaults' })).toBeInTheDocument();
  });

  it('says when the thresholds cannot be loaded, with Retry', async () => {
    let calls = 0;
    const gateway = settingsGateway().on('GET', PATH, () => {
      calls += 1;
      return calls === 1 ? apiError(503, 'Database unavailable') : new Response(JSON.stringify(makeStaleThresholds()));
    });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    expect(await card.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Retry' }));
    expect(await card.findByLabelText(/^Qualification/)).toHaveValue('7');
  });

  it('renders in the dark theme', async () => {
    const gateway = settingsGateway().on('GET', PATH, makeStaleThresholds());
    renderDashboard({ gateway, path: '/admin?tab=settings', theme: 'dark' });
    const card = await staleCard();
    expect(await card.findByRole('table')).toBeInTheDocument();
  });

  it('asks before another admin tab replaces unsaved thresholds, and keeps them when the admin stays', async () => {
    const gateway = settingsGateway()
      .on('GET', PATH, makeStaleThresholds())
      .on('GET', '/admin/users', { items: [], nextCursor: null, total: 0 });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    const proposal = await card.findByLabelText(/^Proposal/);
    await userEvent.clear(proposal);
    await userEvent.type(proposal, '30');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this tab without saving them?');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(card.getByLabelText(/^Proposal/)).toHaveValue('30');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    // Nothing unsaved any more: the next switch does not ask.
    confirm.mockClear();
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("holds unsaved thresholds in the shell's registry, so the shell's links and the browser ask before leaving them", async () => {
    const gateway = settingsGateway().on('GET', PATH, makeStaleThresholds());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await staleCard();
    const proposal = await card.findByLabelText(/^Proposal/);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const unloadPrevented = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    // Nothing unsaved: the shell's links go without a question, and so does a reload.
    expect(mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(unloadPrevented()).toBe(false);

    await userEvent.clear(proposal);
    await userEvent.type(proposal, '30');
    expect(mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)).toBe(false);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page without saving them?');
    expect(unloadPrevented()).toBe(true);
    confirm.mockReturnValue(true);
    expect(mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)).toBe(true);

    await userEvent.click(card.getByRole('button', { name: 'Discard changes' }));
    confirm.mockClear();
    expect(mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(unloadPrevented()).toBe(false);
  });
});
