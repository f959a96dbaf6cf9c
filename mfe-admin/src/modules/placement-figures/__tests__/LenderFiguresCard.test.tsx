import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway } from '@portal/web-kit/testing';
import { makeLenderDetail, makeLenderFigures, makePlacementFigures } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

describe("A lender's page: its placement figures", () => {
  it("shows the lender's submissions, response rate, median first answer, quotes and selected", async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders/l-1', makeLenderDetail())
      .on(
        'GET',
        '/admin/placement/figures',
        makePlacementFigures([makeLenderFigures({ medianHoursToFirstAnswer: 60 })]),
      );
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const card = await screen.findByRole('region', { name: 'Placement figures' });
    const list = await within(card).findByText('Submissions');
    expect(list.closest('dl')).toHaveTextContent(
      /Submissions4Last sent .+Response rate75 %3 of 4 answeredMedian first answer2\.5 daysQuotes2Selected1/,
    );
    expect(gateway.callsTo('GET', '/admin/placement/figures')[0]!.query).toEqual({ lenderId: 'l-1' });
  });

  it('says when the lender was sent no deal yet', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/lenders/l-1', makeLenderDetail());
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const card = await screen.findByRole('region', { name: 'Placement figures' });
    expect(await within(card).findByText('No deal sent yet')).toBeInTheDocument();
  });
});
