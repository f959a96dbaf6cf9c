import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { makeDocument } from '../../../../../test/fixtures';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { openRangedPdf, type ReadRange } from '../../utils/openRangedPdf';
import { DocumentsPanel } from '../DocumentsPanel';

// pdf.js cannot draw in jsdom: the ranged opener is replaced by a three-page document whose pages
// "render" at once; what is tested is the dialog, the paging and the ranged reads it wires up.
vi.mock('../../utils/openRangedPdf', () => ({ openRangedPdf: vi.fn() }));

const user = userEvent.setup();

const pdfDoc = makeDocument({ id: 'pdf-1', originalName: 'Rent roll.pdf', fileSize: 300_000 });
const pngDoc = makeDocument({ id: 'png-1', originalName: 'Site photo.png', mimeType: 'image/png', fileSize: 500 });
const zipDoc = makeDocument({ id: 'zip-1', originalName: 'model.zip', mimeType: 'application/zip', fileSize: 900 });

let readRange: ReadRange = () => Promise.reject(new Error('not opened'));
const getPage = vi.fn(async () => ({
  getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
}));
const close = vi.fn(async () => undefined);

beforeEach(() => {
  vi.mocked(openRangedPdf).mockImplementation(async (_length, read) => {
    readRange = read;
    return { pdf: { numPages: 3, getPage } as never, close };
  });
});

function gateway() {
  const ranges: (string | null)[] = [];
  const fake = new FakeGateway()
    .on('GET', '/deals/d1/documents', [pdfDoc, pngDoc, zipDoc])
    .on(
      'GET',
      '/documents/png-1/download',
      () => new Response(new Blob(['png']), { headers: { 'Content-Type': 'image/png' } }),
    )
    .on('GET', '/documents/pdf-1/download', (request) => {
      ranges.push(request.headers.get('Range'));
      return new Response(new Uint8Array([1, 2, 3, 4]), {
        status: 206,
        headers: { 'Content-Type': 'application/pdf', 'Content-Range': 'bytes 0-3/300000' },
      });
    });
  return { fake, ranges };
}

describe('document preview dialog', () => {
  it('offers Preview only for PDF, JPG and PNG documents', async () => {
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway: gateway().fake });
    expect(await screen.findByRole('button', { name: 'Preview Rent roll.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Site photo.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download model.zip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview model.zip' })).toBeNull();
  });

  it('shows an image inline with its name as alt text; Escape closes and focus returns to Preview', async () => {
    const { fake } = gateway();
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway: fake });
    const opener = await screen.findByRole('button', { name: 'Preview Site photo.png' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Preview: Site photo.png' });
    const image = await within(dialog).findByRole('img', { name: 'Site photo.png' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/fake-object-url');
    const [call] = fake.callsTo('GET', '/documents/png-1/download');
    expect(call?.query).toEqual({ disposition: 'inline' });
    expect(call?.authorization).toBe('Bearer token-123');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/fake-object-url');
  });

  it('pages through a PDF with the buttons and the arrow keys, reading it by ranges, focus kept inside', async () => {
    const { fake, ranges } = gateway();
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway: fake });
    const opener = await screen.findByRole('button', { name: 'Preview Rent roll.pdf' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Preview: Rent roll.pdf' });
    expect(await within(dialog).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(vi.mocked(openRangedPdf)).toHaveBeenCalledWith(300_000, expect.any(Function), expect.any(Function));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Rent roll.pdf, page 1' })).toHaveAttribute(
        'data-rendered-page',
        '1',
      ),
    );

    // The opener's reads are ranged, inline and carry the bearer header.
    expect(await readRange(0, 4)).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(ranges).toEqual(['bytes=0-3']);
    const [call] = fake.callsTo('GET', '/documents/pdf-1/download');
    expect(call?.query).toEqual({ disposition: 'inline' });
    expect(call?.authorization).toBe('Bearer token-123');

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(getPage).toHaveBeenLastCalledWith(2);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByText('Page 3 of 3')).toBeInTheDocument();

    within(dialog)
      .getByRole('group', { name: /^Page 3 of 3/ })
      .focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(within(dialog).getByText('Page 3 of 3')).toBeInTheDocument();

    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(close).toHaveBeenCalled();
  });

  it('says so when the preview cannot be read', async () => {
    vi.mocked(openRangedPdf).mockRejectedValueOnce(new Error('network'));
    const fake = gateway().fake.on('GET', '/documents/png-1/download', () => apiError(404, 'Document not found'));
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway: fake });
    await user.click(await screen.findByRole('button', { name: 'Preview Rent roll.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not show the preview. Please try again or download the file.',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Preview Site photo.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found');
  });
});
