import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeGateway, json, pageOf, pagedRoute } from '@portal/shell/test/fakeGateway';
import { admin, makeAnalytics, makeDeal, member, pending } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

type Download = { fileName: string; blob: Blob };

describe('EXPORT DEALS and EXPORT USERS', () => {
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

  afterEach(() => {
    vi.useRealTimers();
  });

  const csvOf = async (download: Download) => (await download.blob.text()).replace(/^\uFEFF/, '');

  it('are disabled when there are no deals or no users', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/analytics',
      makeAnalytics({ users: { total: 0, active: 0, admins: 0 }, deals: { total: 0, totalValue: 0, byStatus: {} } }),
    );
    renderDashboard({ gateway });
    await screen.findByRole('region', { name: 'Total Users' });
    expect(screen.getByRole('button', { name: 'EXPORT DEALS' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'EXPORT USERS' })).toBeDisabled();
  });

  it('exports every deal from the gateway (not only a tab’s view) as deals-yyyy-MM-dd.csv', async () => {
    const deals = [
      makeDeal({ id: 'd1', dealId: 'DL-2026-000001', propertyName: 'The "Grand" Hotel' }),
      makeDeal({ id: 'd2', dealId: 'DL-2026-000002', additionalInformation: null }),
      makeDeal({ id: 'd3', dealId: 'DL-2026-000003', userId: admin.id }),
    ];
    const gateway = new FakeGateway().on('GET', '/admin/deals', pagedRoute(deals));
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByText('Deals exported successfully')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/deals')[0]!.search).toBe('?limit=200');
    expect(downloads).toHaveLength(1);
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(downloads[0]!.fileName).toBe(`deals-${date}.csv`);
    const lines = (await csvOf(downloads[0]!)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^"id","dealId","userId","createdBy","createdByUser",/);
    expect(lines[1]).toContain('"The ""Grand"" Hotel"');
    expect(lines[1]).toContain('"{""id"":""u-member"",""username"":""maria.member""');
    expect(lines[2]).toContain(',"Acquisition",');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      '"DL-2026-000001"',
      '"DL-2026-000002"',
      '"DL-2026-000003"',
    ]);
  });

  it('exports the users as users-yyyy-MM-dd.csv', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/users', pagedRoute([admin, member, pending]));
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT USERS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Users exported successfully')).toBeInTheDocument();
    expect(downloads[0]!.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await csvOf(downloads[0]!);
    expect(csv.split('\r\n')[0]).toBe('"id","discordId","username","name","email","avatar","isAdmin","isWhitelisted"');
    expect(csv).toContain('"u-pending","1002","pat.pending","Pat Pending","pat@example.com",,"false","false"');
  });

  it('says No data to export when the list turned out empty', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/deals', pagedRoute([]));
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('No data to export')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('shows progress while a large export is written, then every row is in the file', async () => {
    const deals = Array.from({ length: 2500 }, (_, i) =>
      makeDeal({ id: `d${i}`, dealId: `DL-2026-${String(i).padStart(6, '0')}` }),
    );
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gateway = new FakeGateway().on('GET', '/admin/deals', async () => {
      await gate;
      return json(pageOf(deals));
    });
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    const bar = await screen.findByRole('progressbar', { name: 'Exporting deals' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('Deals exported successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect((await csvOf(downloads[0]!)).trimEnd().split('\r\n')).toHaveLength(2501);
  });

  it('reports progress as a percentage while the rows are written', async () => {
    const deals = Array.from({ length: 1500 }, (_, i) => makeDeal({ id: `d${i}` }));
    const gateway = new FakeGateway().on('GET', '/admin/deals', pagedRoute(deals));
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Exporting deals' })).toHaveAttribute('aria-valuenow'),
    );
    expect(await screen.findByText('Deals exported successfully')).toBeInTheDocument();
  });
});
