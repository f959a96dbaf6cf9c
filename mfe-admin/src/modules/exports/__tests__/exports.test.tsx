import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { makeAnalytics } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

type Download = { fileName: string; blob: Blob };

const encoder = new TextEncoder();
const BOM = '\uFEFF';

/** The gateway's streamed CSV answer: chunks as given, X-Total-Count as announced. */
function csvResponse(chunks: string[] | ReadableStream<Uint8Array>, total: number): Response {
  const body = Array.isArray(chunks)
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
          controller.close();
        },
      })
    : chunks;
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': String(total) },
  });
}

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
      makeAnalytics({
        users: { total: 0, active: 0, admins: 0, pending: 0 },
        deals: { total: 0, totalValue: 0, byStatus: {} },
      }),
    );
    renderDashboard({ gateway });
    await screen.findByRole('region', { name: 'Total Users' });
    expect(screen.getByRole('button', { name: 'EXPORT DEALS' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'EXPORT USERS' })).toBeDisabled();
  });

  it('saves the CSV the gateway streams as deals-yyyy-MM-dd.csv, byte for byte', async () => {
    const csv = `${BOM}"id","dealId"\r\n"d1","DL-2026-000001"\r\n"d2","The ""Grand"" Hotel\r\nUnit 2"\r\n"d3","'=1+1"\r\n`;
    const gateway = new FakeGateway().on('GET', '/admin/export/deals', () =>
      csvResponse([csv.slice(0, 20), csv.slice(20, 50), csv.slice(50)], 3),
    );
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByText('Deals exported successfully')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/export/deals')[0]!.search).toBe('');
    expect(downloads).toHaveLength(1);
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(downloads[0]!.fileName).toBe(`deals-${date}.csv`);
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it('exports the users as users-yyyy-MM-dd.csv', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/export/users', () =>
      csvResponse([`${BOM}"id","username"\r\n"u1","maria.member"\r\n`], 1),
    );
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT USERS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Users exported successfully')).toBeInTheDocument();
    expect(downloads[0]!.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await csvOf(downloads[0]!)).toBe('"id","username"\r\n"u1","maria.member"\r\n');
  });

  it('still saves every row when the row count cannot be read (a header the browser hides)', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/export/deals',
      () => new Response(`${BOM}"id"\r\n"d1"\r\n"d2"\r\n`, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    );
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Deals exported successfully')).toBeInTheDocument();
    expect(await csvOf(downloads[0]!)).toBe('"id"\r\n"d1"\r\n"d2"\r\n');
  });

  it('says No data to export when the gateway announces no rows', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/export/deals', () => csvResponse([`${BOM}"id"\r\n`], 0));
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('No data to export')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('moves the progress bar as rows arrive, then saves every row', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const row = (i: number) => `"d${i}","DL-2026-${String(i).padStart(6, '0')}"\r\n`;
    const gateway = new FakeGateway().on('GET', '/admin/export/deals', () => csvResponse(stream, 4));
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    const bar = await screen.findByRole('progressbar', { name: 'Exporting deals' });
    expect(button).toBeDisabled();
    controller.enqueue(encoder.encode(`${BOM}"id","dealId"\r\n${row(1)}`));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    controller.enqueue(encoder.encode(`${row(2)}${row(3)}`));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    controller.enqueue(encoder.encode(row(4)));
    controller.close();
    expect(await screen.findByText('Deals exported successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect((await csvOf(downloads[0]!)).trimEnd().split('\r\n')).toHaveLength(5);
  });

  it('shows the gateway’s message when the export is refused', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/export/deals', () =>
      apiError(403, 'Admin access required', 'Only administrators can do this.'),
    );
    renderDashboard({ gateway });
    const button = screen.getByRole('button', { name: 'EXPORT DEALS' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText(/Admin access required|Only administrators can do this/)).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});
