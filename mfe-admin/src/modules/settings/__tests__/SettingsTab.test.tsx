import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { emptyGhlConfig, makeGhlConfig, makePipeline } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';
import type { GhlConfigRequest } from '@portal/contracts';

const MAPPING_LABELS = [
  'Initial Qualification Stage',
  'Needs Analysis Stage',
  'Lender Submission Stage',
  'Proposal Stage',
  'Signed Proposal Stage',
  'Underwriting Stage',
];

const bridge = makePipeline({
  id: 'pipe-2',
  name: 'Bridge Loans',
  stages: [
    { id: 'b-new', name: 'New Lead' },
    { id: 'b-won', name: 'Funded' },
  ],
});

function settingsGateway(config = makeGhlConfig()) {
  return new FakeGateway()
    .on('GET', '/admin/ghl/config', config)
    .on('POST', '/admin/ghl/pipelines', { pipelines: [makePipeline(), bridge] })
    .on('POST', '/admin/ghl/config', async (request) => {
      const body = (await request.json()) as GhlConfigRequest;
      return json(makeGhlConfig({ ...body, apiKey: '••••1234' } as never));
    });
}

const configForm = async () => within(await screen.findByRole('form', { name: 'GHL configuration' }));

describe('Settings tab', () => {
  it('shows the six stage mappings with the labels of docs/product.md#stage-mappings and the saved stages', async () => {
    renderDashboard({ gateway: settingsGateway(), path: '/admin?tab=settings' });
    const form = await configForm();
    for (const label of MAPPING_LABELS) expect(form.getByRole('combobox', { name: label })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Initial Qualification Stage' })).toHaveValue('st-qual');
    expect(form.getByRole('combobox', { name: 'Pipeline' })).toHaveValue('pipe-1');
    expect(form.getByLabelText('API Key')).toHaveValue('••••1234');
  });

  it('Load Pipelines with the key in the form says Loaded N pipelines and offers their stages', async () => {
    const gateway = settingsGateway();
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const form = await configForm();
    await userEvent.click(form.getByRole('button', { name: 'Load Pipelines' }));
    expect(await screen.findByText('Loaded 2 pipelines')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/ghl/pipelines')).toEqual({ apiKey: '••••1234', locationId: 'loc-1' });
    const mapping = form.getByRole('combobox', { name: 'Needs Analysis Stage' });
    expect(
      within(mapping)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Not mapped',
      'Initial Qualification Stage',
      'Needs Analysis Stage',
      'Lender Submission Stage',
      'Proposal Stage',
      'Signed Proposal Stage',
      'Underwriting Stage',
    ]);
  });

  it('choosing another pipeline clears all six stage mappings', async () => {
    const gateway = settingsGateway();
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const form = await configForm();
    await userEvent.click(form.getByRole('button', { name: 'Load Pipelines' }));
    await screen.findByText('Loaded 2 pipelines');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Pipeline' }), 'Bridge Loans');
    for (const label of MAPPING_LABELS) expect(form.getByRole('combobox', { name: label })).toHaveValue('');

    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Initial Qualification Stage' }), 'New Lead');
    await userEvent.click(form.getByRole('button', { name: 'Save GHL Configuration' }));
    expect(await screen.findByText('GHL configuration saved successfully')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/ghl/config')).toMatchObject({
      pipelineId: 'pipe-2',
      underReviewStageId: 'b-new',
      inUnderwritingStageId: null,
      loeSentStageId: null,
      closedStageId: null,
      signedProposalStageId: null,
      noShowStageId: null,
    });
  });

  it('Load Pipelines that fails says Failed to fetch GHL pipelines. Please check your API key.', async () => {
    const gateway = settingsGateway().on('POST', '/admin/ghl/pipelines', apiError(400, 'GHL rejected the API key'));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const form = await configForm();
    await userEvent.click(form.getByRole('button', { name: 'Load Pipelines' }));
    expect(await screen.findByText('Failed to fetch GHL pipelines. Please check your API key.')).toBeInTheDocument();
  });

  it('Save, Load Pipelines and Fetch Custom Fields need an API key: API Key is required', async () => {
    const gateway = settingsGateway(emptyGhlConfig);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const form = await configForm();
    await userEvent.click(form.getByRole('button', { name: 'Save GHL Configuration' }));
    expect(await screen.findByText('API Key is required')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Load Pipelines' }));
    await waitFor(() => expect(screen.getAllByText('API Key is required')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Fetch Custom Fields' }));
    await waitFor(() => expect(screen.getAllByText('API Key is required')).toHaveLength(3));
    expect(gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves a new API key typed over the mask, with the other fields', async () => {
    const gateway = settingsGateway(emptyGhlConfig);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const form = await configForm();
    await userEvent.type(form.getByLabelText('API Key'), 'pit-123456');
    await userEvent.type(form.getByRole('textbox', { name: 'Location ID' }), 'loc-9');
    await userEvent.click(form.getByRole('button', { name: 'Save GHL Configuration' }));
    expect(await screen.findByText('GHL configuration saved successfully')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/ghl/config')).toEqual({
      apiKey: 'pit-123456',
      v2Token: null,
      pipelineId: null,
      calendarId: null,
      locationId: 'loc-9',
      assignedUserId: null,
      onDealDeleted: 'leave',
      underReviewStageId: null,
      inUnderwritingStageId: null,
      loeSentStageId: null,
      closedStageId: null,
      signedProposalStageId: null,
      noShowStageId: null,
    });
  });

  it('what deleting a linked deal does to its opportunity: leave by default, chosen in the form and saved', async () => {
    const gateway = settingsGateway();
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const form = await configForm();
    const choice = form.getByRole('combobox', { name: 'When a deal linked to GHL is deleted' });
    expect(choice).toHaveValue('leave');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Leave the opportunity as it is',
      'Mark the opportunity lost',
      'Mark the opportunity abandoned',
      'Delete the opportunity',
    ]);
    await userEvent.selectOptions(choice, 'Mark the opportunity abandoned');
    await userEvent.click(form.getByRole('button', { name: 'Save GHL Configuration' }));
    expect(await screen.findByText('GHL configuration saved successfully')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/ghl/config')).toMatchObject({ onDealDeleted: 'markAbandoned' });
  });

  it('a refused save says Failed to save GHL configuration', async () => {
    const gateway = settingsGateway().on('POST', '/admin/ghl/config', apiError(400, 'API Key is required'));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const form = await configForm();
    await userEvent.click(form.getByRole('button', { name: 'Save GHL Configuration' }));
    expect(await screen.findByText('Failed to save GHL configuration')).toBeInTheDocument();
  });

  it('Fetch Custom Fields says how many were found and lists them', async () => {
    const gateway = settingsGateway().on('POST', '/admin/ghl/fetch-custom-fields', {
      summary: { totalFields: 2 },
      fields: [
        {
          id: 'f1',
          name: 'Property Address',
          fieldKey: 'opportunity.property_address',
          dataType: 'TEXT',
          model: 'opportunity',
        },
        {
          id: 'f2',
          name: 'Loan Request',
          fieldKey: 'opportunity.loan_request',
          dataType: 'TEXT',
          model: 'opportunity',
        },
      ],
    });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    await configForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fetch Custom Fields' }));
    expect(await screen.findByText('Custom fields fetched successfully! Found 2 total fields.')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/ghl/fetch-custom-fields')).toEqual({
      apiKey: '••••1234',
      locationId: 'loc-1',
    });
    expect(screen.getByRole('table', { name: 'Custom fields' })).toHaveTextContent('opportunity.loan_request');
  });

  it('Fetch Custom Fields that fails says Failed to fetch custom fields: {server error}', async () => {
    const gateway = settingsGateway().on('POST', '/admin/ghl/fetch-custom-fields', apiError(502, 'GHL did not answer'));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    await configForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fetch Custom Fields' }));
    expect(await screen.findByText('Failed to fetch custom fields: GHL did not answer')).toBeInTheDocument();
  });

  describe('webhook URL generator', () => {
    const generator = async () => within(await screen.findByRole('form', { name: 'Webhook URL generator' }));

    it('needs a domain: Please enter a domain', async () => {
      renderDashboard({ gateway: settingsGateway(), path: '/admin?tab=settings' });
      const g = await generator();
      await userEvent.click(g.getByRole('button', { name: 'Generate Webhook URL' }));
      expect(await screen.findByText('Please enter a domain')).toBeInTheDocument();
    });

    it('builds the URL, then copies it to the clipboard', async () => {
      const user = userEvent.setup();
      renderDashboard({ gateway: settingsGateway(), path: '/admin?tab=settings' });
      const g = await generator();
      await user.click(g.getByRole('button', { name: 'Copy to Clipboard' }));
      expect(await screen.findByText('No webhook URL to copy')).toBeInTheDocument();

      await user.type(g.getByRole('textbox', { name: 'Backend domain' }), 'api.portal.example/');
      await user.click(g.getByRole('button', { name: 'Generate Webhook URL' }));
      expect(await screen.findByText('Webhook URL generated successfully!')).toBeInTheDocument();
      expect(g.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
        'https://api.portal.example/api/webhooks/ghl',
      );

      await user.click(g.getByRole('button', { name: 'Copy to Clipboard' }));
      expect(await screen.findByText('Webhook URL copied to clipboard!')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe('https://api.portal.example/api/webhooks/ghl');
    });

    it('says Failed to copy URL to clipboard when the browser refuses', async () => {
      const user = userEvent.setup();
      renderDashboard({ gateway: settingsGateway(), path: '/admin?tab=settings' });
      const g = await generator();
      await user.type(g.getByRole('textbox', { name: 'Backend domain' }), 'https://api.example.com');
      await user.click(g.getByRole('button', { name: 'Generate Webhook URL' }));
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      await user.click(g.getByRole('button', { name: 'Copy to Clipboard' }));
      expect(await screen.findByText('Failed to copy URL to clipboard')).toBeInTheDocument();
    });
  });
});
