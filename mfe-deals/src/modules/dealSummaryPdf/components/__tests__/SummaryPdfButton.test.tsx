import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { openPdfBytes } from '../../../documents/utils/openPdfBytes';
import { SummaryPdfButton } from '../SummaryPdfButton';

// pdf.js cannot draw in jsdom: the opener is replaced by a two-page document whose pages "render"
// at once; what is tested is the call, the form choice, the preview's wiring and Download.
vi.mock('../../../documents/utils/openPdfBytes', () => ({ openPdfBytes: vi.fn() }));

const user = userEvent.setup();
const getPage = vi.fn(async () => ({
  getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
}));

beforeEach(() => {
  vi.mocked(openPdfBytes).mockResolvedValue({ pdf: { numPages: 2, getPage } as never, close: async () => undefined });
});

const pdf = (name: string) => () =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });

describe('Summary PDF', () => {
  it('one click makes the anonymised PDF and previews it; choosing Full makes the full one; Download saves it', async () => {
    const fake = new FakeGateway().on('GET', '/deals/d1/summary.pdf', (request) =>
      new URL(request.url).searchParams.get('form') === 'full'
        ? pdf('DL-2026-000001-summary-full.pdf')()
        : pdf('DL-2026-000001-summary.pdf')(),
    );
    renderWithServices(<SummaryPdfButton dealId="d1" dealNumber="DL-2026-000001" />, { gateway: fake });
    await user.click(screen.getByRole('button', { name: 'Summary PDF' }));

    const dialog = await screen.findByRole('dialog', { name: 'Summary PDF: DL-2026-000001' });
    expect(within(dialog).getByRole('radio', { name: /Anonymised/ })).toBeChecked();
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'DL-2026-000001-summary.pdf, page 1' })).toBeInTheDocument();
    const [first] = fake.callsTo('GET', '/deals/d1/summary.pdf');
    expect(first?.query).toEqual({ form: 'anonymised' });
    expect(first?.authorization).toBe('Bearer token-123');

    await user.click(within(dialog).getByRole('radio', { name: /Full/ }));
    expect(
      await within(dialog).findByRole('img', { name: 'DL-2026-000001-summary-full.pdf, page 1' }),
    ).toBeInTheDocument();
    expect(fake.callsTo('GET', '/deals/d1/summary.pdf').at(-1)?.query).toEqual({ form: 'full' });

    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('a failure shows the server message in the dialog and a toast, with Try again', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = new FakeGateway().on('GET', '/deals/d1/summary.pdf', () =>
      apiError(404, 'Deal not found', 'Deal not found'),
    );
    renderWithServices(<SummaryPdfButton dealId="d1" dealNumber="DL-2026-000001" />, { gateway: fake });
    await user.click(screen.getByRole('button', { name: 'Summary PDF' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Deal not found');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake.callsTo('GET', '/deals/d1/summary.pdf')).toHaveLength(2));
  });
});
