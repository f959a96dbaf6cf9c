import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuplicateFlag, DuplicateMergeResult } from '@portal/contracts';
import { apiError, FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { makeDeal, makeDuplicateDeal, makeDuplicateFlag } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const LIST = '/admin/duplicates';
const TAB = '/admin?tab=duplicates';

// The first render loads the dashboard's lazy modules: slow on a busy machine.
const findFlag = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 15_000 }));

const mergeResult = (flag: DuplicateFlag): DuplicateMergeResult => ({
  deal: makeDeal({ id: 'deal-kept', dealId: 'DL-2026-000101' }),
  flag: {
    ...flag,
    status: 'merged',
    resolvedBy: 'demo-admin',
    resolvedAt: '2026-11-27T10:00:00.000Z',
    keptDealId: 'deal-kept',
  },
  moved: { documents: 2, comments: 1, checklistReviews: 0, activities: 5, submissions: 1, quotes: 3 },
});

describe('Duplicates tab', () => {
  it('shows each open flag: the deal that raised it and the deal it matches, with owner, property, status and why', async () => {
    const gateway = new FakeGateway().on('GET', LIST, pagedRoute([makeDuplicateFlag()]));
    renderDashboard({ gateway, path: TAB });
    const flag = await findFlag('DL-2026-000202 may duplicate another deal');

    const [raised, matched] = within(
      flag.getByRole('list', { name: 'Deals of the flag on DL-2026-000202' }),
    ).getAllByRole('listitem');
    expect(raised).toHaveTextContent('Raised the flag');
    expect(raised).toHaveTextContent('Omar Other');
    expect(raised).toHaveTextContent('12 harbor st #4, springfield, illinois 62701');
    expect(matched).toHaveTextContent('Same address');
    expect(matched).toHaveTextContent('Mia Member');
    expect(matched).toHaveTextContent('Harbor Lofts · 12 Harbor Street, Unit 4, Springfield, IL 62701');
    expect(matched).toHaveTextContent('Open · Qualification');
    expect(flag.getByRole('link', { name: 'Open DL-2026-000101' })).toHaveAttribute('href', '/deals?deal=deal-kept');
    expect(flag.getByRole('link', { name: 'Open DL-2026-000202' })).toHaveAttribute('href', '/deals?deal=deal-raised');
    expect(screen.getByText('Showing 1 of 1 flag')).toBeInTheDocument();
    expect(gateway.callsTo('GET', LIST)[0]?.query).toMatchObject({ status: 'open', limit: '50' });
  });

  it('says there is nothing to review when no flag is open', async () => {
    renderDashboard({ gateway: new FakeGateway().on('GET', LIST, pagedRoute([])), path: TAB });
    expect(
      await screen.findByText('No possible duplicates to review.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('filters by dismissed and merged flags, saying who resolved each', async () => {
    const dismissed = makeDuplicateFlag({
      status: 'dismissed',
      resolvedBy: 'demo-admin',
      resolvedAt: '2026-11-21T10:00:00.000Z',
    });
    const gateway = new FakeGateway().on('GET', LIST, (request) =>
      pagedRoute(new URL(request.url).searchParams.get('status') === 'dismissed' ? [dismissed] : [])(request),
    );
    renderDashboard({ gateway, path: TAB });
    await screen.findByText('No possible duplicates to review.', undefined, { timeout: 15_000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Not a duplicate');
    const flag = await findFlag('DL-2026-000202 may duplicate another deal');
    expect(flag.getByText(/^Resolved as not a duplicate by demo-admin/)).toBeInTheDocument();
    expect(flag.queryByRole('button', { name: 'Merge…' })).not.toBeInTheDocument();
    expect(gateway.callsTo('GET', LIST).at(-1)?.query.status).toBe('dismissed');
  });

  it('resolves a flag as not a duplicate after a confirmation, with a toast, and the flag leaves the open list', async () => {
    let flags = [makeDuplicateFlag()];
    const gateway = new FakeGateway()
      .on(
        'GET',
        LIST,
        pagedRoute(() => flags),
      )
      .on('POST', '/admin/duplicates/flag-1/dismiss', () => {
        flags = [];
        return new Response(JSON.stringify({ ...makeDuplicateFlag(), status: 'dismissed' }));
      });
    renderDashboard({ gateway, path: TAB });
    const flag = await findFlag('DL-2026-000202 may duplicate another deal');
    await userEvent.click(flag.getByRole('button', { name: 'Not a duplicate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Not a duplicate' });
    expect(dialog).toHaveAccessibleDescription(/the same deals are not flagged together again/);
    expect(gateway.callsTo('POST', '/admin/duplicates/flag-1/dismiss')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not a duplicate' }));
    expect(await screen.findByText('Marked as not a duplicate')).toBeInTheDocument();
    expect(await screen.findByText('No possible duplicates to review.')).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/admin/duplicates/flag-1/dismiss')).toHaveLength(1);
  });

  it('merges: choose the deal kept, read what moves, confirm; the moved counts are shown', async () => {
    let flags = [makeDuplicateFlag()];
    const gateway = new FakeGateway()
      .on(
        'GET',
        LIST,
        pagedRoute(() => flags),
      )
      .on('POST', '/admin/duplicates/flag-1/merge', () => {
        const result = mergeResult(flags[0]!);
        flags = [];
        return new Response(JSON.stringify(result));
      });
    renderDashboard({ gateway, path: TAB });
    const flag = await findFlag('DL-2026-000202 may duplicate another deal');
    await userEvent.click(flag.getByRole('button', { name: 'Merge…' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Merge deals' }));
    const keep = within(dialog.getByRole('group', { name: 'Keep' }));
    // The deal already in the pipeline is kept by default; the one that raised the flag is merged.
    expect(keep.getByRole('radio', { name: /DL-2026-000101/ })).toBeChecked();
    expect(dialog.getByText('DL-2026-000202 will be merged into DL-2026-000101.')).toBeInTheDocument();
    expect(
      dialog.getByText(
        /documents, comments, checklist reviews, timeline, lender submissions and quotes move to DL-2026-000101/,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('DL-2026-000202 is then removed. Both owners are told.')).toBeInTheDocument();

    // The other way round, then back.
    await userEvent.click(keep.getByRole('radio', { name: /DL-2026-000202/ }));
    expect(dialog.getByText('DL-2026-000101 will be merged into DL-2026-000202.')).toBeInTheDocument();
    await userEvent.click(keep.getByRole('radio', { name: /DL-2026-000101/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge into DL-2026-000101' }));

    expect(await screen.findByText('DL-2026-000202 merged into DL-2026-000101')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/duplicates/flag-1/merge')).toEqual({
      keepDealId: 'deal-kept',
      mergeDealId: 'deal-raised',
    });
    expect(
      screen.getByText(
        'DL-2026-000202 merged into DL-2026-000101. Moved: 2 documents, 1 comment, 0 checklist reviews, 5 timeline entries, 1 lender submission, 3 quotes.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No possible duplicates to review.')).toBeInTheDocument();
  });

  it('a flag another admin already resolved answers 409: its message is shown and the list read again', async () => {
    const gateway = new FakeGateway()
      .on('GET', LIST, pagedRoute([makeDuplicateFlag()]))
      .on('POST', '/admin/duplicates/flag-1/merge', apiError(409, 'This flag is already resolved'));
    renderDashboard({ gateway, path: TAB });
    const flag = await findFlag('DL-2026-000202 may duplicate another deal');
    await userEvent.click(flag.getByRole('button', { name: 'Merge…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Merge into DL-2026-000101' }));
    expect(await screen.findByText('This flag is already resolved')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET', LIST).length).toBeGreaterThan(1));
  });

  it('offers no merge when only one deal of the flag is still there', async () => {
    const flagWithRemoved = makeDuplicateFlag({
      matches: [{ deal: makeDuplicateDeal({ exists: false, status: null, stage: null }), reasons: ['name'] }],
    });
    renderDashboard({ gateway: new FakeGateway().on('GET', LIST, pagedRoute([flagWithRemoved])), path: TAB });
    const flag = await findFlag('DL-2026-000202 may duplicate another deal');
    expect(flag.getByText('Removed')).toBeInTheDocument();
    expect(flag.getByText('Same property name and state')).toBeInTheDocument();
    expect(flag.queryByRole('link', { name: 'Open DL-2026-000101' })).not.toBeInTheDocument();
    expect(flag.queryByRole('button', { name: 'Merge…' })).not.toBeInTheDocument();
    expect(flag.getByRole('button', { name: 'Not a duplicate' })).toBeInTheDocument();
  });

  it('renders in the dark theme', async () => {
    renderDashboard({
      gateway: new FakeGateway().on('GET', LIST, pagedRoute([makeDuplicateFlag()])),
      path: TAB,
      theme: 'dark',
    });
    expect(await findFlag('DL-2026-000202 may duplicate another deal')).toBeTruthy();
  });
});
