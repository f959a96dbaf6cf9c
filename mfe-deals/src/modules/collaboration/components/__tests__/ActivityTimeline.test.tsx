import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { makeActivity } from '@portal/web-kit/testing';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { ActivityTimeline } from '../ActivityTimeline';

const user = userEvent.setup();

function entries() {
  const list = screen.getByRole('list', { name: 'Activity timeline' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('activity timeline', () => {
  it('shows each entry newest first with its actor, source, time and every field as old → new with its label', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/deals/d1/activities',
      pagedRoute([
        makeActivity(),
        makeActivity({
          id: 'a2',
          kind: 'fieldsChanged',
          source: 'portal',
          actor: { id: 'u-member', name: 'Maria Member', role: 'member' },
          changes: [
            { field: 'loanRequest', label: 'Loan Request', from: '$1.5M', to: '$2M' },
            { field: 'propertyVintage', label: 'Property Vintage', from: null, to: '1998' },
          ],
          createdAt: '2026-04-08T10:00:00.000Z',
        }),
        makeActivity({
          id: 'a3',
          kind: 'documentUploaded',
          source: 'admin',
          actor: { id: 'u-admin', name: 'Ada Admin', role: 'admin' },
          changes: [],
          document: { id: 'doc1', fileName: 'appraisal.pdf' },
          createdAt: '2026-04-07T10:00:00.000Z',
        }),
      ]),
    );
    renderWithServices(<ActivityTimeline dealId="d1" />, { gateway });

    await screen.findByRole('list', { name: 'Activity timeline' });
    const [stage, fields, upload] = entries();
    expect(stage).toHaveTextContent('GoHighLevel');
    expect(stage).toHaveTextContent('Stage changed');
    expect(within(stage!).getByLabelText('Source: GHL webhook')).toBeInTheDocument();
    expect(stage).toHaveTextContent('Apr 9, 2026 8:00 AM');
    expect(within(stage!).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Stage: Qualification → Underwriting',
    );

    expect(fields).toHaveTextContent('Maria Member');
    expect(fields).toHaveTextContent('Changed 2 fields');
    const changes = within(within(fields!).getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(changes.map((change) => change.textContent)).toEqual([
      'Loan Request: $1.5M → $2M',
      'Property Vintage: empty → 1998',
    ]);
    expect(within(fields!).getByLabelText('Source: Portal')).toBeInTheDocument();

    expect(upload).toHaveTextContent('Ada Admin');
    expect(upload).toHaveTextContent('Uploaded appraisal.pdf');
    expect(within(upload!).getByLabelText('Source: Admin')).toBeInTheDocument();
  });

  it("shows a lender's room activity as the gateway's line, as plain text", async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/deals/d1/activities',
      pagedRoute([
        makeActivity({
          kind: 'lenderDocumentViewed',
          source: 'system',
          actor: { id: null, name: 'First Capital', role: 'system' },
          changes: [],
          document: { id: 'doc1', fileName: 'Rent roll.pdf' },
          lender: { submissionId: 's1', lenderName: 'First Capital', summary: 'First Capital viewed Rent roll.pdf' },
        }),
        makeActivity({
          id: 'a2',
          kind: 'lenderAnswered',
          source: 'system',
          actor: { id: null, name: 'First Capital', role: 'system' },
          changes: [],
          lender: {
            submissionId: 's1',
            lenderName: 'First Capital',
            summary: 'First Capital passed (Other: <b>no</b>)',
          },
          createdAt: '2026-04-08T10:00:00.000Z',
        }),
      ]),
    );
    renderWithServices(<ActivityTimeline dealId="d1" />, { gateway });

    await screen.findByRole('list', { name: 'Activity timeline' });
    const [viewed, answered] = entries();
    expect(viewed).toHaveTextContent('First Capital viewed Rent roll.pdf');
    expect(answered).toHaveTextContent('First Capital passed (Other: <b>no</b>)');
    expect(answered!.querySelector('b')).toBeNull();
  });

  it("shows a recorded and a selected quote as the gateway's line, as plain text, or in general words", async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/deals/d1/activities',
      pagedRoute([
        makeActivity({
          kind: 'quoteSelected',
          source: 'admin',
          actor: { id: 'u-admin', name: 'Ada Admin', role: 'admin' },
          changes: [],
          lender: {
            submissionId: 's1',
            lenderName: 'First Capital',
            summary: 'Selected the quote of First Capital <i>($4,000,000 at 6.25% fixed)</i>',
          },
        }),
        makeActivity({
          id: 'a2',
          kind: 'quoteRecorded',
          source: 'admin',
          actor: { id: 'u-admin', name: 'Ada Admin', role: 'admin' },
          changes: [],
          lender: null,
          createdAt: '2026-04-08T10:00:00.000Z',
        }),
      ]),
    );
    renderWithServices(<ActivityTimeline dealId="d1" />, { gateway });

    await screen.findByRole('list', { name: 'Activity timeline' });
    const [selected, recorded] = entries();
    expect(selected).toHaveTextContent('Selected the quote of First Capital <i>($4,000,000 at 6.25% fixed)</i>');
    expect(selected!.querySelector('i')).toBeNull();
    expect(recorded).toHaveTextContent('Ada Admin');
    expect(recorded).toHaveTextContent('Recorded a quote');
  });

  it('loads older entries a page at a time with the keyboard', async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      makeActivity({ id: `a${i}`, createdAt: new Date(Date.UTC(2026, 3, 9, 8, 0) - i * 60_000).toISOString() }),
    );
    const gateway = new FakeGateway().on('GET', '/deals/d1/activities', pagedRoute(rows));
    renderWithServices(<ActivityTimeline dealId="d1" />, { gateway });

    await screen.findByRole('list', { name: 'Activity timeline' });
    expect(entries()).toHaveLength(20);
    expect(gateway.callsTo('GET', '/deals/d1/activities')[0]!.query).toEqual({ limit: '20' });
    const more = screen.getByRole('button', { name: 'Load older activity' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(entries()).toHaveLength(25));
    expect(gateway.callsTo('GET', '/deals/d1/activities')[1]!.query).toEqual({ limit: '20', cursor: '20' });
    expect(screen.queryByRole('button', { name: 'Load older activity' })).toBeNull();
  });

  it("says 'No activity yet' for a deal with none", async () => {
    const gateway = new FakeGateway().on('GET', '/deals/d1/activities', pagedRoute([]));
    renderWithServices(<ActivityTimeline dealId="d1" />, { gateway });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it("says 'Failed to load activity' with Retry when the gateway refuses", async () => {
    let fail = true;
    const gateway = new FakeGateway().on('GET', '/deals/d1/activities', (request) =>
      fail ? apiError(503, 'Service Unavailable') : pagedRoute([makeActivity()])(request),
    );
    renderWithServices(<ActivityTimeline dealId="d1" />, { gateway });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load activity');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Activity timeline' })).toBeInTheDocument();
  });
});
