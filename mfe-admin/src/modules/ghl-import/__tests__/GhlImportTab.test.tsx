import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import type { GhlOpportunity } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import {
  admin,
  makeDeal,
  makeDuplicateDeal,
  makeOpportunity,
  makePipeline,
  member,
  pending,
} from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';
import { OPPORTUNITY_LIST_MAX_HEIGHT } from '../components/OpportunityList';

const pipelines = [makePipeline(), makePipeline({ id: 'pipe-2', name: 'Bridge Loans' })];
const maple = makeOpportunity();
const oak = makeOpportunity({
  id: 'opp-2',
  name: 'Oak Plaza',
  contact: { name: 'Omar Owner', email: 'omar@owners.example' },
  monetaryValue: 950_000,
});

/** One page of a pipeline's opportunities: the last one unless a next cursor is given. */
const page = (opportunities: GhlOpportunity[], nextCursor: string | null = null, total = opportunities.length) => ({
  opportunities,
  nextCursor,
  total,
});

function importGateway() {
  return new FakeGateway()
    .on('GET', '/admin/ghl/pipelines', { pipelines })
    .on('GET', '/admin/ghl/pipeline/pipe-1/opportunities', page([maple, oak]))
    .on('GET', '/admin/users', pagedRoute([admin, member, pending]))
    .on('POST', MATCHES, { items: [] });
}

const MATCHES = '/admin/ghl/import-opportunity/matches';

/** Picks Maple Court Refinance for the member and presses Import. */
async function importMapleForMember() {
  await choosePipeline();
  await userEvent.click(await screen.findByRole('radio', { name: /Maple Court Refinance/ }));
  const userSelect = screen.getByRole('combobox', { name: 'Assign to user' });
  await waitFor(() => expect(userSelect).toBeEnabled());
  await userEvent.selectOptions(userSelect, 'u-member');
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
}

async function choosePipeline(name = 'Loan Pipeline') {
  const select = await screen.findByRole('combobox', { name: 'Pipeline' });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, name);
}

describe('GHL Import tab', () => {
  it('lists the chosen pipeline’s opportunities in a scrollable list of capped height', async () => {
    const gateway = importGateway();
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    expect(await screen.findByText('No pipeline selected')).toBeInTheDocument();
    await choosePipeline();
    const list = await screen.findByTestId('opportunity-list');
    expect(within(list).getAllByRole('radio')).toHaveLength(2);
    expect(list).toHaveTextContent('Maple Court Refinance');
    expect(list).toHaveTextContent('Jane Client · jane@clients.example');
    expect(list).toHaveTextContent('$2.4M');
    expect(getComputedStyle(list).maxHeight).toBe(OPPORTUNITY_LIST_MAX_HEIGHT);
    expect(getComputedStyle(list).overflowY).toBe('auto');
    expect(screen.getByText('2 of 2 opportunities')).toBeInTheDocument();
  });

  it('searches on name, contact name, contact e-mail or pipeline name', async () => {
    renderDashboard({ gateway: importGateway(), path: '/admin?tab=ghl-import' });
    await choosePipeline();
    await screen.findByTestId('opportunity-list');
    const search = screen.getByRole('searchbox', { name: 'Search opportunities' });
    await userEvent.type(search, 'OMAR@');
    expect(within(screen.getByTestId('opportunity-list')).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByTestId('opportunity-list')).toHaveTextContent('Oak Plaza');
    expect(screen.getByText('1 of 2 opportunities')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(screen.getByText('No opportunities match your search')).toBeInTheDocument();
  });

  it('Refresh without a pipeline says Please select a pipeline first; with one it reloads', async () => {
    const gateway = importGateway();
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Please select a pipeline first')).toBeInTheDocument();

    await choosePipeline();
    await screen.findByTestId('opportunity-list');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(gateway.callsTo('GET', '/admin/ghl/pipeline/pipe-1/opportunities')).toHaveLength(2));
  });

  it('Import needs an opportunity and a user', async () => {
    const gateway = importGateway();
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Please select an opportunity and a user')).toBeInTheDocument();
    act(() => toast.remove());

    await choosePipeline();
    await userEvent.click(await screen.findByRole('radio', { name: /Maple Court Refinance/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Please select an opportunity and a user')).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/admin/ghl/import-opportunity')).toHaveLength(0);
  });

  it('imports the picked opportunity for the chosen user, then clears the selection and the user', async () => {
    const gateway = importGateway().on('POST', '/admin/ghl/import-opportunity', {
      message: 'Opportunity imported',
      created: true,
      deal: makeDeal({ ghlOpportunityId: 'opp-1' }),
    });
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    await choosePipeline();
    await userEvent.click(await screen.findByRole('radio', { name: /Maple Court Refinance/ }));
    expect(screen.getByText('Selected: Maple Court Refinance')).toBeInTheDocument();
    const userSelect = screen.getByRole('combobox', { name: 'Assign to user' });
    await waitFor(() => expect(userSelect).toBeEnabled());
    await userEvent.selectOptions(userSelect, 'maria.member (maria@example.com)');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Opportunity imported successfully!')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/ghl/import-opportunity')).toEqual({
      opportunityId: 'opp-1',
      userId: 'u-member',
      opportunity: maple,
    });
    await waitFor(() => expect(screen.getByText('No opportunity selected.')).toBeInTheDocument());
    expect(userSelect).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Maple Court Refinance/ })).not.toBeChecked();
  });

  it('says Failed to import opportunity when the import fails', async () => {
    const gateway = importGateway().on('POST', '/admin/ghl/import-opportunity', apiError(409, 'GHL is not configured'));
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    await choosePipeline();
    await userEvent.click(await screen.findByRole('radio', { name: /Oak Plaza/ }));
    const userSelect = screen.getByRole('combobox', { name: 'Assign to user' });
    await waitFor(() => expect(userSelect).toBeEnabled());
    await userEvent.selectOptions(userSelect, 'u-member');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Failed to import opportunity')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Oak Plaza/ })).toBeChecked();
  });

  it('says Failed to fetch pipelines, Failed to fetch opportunities and Failed to fetch users', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/ghl/pipelines', apiError(409, 'GHL is not configured'))
      .on('GET', '/admin/users', apiError(500, 'boom'));
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    expect(await screen.findByText('Failed to fetch pipelines')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();

    gateway
      .on('GET', '/admin/ghl/pipelines', () => json({ pipelines }))
      .on('GET', '/admin/ghl/pipeline/pipe-2/opportunities', apiError(502, 'GHL is down'));
    await userEvent.click(
      within(screen.getByText('Failed to fetch pipelines').closest('[role=alert]')!).getByRole('button', {
        name: 'Retry',
      }),
    );
    await choosePipeline('Bridge Loans');
    expect(await screen.findByText('Failed to fetch opportunities')).toBeInTheDocument();
  });

  it('reads a large pipeline page after page to the end, showing how many of the total were read', async () => {
    const many = Array.from({ length: 250 }, (_, i) => makeOpportunity({ id: `opp-${i}`, name: `Bulk ${i}` }));
    const releases: (() => void)[] = [];
    const gateway = importGateway().on('GET', '/admin/ghl/pipeline/pipe-1/opportunities', async (request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      const start = cursor ? Number(cursor) : 0;
      if (start > 0) await new Promise<void>((resolve) => releases.push(resolve));
      const next = start + 100 < many.length ? String(start + 100) : null;
      return json(page(many.slice(start, start + 100), next, many.length));
    });
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    await choosePipeline();
    expect(await screen.findByText('Reading from GHL: 100 of 250 opportunities')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Opportunities read from GHL' })).toHaveAttribute('value', '100');
    // What has arrived can be picked already.
    expect(within(screen.getByTestId('opportunity-list')).getAllByRole('radio')).toHaveLength(100);

    await waitFor(() => expect(releases).toHaveLength(1));
    act(() => releases.shift()!());
    expect(await screen.findByText('Reading from GHL: 200 of 250 opportunities')).toBeInTheDocument();
    await waitFor(() => expect(releases).toHaveLength(1));
    act(() => releases.shift()!());
    expect(await screen.findByText('250 of 250 opportunities')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Opportunities read from GHL' })).not.toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/ghl/pipeline/pipe-1/opportunities').map((c) => c.search)).toEqual([
      '',
      '?cursor=100',
      '?cursor=200',
    ]);
  });

  it('keeps what was read when a later page fails, and Retry reads the rest', async () => {
    let failing = true;
    const gateway = importGateway().on('GET', '/admin/ghl/pipeline/pipe-1/opportunities', (request) => {
      if (!new URL(request.url).searchParams.get('cursor')) return json(page([maple], 'next', 2));
      return failing ? apiError(502, 'GHL is down') : json(page([oak], null, 2));
    });
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    await choosePipeline();
    const alert = (await screen.findByText('Failed to fetch all opportunities (1 of 2 read)')).closest('[role=alert]')!;
    expect(screen.getByRole('radio', { name: /Maple Court Refinance/ })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 of 2 opportunities')).toBeInTheDocument();
  });

  it('explains an empty pipeline', async () => {
    const gateway = importGateway().on('GET', '/admin/ghl/pipeline/pipe-2/opportunities', page([]));
    renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
    await choosePipeline('Bridge Loans');
    expect(await screen.findByText('This pipeline has no opportunities')).toBeInTheDocument();
  });

  describe('when the property is already in the portal', () => {
    const match = { deal: makeDuplicateDeal(), reasons: ['address' as const] };
    const linked = {
      message: 'Opportunity linked',
      created: false,
      deal: makeDeal({ id: 'deal-kept', ghlOpportunityId: 'opp-1' }),
    };

    it('asks the portal first, and offers Link to the matching deal beside Import as a new deal', async () => {
      const gateway = importGateway()
        .on('POST', MATCHES, { items: [match] })
        .on('POST', '/admin/ghl/import-opportunity', linked);
      renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
      await importMapleForMember();

      const panel = within(await screen.findByRole('region', { name: 'This property is already in the portal' }));
      expect(gateway.lastBody('POST', MATCHES)).toEqual({ opportunityId: 'opp-1' });
      expect(gateway.callsTo('POST', '/admin/ghl/import-opportunity')).toHaveLength(0);
      expect(
        panel.getByText('Mia Member · Harbor Lofts, 12 Harbor Street, Unit 4, Springfield, IL 62701'),
      ).toBeInTheDocument();
      expect(panel.getByText('Open · Qualification · Same address')).toBeInTheDocument();
      expect(panel.getByRole('button', { name: 'Import as a new deal' })).toBeInTheDocument();

      await userEvent.click(panel.getByRole('button', { name: 'Link to DL-2026-000101' }));
      expect(await screen.findByText('Opportunity linked to DL-2026-000101')).toBeInTheDocument();
      expect(gateway.lastBody('POST', '/admin/ghl/import-opportunity')).toEqual({
        opportunityId: 'opp-1',
        userId: 'u-member',
        opportunity: maple,
        linkDealId: 'deal-kept',
      });
      await waitFor(() => expect(screen.getByText('No opportunity selected.')).toBeInTheDocument());
      expect(screen.queryByRole('region', { name: 'This property is already in the portal' })).not.toBeInTheDocument();
    });

    it('imports a new deal anyway on request (no link)', async () => {
      const gateway = importGateway()
        .on('POST', MATCHES, { items: [match] })
        .on('POST', '/admin/ghl/import-opportunity', { ...linked, created: true });
      renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
      await importMapleForMember();
      await userEvent.click(await screen.findByRole('button', { name: 'Import as a new deal' }));
      expect(await screen.findByText('Opportunity imported successfully!')).toBeInTheDocument();
      expect(gateway.lastBody('POST', '/admin/ghl/import-opportunity')).toEqual({
        opportunityId: 'opp-1',
        userId: 'u-member',
        opportunity: maple,
      });
    });

    it('Cancel leaves the choice without importing; a failed check imports nothing', async () => {
      let answer: Response = json({ items: [match] });
      const gateway = importGateway().on('POST', MATCHES, () => answer.clone());
      renderDashboard({ gateway, path: '/admin?tab=ghl-import' });
      await importMapleForMember();
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();

      answer = apiError(502, 'GHL did not answer');
      await userEvent.click(screen.getByRole('button', { name: 'Import' }));
      expect(await screen.findByText('GHL did not answer')).toBeInTheDocument();
      expect(gateway.callsTo('POST', '/admin/ghl/import-opportunity')).toHaveLength(0);
    });
  });
});
