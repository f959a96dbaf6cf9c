import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { makeActivity, makeComment } from '@portal/web-kit/testing';
import { makeDeal, makeDocument } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const user = userEvent.setup();

describe('Deal Summary dialog', () => {
  it('shows the deal read-only: client, deal, financial, additional info, status and stage, activity, comments, created date, id, documents', async () => {
    const gateway = new FakeGateway()
      .on(
        'GET',
        '/deals',
        pagedRoute([
          makeDeal({
            propertyName: 'Oak Plaza',
            dealType: null,
            applicationDealType: 'Refinance',
            additionalInformation: 'Sponsor has 3 similar assets',
            status: 'LOE Sent',
            stage: 'Proposal Stage',
            stageLastUpdated: '2026-04-09T08:00:00.000Z',
            sponsorLiquidity: null,
            createdAt: '2026-03-01T15:30:00.000Z',
            stageHistory: [
              { from: null, to: 'Qualification', at: '2026-03-01T15:30:00.000Z', source: 'import' },
              {
                from: 'Initial Qualification Stage',
                to: 'Proposal Stage',
                at: '2026-04-09T08:00:00.000Z',
                source: 'webhook',
              },
            ],
          }),
        ]),
      )
      .on('GET', '/deals/d1/documents', [makeDocument({ originalName: 'term-sheet.pdf' })])
      .on(
        'GET',
        '/deals/d1/activities',
        pagedRoute([
          makeActivity({
            changes: [{ field: 'stage', label: 'Stage', from: 'Initial Qualification Stage', to: 'Proposal Stage' }],
          }),
          makeActivity({
            id: 'a0',
            kind: 'created',
            source: 'import',
            changes: [],
            createdAt: '2026-03-01T15:30:00.000Z',
          }),
        ]),
      )
      .on('GET', '/deals/d1/comments', pagedRoute([makeComment()]));
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'View DL-2026-000001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));

    const client = within(dialog.getByRole('region', { name: 'Client Information' }));
    expect(client.getByText('Cleo Client')).toBeInTheDocument();
    expect(client.getByText('555-0100')).toBeInTheDocument();
    expect(client.getByText('cleo@example.com')).toBeInTheDocument();
    const info = within(dialog.getByRole('region', { name: 'Deal Information' }));
    expect(info.getByText('Oak Plaza')).toBeInTheDocument();
    expect(info.getByText('Refinance')).toBeInTheDocument();
    expect(info.getByText('Multifamily')).toBeInTheDocument();
    expect(info.getByText('1 Harbor Way')).toBeInTheDocument();
    expect(info.getByText('1998')).toBeInTheDocument();
    const money = within(dialog.getByRole('region', { name: 'Financial Information' }));
    expect(money.getByText('$1.5M ($1.5M)')).toBeInTheDocument();
    expect(money.getByText('5M')).toBeInTheDocument();
    expect(money.getByText('Not provided')).toBeInTheDocument();
    expect(
      within(dialog.getByRole('region', { name: 'Additional Information' })).getByText('Sponsor has 3 similar assets'),
    ).toBeInTheDocument();
    const status = within(dialog.getByRole('region', { name: 'Status and Stage' }));
    expect(status.getByText('LOE Sent')).toHaveAttribute('data-tone', 'loeSent');
    expect(status.getByText('Proposal')).toBeInTheDocument();
    expect(status.getByTestId('recent-stage-dot')).toBeInTheDocument();
    expect(status.getByText('Apr 9, 2026 8:00 AM')).toBeInTheDocument();
    const timeline = within(await dialog.findByRole('list', { name: 'Activity timeline' }));
    const [newest, oldest] = timeline.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(newest).toHaveTextContent('Stage: Qualification → Proposal');
    expect(newest).toHaveTextContent('GHL webhook');
    expect(newest).toHaveTextContent('Apr 9, 2026 8:00 AM');
    expect(oldest).toHaveTextContent('Created the deal');
    expect(oldest).toHaveTextContent('GHL import');
    const comments = within(dialog.getByRole('region', { name: 'Comments' }));
    expect(await comments.findByRole('link', { name: 'https://drive.example/ts' })).toBeInTheDocument();
    const record = within(dialog.getByRole('region', { name: 'Record' }));
    expect(record.getByText('DL-2026-000001')).toBeInTheDocument();
    expect(record.getByText('Mar 1, 2026 3:30 PM')).toBeInTheDocument();
    expect(record.queryByText('Created by')).toBeNull();

    const documents = within(dialog.getByRole('region', { name: 'Documents' }));
    expect(await documents.findByText('term-sheet.pdf')).toBeInTheDocument();
    expect(documents.getByLabelText('Click to upload documents')).toBeInTheDocument();
    expect(documents.getByRole('button', { name: 'Download term-sheet.pdf' })).toBeInTheDocument();
    expect(documents.getByRole('button', { name: 'Delete term-sheet.pdf' })).toBeInTheDocument();
    // Read-only: no form fields for the deal itself (the one text box is for a comment).
    expect(dialog.getAllByRole('textbox').map((box) => box.getAttribute('aria-label') ?? box.id)).toHaveLength(1);
    expect(comments.getByRole('textbox', { name: 'Add a comment' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it("says 'No activity yet', 'No comments yet' and 'No date' where there is nothing to show", async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([makeDeal({ stageHistory: [], stageLastUpdated: null })]))
      .on('GET', '/deals/d1/documents', [])
      .on('GET', '/deals/d1/activities', pagedRoute([]))
      .on('GET', '/deals/d1/comments', pagedRoute([]));
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'View DL-2026-000001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));
    expect(await dialog.findByText('No activity yet')).toBeInTheDocument();
    expect(await dialog.findByText(/^No comments yet/)).toBeInTheDocument();
    expect(within(dialog.getByRole('region', { name: 'Status and Stage' })).getByText('No date')).toBeInTheDocument();
    const closeButtons = dialog.getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
