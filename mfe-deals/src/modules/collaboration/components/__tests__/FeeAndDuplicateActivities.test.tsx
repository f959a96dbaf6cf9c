import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway, makeActivity, pagedRoute } from '@portal/web-kit/testing';
import { admin, member } from '../../../../../test/fixtures';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { POSSIBLE_DUPLICATE_MESSAGE } from '../../../duplicates/utils/possibleDuplicateMessage';
import { ActivityTimeline } from '../ActivityTimeline';

const adminActor = { id: 'u-admin', name: 'Ada Admin', role: 'admin' } as const;

/** A fee change, a merge and a duplicate flag naming the other deal (as an admin's timeline holds them). */
const timeline = [
  makeActivity({
    id: 'fee',
    kind: 'feeChanged',
    source: 'admin',
    actor: adminActor,
    changes: [
      { field: 'feePoints', label: 'Fee (points)', from: '1', to: '1.5' },
      { field: 'receivedOn', label: 'Received on', from: null, to: '2026-08-05' },
    ],
  }),
  makeActivity({ id: 'merged', kind: 'dealMerged', source: 'admin', actor: adminActor, changes: [] }),
  makeActivity({
    id: 'flagged',
    kind: 'duplicateFlagged',
    source: 'system',
    actor: { id: 'system', name: 'System', role: 'system' },
    changes: [{ field: 'matches', label: 'Matches', from: null, to: 'DL-2026-000007 of Otto Other' }],
  }),
];

function entries() {
  const list = screen.getByRole('list', { name: 'Activity timeline' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('fee, merge and duplicate entries of the timeline', () => {
  it('an admin reads the fee change with who made it and each figure, the merge and the flag with its details', async () => {
    renderWithServices(<ActivityTimeline dealId="d1" />, {
      user: admin,
      gateway: new FakeGateway().on('GET', '/deals/d1/activities', pagedRoute(timeline)),
    });
    await screen.findByRole('list', { name: 'Activity timeline' });
    const [fee, merged, flagged] = entries();
    expect(fee).toHaveTextContent('Ada Admin');
    expect(fee).toHaveTextContent('Changed the fee (2 figures)');
    expect(within(fee!).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Fee (points): 1 → 1.5Received on: empty → 2026-08-05',
    );
    expect(merged).toHaveTextContent('Merged a duplicate deal into this one');
    expect(flagged).toHaveTextContent('Flagged as a possible duplicate');
    expect(flagged).toHaveTextContent('DL-2026-000007 of Otto Other');
  });

  it('a member reads a duplicate flag as the neutral sentence only, never its details', async () => {
    renderWithServices(<ActivityTimeline dealId="d1" />, {
      user: member,
      gateway: new FakeGateway().on('GET', '/deals/d1/activities', pagedRoute(timeline)),
    });
    await screen.findByRole('list', { name: 'Activity timeline' });
    const flagged = entries()[2]!;
    expect(flagged).toHaveTextContent(POSSIBLE_DUPLICATE_MESSAGE);
    expect(flagged).not.toHaveTextContent('Flagged as a possible duplicate');
    expect(within(flagged).queryByRole('list', { name: 'Changes' })).toBeNull();
    expect(screen.queryByText(/Otto Other|DL-2026-000007/)).toBeNull();
    // The fee change reads the same for the deal's owner.
    expect(entries()[0]).toHaveTextContent('Changed the fee (2 figures)');
  });
});
