import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, FakeGateway } from '@portal/web-kit/testing';
import { makeLenderFigures, makePlacementFigures } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

type Download = { fileName: string; blob: Blob };

const FIGURES = makePlacementFigures([
  makeLenderFigures({
    lenderId: 'l-1',
    lenderName: 'Lone Star Bank',
    submissions: 4,
    responses: 2,
    responseRatePercent: 50,
  }),
  makeLenderFigures({
    lenderId: 'l-2',
    lenderName: 'First Capital',
    submissions: 3,
    responses: 3,
    responseRatePercent: 100,
    medianHoursToFirstAnswer: 0.5,
    quotes: 1,
    selected: 0,
  }),
  makeLenderFigures({
    lenderId: 'l-3',
    lenderName: 'Harbor Credit',
    submissions: 0,
    responses: 0,
    responseRatePercent: null,
    medianHoursToFirstAnswer: null,
    quotes: 1,
    selected: 1,
    lastSentAt: null,
  }),
]);

describe('Overview: the Placement card', () => {
  let downloads: Download[];

  beforeEach(() => {
    downloads = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
    });
  });

  it('shows the totals and the lenders ranked by response rate, each linked to its page', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/placement/figures', FIGURES);
    renderDashboard({ gateway });
    const card = await screen.findByRole('region', { name: 'Placement' });
    const totals = await within(card).findByLabelText('Placement totals');
    expect(totals).toHaveTextContent('Submissions7to 3 lenders');
    expect(totals).toHaveTextContent('Response rate71.4 %5 answered');
    expect(totals).toHaveTextContent('Quotes4');
    expect(totals).toHaveTextContent('Selected2');
    // Every lender's figures are kept by the gateway for up to a minute: the card says as of when.
    expect(card).toHaveTextContent(/Figures as of Nov 2[678], 2026 \d+:32 [AP]M; the export is always current\./);
    const rows = within(card).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['First Capital', '3', '100 %', '30 min', '1', '0'],
      ['Lone Star Bank', '4', '50 %', '4.5 h', '2', '1'],
      ['Harbor Credit', '0', '—', '—', '1', '1'],
    ]);
    expect(within(card).getByRole('link', { name: 'First Capital' })).toHaveAttribute(
      'href',
      expect.stringContaining('tab=lenders&lender=l-2'),
    );
    // The whole set is read once, without a lender filter.
    expect(gateway.callsTo('GET', '/admin/placement/figures')[0]!.query).toEqual({});
  });

  it('says what will appear when no deal was sent to lenders yet, and there is nothing to export', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Placement' });
    expect(await within(card).findByText('No deal sent to lenders yet')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Export placement figures' })).toBeDisabled();
  });

  it('shows the error with Retry when the figures cannot be read', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/placement/figures', () =>
      apiError(503, 'Database unavailable', 'Try again shortly'),
    );
    renderDashboard({ gateway });
    const card = await screen.findByRole('region', { name: 'Placement' });
    expect(await within(card).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Database unavailable');
  });

  it('exports the figures with a progress bar, saved as placement-figures-yyyy-MM-dd.csv', async () => {
    const hold = deferred();
    const csv = '\uFEFF"lender_id","lender_name"\r\n"l-2","First Capital"\r\n';
    const gateway = new FakeGateway()
      .on('GET', '/admin/placement/figures', FIGURES)
      .on('GET', '/admin/placement/export', async () => {
        await hold.promise;
        return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': '1' } });
      });
    renderDashboard({ gateway });
    const card = await screen.findByRole('region', { name: 'Placement' });
    await within(card).findByLabelText('Placement totals');
    await userEvent.click(within(card).getByRole('button', { name: 'Export placement figures' }));
    expect(await screen.findByRole('progressbar', { name: 'Exporting placement figures' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Export placement figures' })).toBeDisabled();
    hold.release();

    expect(await screen.findByText('Placement figures exported successfully')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toMatch(/^placement-figures-\d{4}-\d{2}-\d{2}\.csv$/);
    // Saved as the gateway sent it, the BOM included (text() reads past it).
    expect(downloads[0]!.blob.size).toBe(new TextEncoder().encode(csv).length);
    expect(await downloads[0]!.blob.text()).toBe(csv.slice(1));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Export placement figures' })).toBeEnabled());
  });

  it('says so when the export fails, and saves nothing', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/placement/figures', FIGURES)
      .on('GET', '/admin/placement/export', () => apiError(503, 'Database unavailable', 'Try again shortly'));
    renderDashboard({ gateway });
    const card = await screen.findByRole('region', { name: 'Placement' });
    await within(card).findByLabelText('Placement totals');
    await userEvent.click(within(card).getByRole('button', { name: 'Export placement figures' }));
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('reads in the dark theme on a 390 px phone', async () => {
    window.innerWidth = 390;
    const gateway = new FakeGateway().on('GET', '/admin/placement/figures', FIGURES);
    renderDashboard({ gateway, theme: 'dark' });
    const card = await screen.findByRole('region', { name: 'Placement' });
    expect(await within(card).findByRole('table')).toBeInTheDocument();
  });
});
