import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { makeLender } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

type Download = { fileName: string; blob: Blob };

describe('Lenders tab: Download template and Export CSV', () => {
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

  it('exports the directory with a progress bar, saved as lenders-yyyy-MM-dd.csv', async () => {
    const hold = deferred();
    const csv = 'lender_name,lender_type\r\n"Lone Star Bank","bank"\r\n';
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders', pagedRoute([makeLender()]))
      .on('GET', '/admin/lenders/export', async () => {
        await hold.promise;
        return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': '1' } });
      });
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    await screen.findByRole('link', { name: 'Lone Star Bank' });

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('progressbar', { name: 'Exporting lenders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    hold.release();

    expect(await screen.findByText('Lenders exported successfully')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toMatch(/^lenders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads[0]!.blob.text()).toBe(csv);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  it('saves the import template as lenders-template.csv', async () => {
    const template = 'lender_name,lender_type,program_name\r\n';
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders', pagedRoute([makeLender()]))
      .on(
        'GET',
        '/admin/lenders/import/template',
        () => new Response(template, { headers: { 'Content-Type': 'text/csv' } }),
      );
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    await screen.findByRole('link', { name: 'Lone Star Bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toBe('lenders-template.csv');
    expect(await downloads[0]!.blob.text()).toBe(template);
  });
});
