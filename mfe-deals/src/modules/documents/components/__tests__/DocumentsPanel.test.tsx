import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { heldUploads, holdUploads } from '../../../../../test/fakeXhr';
import { makeDocument, makeFile } from '../../../../../test/fixtures';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { DocumentsPanel } from '../DocumentsPanel';

const MB = 1024 * 1024;
const user = userEvent.setup({ applyAccept: false });

function gatewayWith(documents: unknown[] = []) {
  return new FakeGateway().on('GET', '/deals/d1/documents', documents);
}

function uploadInput() {
  return screen.getByLabelText('Click to upload documents');
}

describe('deal documents panel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Loading documents...' and then 'No documents uploaded yet'", async () => {
    let release: (response: Response) => void = () => undefined;
    const gateway = new FakeGateway().on(
      'GET',
      '/deals/d1/documents',
      () => new Promise<Response>((r) => (release = r)),
    );
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    expect(await screen.findByText('Loading documents...')).toBeInTheDocument();
    release(json([]));
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uploaded Documents' })).toBeInTheDocument();
    expect(screen.getByText('Click to upload documents')).toBeInTheDocument();
  });

  it('lists each document with its type icon, original name, size, date and a scrolling list', async () => {
    const gateway = gatewayWith([
      makeDocument({ id: 'a', originalName: 'Term Sheet.pdf', fileSize: 1_572_864, createdAt: '2026-03-05T09:30:00Z' }),
      makeDocument({
        id: 'b',
        originalName: 'rent-roll.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileSize: 2048,
        oneDriveUrl: 'https://onedrive.example/rent-roll',
      }),
      makeDocument({ id: 'c', originalName: 'photo.png', mimeType: 'image/png', fileSize: 500 }),
    ]);
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });

    const list = await screen.findByRole('list', { name: 'Uploaded Documents' });
    expect(getComputedStyle(list).maxHeight).toBe('320px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
    const [pdf, xlsx, png] = within(list).getAllByRole('listitem');
    expect(within(pdf!).getByRole('img', { name: 'PDF document' })).toBeInTheDocument();
    expect(within(pdf!).getByText('Term Sheet.pdf')).toBeInTheDocument();
    expect(within(pdf!).getByText('1.5 MB · Mar 5, 2026')).toBeInTheDocument();
    expect(within(pdf!).queryByRole('link', { name: 'View in OneDrive' })).toBeNull();
    expect(within(xlsx!).getByRole('img', { name: 'Excel spreadsheet' })).toBeInTheDocument();
    expect(within(xlsx!).getByText(/^2 KB · /)).toBeInTheDocument();
    const link = within(xlsx!).getByRole('link', { name: 'View in OneDrive' });
    expect(link).toHaveAttribute('href', 'https://onedrive.example/rent-roll');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(png!).getByRole('img', { name: 'Image' })).toBeInTheDocument();
    expect(within(png!).getByText(/^500 Bytes · /)).toBeInTheDocument();
  });

  it("uploads with a real progress bar while 'Uploading...', then toasts the server's message and refreshes the list", async () => {
    let documents = [] as unknown[];
    const gateway = new FakeGateway()
      .on('GET', '/deals/d1/documents', () => json(documents))
      .on('POST', '/documents/upload', () => {
        documents = [makeDocument({ originalName: 'appraisal.pdf' })];
        return json({ message: 'Stored in OneDrive', document: documents[0] }, 201);
      });
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    holdUploads();
    await screen.findByText('No documents uploaded yet');

    await user.upload(uploadInput(), makeFile('appraisal.pdf', 4 * MB, 'application/pdf'));

    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uploading appraisal.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(heldUploads()).toHaveLength(1));
    const upload = heldUploads()[0]!;
    upload.progress(upload.total * 0.25);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    upload.progress(upload.total * 0.75);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    expect(screen.getByText('appraisal.pdf: 75%')).toBeInTheDocument();
    expect(uploadInput()).toBeDisabled();

    await upload.complete();
    expect(await screen.findByText('Stored in OneDrive')).toBeInTheDocument();
    expect(await screen.findByText('appraisal.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Click to upload documents')).toBeInTheDocument();

    const [call] = gateway.callsTo('POST', '/documents/upload');
    expect(call?.authorization).toBe('Bearer token-123');
    expect(call?.body).toEqual({
      file: { fileName: 'appraisal.pdf', size: expect.any(Number) },
      dealId: 'd1',
      tags: '[]',
    });
    expect(call?.url).toBe('http://gateway.test/documents/upload');
  });

  it("falls back to 'Document uploaded successfully' when the server sends no message", async () => {
    const gateway = gatewayWith().on('POST', '/documents/upload', json({ message: '', document: makeDocument() }, 201));
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    await screen.findByText('No documents uploaded yet');
    await user.upload(uploadInput(), makeFile('a.pdf', 100, 'application/pdf'));
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
  });

  it("toasts the server's error of a refused upload, else 'Failed to upload document'", async () => {
    let answer = apiError(502, 'OneDrive is not reachable');
    const gateway = gatewayWith().on('POST', '/documents/upload', () => answer);
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    await screen.findByText('No documents uploaded yet');
    await user.upload(uploadInput(), makeFile('a.pdf', 100, 'application/pdf'));
    expect(await screen.findByText('OneDrive is not reachable')).toBeInTheDocument();

    answer = new Response('gateway exploded', { status: 500 });
    await user.upload(uploadInput(), makeFile('b.pdf', 100, 'application/pdf'));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const gateway = gatewayWith();
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    await screen.findByText('No documents uploaded yet');
    await user.upload(uploadInput(), makeFile('huge.pdf', 10 * MB + 1, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(gateway.callsTo('POST', '/documents/upload')).toHaveLength(0);
  });

  it('refuses an unsupported type before sending it', async () => {
    const gateway = gatewayWith();
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    await screen.findByText('No documents uploaded yet');
    await user.upload(uploadInput(), makeFile('notes.txt', 100, 'text/plain'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File type not supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.',
    );
    expect(gateway.callsTo('POST', '/documents/upload')).toHaveLength(0);
  });

  it('uploads files dropped on the upload area', async () => {
    const gateway = gatewayWith().on(
      'POST',
      '/documents/upload',
      json({ message: 'Document uploaded successfully', document: makeDocument() }, 201),
    );
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    await screen.findByText('No documents uploaded yet');
    const zone = screen.getByTestId('upload-drop-zone');
    const file = makeFile('scan.png', 2048, 'image/png');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/documents/upload')[0]?.body).toMatchObject({ file: { fileName: 'scan.png' } });
  });

  it('downloads through the gateway with the bearer header and saves the bytes under the document name', async () => {
    const gateway = gatewayWith([makeDocument({ id: 'doc-9', originalName: 'Term Sheet.pdf' })]).on(
      'GET',
      '/documents/doc-9/download',
      () =>
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="Term Sheet.pdf"; filename*=UTF-8''Term%20Sheet.pdf`,
          },
        }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });

    await user.click(await screen.findByRole('button', { name: 'Download Term Sheet.pdf' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const [call] = gateway.callsTo('GET', '/documents/doc-9/download');
    expect(call?.authorization).toBe('Bearer token-123');
    expect(call?.url).not.toMatch(/token/i);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked[0]?.download).toBe('Term Sheet.pdf');
    expect(clicked[0]?.href).toBe('blob:http://localhost/fake-object-url');
  });

  it('toasts a failed download', async () => {
    const gateway = gatewayWith([makeDocument({ id: 'doc-9' })]).on(
      'GET',
      '/documents/doc-9/download',
      apiError(502, 'OneDrive did not answer'),
    );
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    await user.click(await screen.findByRole('button', { name: 'Download term-sheet.pdf' }));
    expect(await screen.findByText('OneDrive did not answer')).toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this document?' and deletes only when confirmed", async () => {
    let documents = [makeDocument({ id: 'doc-1', originalName: 'old.pdf' })];
    const gateway = new FakeGateway()
      .on('GET', '/deals/d1/documents', () => json(documents))
      .on('DELETE', '/documents/doc-1', () => {
        documents = [];
        return json({ message: 'Deleted' });
      });
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });

    await user.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete document' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this document?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gateway.callsTo('DELETE', '/documents/doc-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("toasts the server's error of a failed delete, else 'Failed to delete document'", async () => {
    let answer = apiError(404, 'Document not found');
    const gateway = gatewayWith([makeDocument({ id: 'doc-1', originalName: 'old.pdf' })]).on(
      'DELETE',
      '/documents/doc-1',
      () => answer,
    );
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    await user.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document not found')).toBeInTheDocument();

    answer = new Response(null, { status: 500 });
    await user.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
  });
});
