import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChecklistSettingsRequest } from '@portal/contracts';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeChecklistSettings, makeGhlConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const PATH = '/admin/settings/checklist';
const settingsGateway = () =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 });

// The first render loads the dashboard's lazy modules: slow on a busy machine.
const checklistCard = async () =>
  within(await screen.findByRole('region', { name: 'Document checklists' }, { timeout: 15_000 }));

const itemGroups = (card: ReturnType<typeof within>) => card.getAllByRole('group', { name: /^Item \d+ of \d+$/ });

describe('Settings tab: document checklists', () => {
  it('edits, adds, reorders and removes items of a deal type and saves every template', async () => {
    const gateway = settingsGateway()
      .on('GET', PATH, makeChecklistSettings())
      .on('PUT', PATH, async (request) => {
        const body = (await request.json()) as ChecklistSettingsRequest;
        return json({ ...body, updatedAt: '2026-11-24T11:00:00.000Z' });
      });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await checklistCard();
    expect(await card.findByDisplayValue('Purchase Contract')).toBeInTheDocument();
    expect(card.getByText('3 documents, 2 required')).toBeInTheDocument();
    expect(card.getByText('Shipped defaults in use')).toBeInTheDocument();

    // Edit: rename the rent roll and make the appraisal required.
    const [, rentRoll, appraisal] = itemGroups(card);
    const rentRollName = within(rentRoll!).getByLabelText('Name');
    await userEvent.clear(rentRollName);
    await userEvent.type(rentRollName, 'Certified Rent Roll');
    await userEvent.click(within(appraisal!).getByLabelText('Required'));
    expect(card.getByText('Unsaved changes')).toBeInTheDocument();

    // Add: the new item's name gets the focus.
    await userEvent.click(card.getByRole('button', { name: 'Add document' }));
    expect(card.getByRole('status')).toHaveTextContent('New item added at position 4.');
    const added = within(itemGroups(card)[3]!).getByLabelText('Name');
    expect(added).toHaveFocus();
    await userEvent.type(added, 'Site Plan');
    await userEvent.type(within(itemGroups(card)[3]!).getByLabelText('Short description'), 'Survey or site plan');

    // Reorder with the keyboard: the moved item keeps the focus, and the move is announced.
    const moveUp = card.getByRole('button', { name: 'Move Site Plan up' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');
    expect(card.getByRole('status')).toHaveTextContent('Site Plan moved to position 3 of 4.');
    expect(card.getByRole('button', { name: 'Move Site Plan up' })).toHaveFocus();
    expect(within(itemGroups(card)[2]!).getByLabelText('Name')).toHaveValue('Site Plan');

    // Remove the purchase contract: focus goes to the next item.
    await userEvent.click(card.getByRole('button', { name: 'Remove Purchase Contract' }));
    expect(card.getByRole('status')).toHaveTextContent('Purchase Contract removed. 3 items left.');
    expect(within(itemGroups(card)[0]!).getByLabelText('Name')).toHaveFocus();

    const days = card.getByLabelText('Remind owners after (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(card.getByRole('button', { name: 'Save checklists' }));

    expect(await screen.findByText('Checklist templates saved')).toBeInTheDocument();
    const body = gateway.lastBody('PUT', PATH) as ChecklistSettingsRequest;
    expect(body.reminderAfterDays).toBe(10);
    expect(body.templates.map((template) => template.dealType)).toEqual([
      'Acquisition',
      'Purchase',
      'Refinance',
      'New Construction',
      'Construction',
      'Bridge',
      'Other',
    ]);
    expect(body.templates[0]!.items).toEqual([
      { id: 'rent-roll', name: 'Certified Rent Roll', description: 'Current rent roll', required: true },
      { id: 'site-plan', name: 'Site Plan', description: 'Survey or site plan', required: true },
      { id: 'appraisal', name: 'Appraisal', description: 'If one exists', required: true },
    ]);
    expect(body.templates[2]!.items.map((item) => item.id)).toEqual(['mortgage-statement']);
    expect(await card.findByText(/^Last saved Nov 24, 2026/)).toBeInTheDocument();
    expect(card.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('keeps the edits of each deal type while switching, and shows an empty type', async () => {
    const gateway = settingsGateway().on('GET', PATH, makeChecklistSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await checklistCard();
    const rentRollName = await card.findByDisplayValue('Rent Roll');
    await userEvent.clear(rentRollName);
    await userEvent.type(rentRollName, 'Rent Roll (T3)');

    await userEvent.selectOptions(card.getByLabelText('Deal type'), 'Purchase');
    expect(card.getByText('No documents for Purchase deals')).toBeInTheDocument();
    expect(card.getByText('0 documents, 0 required')).toBeInTheDocument();
    await userEvent.selectOptions(card.getByLabelText('Deal type'), 'Refinance');
    expect(card.getByDisplayValue('Mortgage Statement')).toBeInTheDocument();
    await userEvent.selectOptions(card.getByLabelText('Deal type'), 'Acquisition');
    expect(card.getByDisplayValue('Rent Roll (T3)')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Discard changes' }));
    expect(card.getByDisplayValue('Rent Roll')).toBeInTheDocument();
    expect(card.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses a blank name and a bad interval before sending, and leads to each problem', async () => {
    const gateway = settingsGateway().on('GET', PATH, makeChecklistSettings());
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await checklistCard();
    await userEvent.selectOptions(await card.findByLabelText('Deal type'), 'Refinance');
    await userEvent.clear(card.getByDisplayValue('Mortgage Statement'));
    await userEvent.selectOptions(card.getByLabelText('Deal type'), 'Acquisition');
    const days = card.getByLabelText('Remind owners after (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(card.getByRole('button', { name: 'Save checklists' }));

    const summary = card.getByRole('alert');
    expect(summary).toHaveTextContent('Fix 2 problems before saving');
    expect(days).toHaveAccessibleDescription('The reminder interval must be a whole number of days from 1 to 365');
    expect(gateway.callsTo('PUT', PATH)).toHaveLength(0);
    expect(card.getByRole('option', { name: 'Refinance (needs fixing)' })).toBeInTheDocument();

    await userEvent.click(within(summary).getByRole('button', { name: 'Refinance, item 1: Item name is required' }));
    expect(card.getByLabelText('Deal type')).toHaveValue('Refinance');
    const name = within(itemGroups(card)[0]!).getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Item name is required');
    await userEvent.type(name, 'Payoff Letter');
    expect(card.getByRole('alert')).toHaveTextContent('Fix 1 problem before saving');
  });

  it("shows the gateway's 400 next to the field it names", async () => {
    const message = 'Item ids must be unique within a deal type (rent-roll)';
    const gateway = settingsGateway()
      .on('GET', PATH, makeChecklistSettings())
      .on(
        'PUT',
        PATH,
        apiError(400, 'Item name is required', 'Item name is required', [
          { field: 'body.templates[0].items[1].name', message: 'Item name is required' },
          { field: 'body.templates[0].items[2].id', message },
          { field: 'body.reminderAfterDays', message: 'body.reminderAfterDays must be <= 365' },
        ]),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await checklistCard();
    await userEvent.click(await card.findByRole('button', { name: 'Save checklists' }));

    expect(await card.findByRole('alert')).toHaveTextContent('Fix 3 problems before saving');
    const [, rentRoll, appraisal] = itemGroups(card);
    expect(within(rentRoll!).getByLabelText('Name')).toHaveAccessibleDescription('Item name is required');
    expect(within(appraisal!).getByLabelText('Name')).toHaveAccessibleDescription(message);
    expect(card.getByLabelText('Remind owners after (days)')).toHaveAccessibleDescription(
      'body.reminderAfterDays must be <= 365',
    );
    expect(await screen.findAllByText('Item name is required')).not.toHaveLength(0);
  });

  it('restores the shipped defaults after a confirmation that can be cancelled', async () => {
    const savedOnce = makeChecklistSettings({ reminderAfterDays: 30, updatedAt: '2026-11-24T09:00:00.000Z' });
    const gateway = settingsGateway()
      .on('GET', PATH, savedOnce)
      .on('DELETE', PATH, makeChecklistSettings({ reminderAfterDays: 7, updatedAt: null }));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await checklistCard();
    expect(await card.findByLabelText('Remind owners after (days)')).toHaveValue('30');

    await userEvent.click(card.getByRole('button', { name: 'Reset to shipped defaults' }));
    const question = card.getByRole('group', { name: /^Replace every deal type's template/ });
    expect(within(question).getByRole('button', { name: 'Restore the shipped defaults' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(card.getByRole('button', { name: 'Reset to shipped defaults' })).toHaveFocus();
    expect(gateway.callsTo('DELETE', PATH)).toHaveLength(0);

    await userEvent.click(card.getByRole('button', { name: 'Reset to shipped defaults' }));
    await userEvent.click(card.getByRole('button', { name: 'Restore the shipped defaults' }));
    expect(await screen.findByText('Shipped checklist templates restored')).toBeInTheDocument();
    expect(gateway.callsTo('DELETE', PATH)).toHaveLength(1);
    expect(await card.findByText('Shipped defaults in use')).toBeInTheDocument();
    expect(card.getByLabelText('Remind owners after (days)')).toHaveValue('7');
    expect(card.queryByRole('button', { name: 'Reset to shipped defaults' })).not.toBeInTheDocument();
  });

  it('says when the templates cannot be loaded, with Retry', async () => {
    let calls = 0;
    const gateway = settingsGateway().on('GET', PATH, () => {
      calls += 1;
      return calls === 1 ? apiError(503, 'Database unavailable') : json(makeChecklistSettings());
    });
    renderDashboard({ gateway, path: '/admin?tab=settings', theme: 'dark' });
    const card = await checklistCard();
    expect(await card.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Retry' }));
    expect(await card.findByDisplayValue('Purchase Contract')).toBeInTheDocument();
  });
});
