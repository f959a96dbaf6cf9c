import type { DealChecklist, DealChecklistItem } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { heldUploads, holdUploads } from '../../../../../test/fakeXhr';
import { admin, makeDocument, makeFile } from '../../../../../test/fixtures';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { DocumentsPanel } from '../../../documents/components/DocumentsPanel';

const user = userEvent.setup({ applyAccept: false });

function item(overrides: Partial<DealChecklistItem>): DealChecklistItem {
  return {
    id: 'rent-roll',
    name: 'Rent Roll',
    description: 'Current rent roll with unit mix and lease dates',
    required: true,
    status: 'Missing',
    reason: null,
    reviewedAt: null,
    documents: [],
    ...overrides,
  };
}

function checklistOf(items: DealChecklistItem[]): DealChecklist {
  const required = items.filter((entry) => entry.required);
  return {
    dealId: 'd1',
    dealType: 'Acquisition',
    items,
    progress: { done: required.filter((entry) => entry.status === 'Accepted').length, total: required.length },
  };
}

const rentRollUploaded = item({
  status: 'Uploaded',
  documents: [{ id: 'doc-rr', fileName: 'rent-roll.pdf', createdAt: '2026-03-05T09:30:00.000Z' }],
});

function gatewayWith(checklist: () => DealChecklist) {
  return new FakeGateway()
    .on('GET', '/deals/d1/documents', [])
    .on('GET', '/deals/d1/checklist', () => json(checklist()));
}

describe('deal checklist (member)', () => {
  it('shows each item with name, description, required or optional, status, the rejection reason and its files; no review controls', async () => {
    const checklist = checklistOf([
      item({
        status: 'Rejected',
        reason: 'The rent roll is from 2024; send the current one',
        documents: [{ id: 'doc-rr', fileName: 'rent-roll-2024.pdf', createdAt: '2026-03-05T09:30:00.000Z' }],
      }),
      item({ id: 't12', name: 'T12 Operating Statement', description: 'Trailing twelve months', status: 'Accepted' }),
      item({ id: 'appraisal', name: 'Appraisal', description: '', required: false }),
    ]);
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway: gatewayWith(() => checklist) });

    const list = await screen.findByRole('list', { name: 'Document Checklist' });
    expect(screen.getByText('Documents: 1 of 2 required accepted')).toBeInTheDocument();
    const rentRoll = within(list).getByRole('listitem', { name: 'Rent Roll' });
    expect(within(rentRoll).getByText('Required')).toBeInTheDocument();
    expect(within(rentRoll).getByText('Rejected')).toBeInTheDocument();
    expect(within(rentRoll).getByText('Current rent roll with unit mix and lease dates')).toBeInTheDocument();
    expect(within(rentRoll).getByText('The rent roll is from 2024; send the current one')).toBeInTheDocument();
    expect(within(rentRoll).getByRole('list', { name: 'Files for Rent Roll' })).toHaveTextContent(
      'rent-roll-2024.pdf · Mar 5, 2026',
    );
    expect(within(rentRoll).getByLabelText('Upload a file for Rent Roll')).toBeInTheDocument();
    expect(within(rentRoll).getByText('Upload again')).toBeInTheDocument();
    const appraisal = within(list).getByRole('listitem', { name: 'Appraisal' });
    expect(within(appraisal).getByText('Optional')).toBeInTheDocument();
    expect(within(appraisal).getByText('Missing')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'T12 Operating Statement' })).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: /^(Accept|Reject) / })).toBeNull();
  });

  it("uploads against an item with live progress, then refreshes the checklist and the deals' 'N of M'", async () => {
    let checklist = checklistOf([item({})]);
    const gateway = gatewayWith(() => checklist).on('POST', '/documents/upload', () => {
      checklist = checklistOf([rentRollUploaded]);
      return json(
        { message: 'Document uploaded successfully', document: makeDocument({ checklistItemId: 'rent-roll' }) },
        201,
      );
    });
    const { queryClient } = renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    queryClient.setQueryData(['deals', 'pages', 'mine'], { pages: [] });
    holdUploads();
    const rentRoll = await screen.findByRole('listitem', { name: 'Rent Roll' });

    await user.upload(
      within(rentRoll).getByLabelText('Upload a file for Rent Roll'),
      makeFile('rr.pdf', 1000, 'application/pdf'),
    );
    const bar = await within(rentRoll).findByRole('progressbar', { name: 'Uploading rr.pdf' });
    await waitFor(() => expect(heldUploads()).toHaveLength(1));
    const upload = heldUploads()[0]!;
    upload.progress(upload.total / 2);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await upload.complete();

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rentRoll).getByText('Uploaded')).toBeInTheDocument());
    expect(within(rentRoll).getByText(/rent-roll\.pdf/)).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/documents/upload')[0]?.body).toMatchObject({
      dealId: 'd1',
      checklistItemId: 'rent-roll',
    });
    expect(queryClient.getQueryState(['deals', 'pages', 'mine'])?.isInvalidated).toBe(true);
  });

  it('refuses an unsupported file for an item before sending it', async () => {
    const gateway = gatewayWith(() => checklistOf([item({})]));
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    const rentRoll = await screen.findByRole('listitem', { name: 'Rent Roll' });
    await user.upload(
      within(rentRoll).getByLabelText('Upload a file for Rent Roll'),
      makeFile('a.txt', 10, 'text/plain'),
    );
    expect(within(rentRoll).getByRole('alert')).toHaveTextContent('File type not supported');
    expect(gateway.callsTo('POST', '/documents/upload')).toHaveLength(0);
  });

  it('the general upload area sends the picked checklist item (or none) with the file', async () => {
    const gateway = gatewayWith(() =>
      checklistOf([item({}), item({ id: 'appraisal', name: 'Appraisal', required: false })]),
    ).on(
      'POST',
      '/documents/upload',
      json({ message: 'Document uploaded successfully', document: makeDocument() }, 201),
    );
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway });
    const picker = await screen.findByRole('combobox', { name: 'Checklist item this file satisfies' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Rent Roll · Missing', 'Appraisal (optional) · Missing']);

    await user.selectOptions(picker, 'rent-roll');
    await user.upload(screen.getByLabelText('Click to upload documents'), makeFile('rr.pdf', 100, 'application/pdf'));
    await waitFor(() => expect(gateway.callsTo('POST', '/documents/upload')).toHaveLength(1));
    expect(gateway.callsTo('POST', '/documents/upload')[0]?.body).toMatchObject({ checklistItemId: 'rent-roll' });
    // The choice was for that file: the next one goes to no item unless picked again.
    await waitFor(() => expect(picker).toHaveValue(''));
    await user.upload(screen.getByLabelText('Click to upload documents'), makeFile('misc.pdf', 100, 'application/pdf'));
    await waitFor(() => expect(gateway.callsTo('POST', '/documents/upload')).toHaveLength(2));
    expect(gateway.callsTo('POST', '/documents/upload')[1]?.body).not.toHaveProperty('checklistItemId');
  });
});

describe('deal checklist (admin review)', () => {
  it('accepts an uploaded item: toast, new status, the deals refreshed; a Missing item has no review controls', async () => {
    let checklist = checklistOf([rentRollUploaded, item({ id: 't12', name: 'T12' })]);
    const gateway = gatewayWith(() => checklist).on('POST', '/admin/deals/d1/checklist/rent-roll/review', () => {
      checklist = checklistOf([{ ...rentRollUploaded, status: 'Accepted' }, item({ id: 't12', name: 'T12' })]);
      return json(checklist);
    });
    const { queryClient } = renderWithServices(<DocumentsPanel dealId="d1" />, { gateway, user: admin });
    queryClient.setQueryData(['deals', 'pipeline', 'all'], []);
    const rentRoll = await screen.findByRole('listitem', { name: 'Rent Roll' });
    const t12 = screen.getByRole('listitem', { name: 'T12' });
    expect(within(t12).queryByRole('button', { name: /Accept|Reject/ })).toBeNull();

    await user.click(within(rentRoll).getByRole('button', { name: 'Accept Rent Roll' }));
    expect(await screen.findByText('Rent Roll accepted')).toBeInTheDocument();
    await waitFor(() => expect(within(rentRoll).getByText('Accepted')).toBeInTheDocument());
    expect(gateway.lastBody('POST', '/admin/deals/d1/checklist/rent-roll/review')).toEqual({ decision: 'accept' });
    expect(within(rentRoll).queryByRole('button', { name: 'Accept Rent Roll' })).toBeNull();
    expect(queryClient.getQueryState(['deals', 'pipeline', 'all'])?.isInvalidated).toBe(true);
  });

  it('rejects only with a reason, in a dialog that shows the server error, then shows the reason on the item', async () => {
    let checklist = checklistOf([rentRollUploaded]);
    let answer = () => apiError(409, 'Nothing has been uploaded for this item yet');
    const gateway = gatewayWith(() => checklist).on('POST', '/admin/deals/d1/checklist/rent-roll/review', () =>
      answer(),
    );
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway, user: admin });
    const rentRoll = await screen.findByRole('listitem', { name: 'Rent Roll' });

    await user.click(within(rentRoll).getByRole('button', { name: 'Reject Rent Roll' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Rent Roll' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A reason is required to reject an item')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.callsTo('POST', '/admin/deals/d1/checklist/rent-roll/review')).toHaveLength(0);

    await user.type(reason, 'Unsigned copy');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing has been uploaded for this item yet');

    answer = () => {
      checklist = checklistOf([{ ...rentRollUploaded, status: 'Rejected', reason: 'Unsigned copy' }]);
      return json(checklist);
    };
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rent Roll rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.lastBody('POST', '/admin/deals/d1/checklist/rent-roll/review')).toEqual({
      decision: 'reject',
      reason: 'Unsigned copy',
    });
    expect(within(rentRoll).getByText('Unsigned copy')).toBeInTheDocument();
    expect(within(rentRoll).getByText('Rejected')).toBeInTheDocument();
  });

  it('Escape closes the reject dialog without a request', async () => {
    const gateway = gatewayWith(() => checklistOf([rentRollUploaded]));
    renderWithServices(<DocumentsPanel dealId="d1" />, { gateway, user: admin });
    const rentRoll = await screen.findByRole('listitem', { name: 'Rent Roll' });
    await user.click(within(rentRoll).getByRole('button', { name: 'Reject Rent Roll' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gateway.callsTo('POST', '/admin/deals/d1/checklist/rent-roll/review')).toHaveLength(0);
  });
});
