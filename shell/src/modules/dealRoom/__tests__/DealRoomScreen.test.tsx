import type { DealRoom } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { heldUploads, holdUploads } from '@portal/web-kit/testing/fakeXhr';
import { renderApp } from '../../../../test/renderApp';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE';

const room: DealRoom = {
  dealId: 'DL-2026-000042',
  lenderName: 'First Capital',
  expiresAt: '2026-12-27T12:00:00.000Z',
  propertyType: 'Multifamily',
  dealType: 'Purchase',
  propertyState: 'TX',
  propertyVintage: '1998',
  loanRequest: '$4.2M',
  loanAmount: 4_200_000,
  loanPurpose: 'purchase',
  propertyValue: 6_000_000,
  netOperatingIncome: 420_000,
  totalProjectCost: null,
  termMonths: 60,
  amortisationMonths: 360,
  interestOnlyMonths: null,
  sponsorNetWorth: '$12M',
  sponsorLiquidity: '$1.5M',
  narrative: 'Stabilised <b>98%</b> occupied.\nValue-add on the second phase.',
  documents: [
    { id: 'doc-1', fileName: 'Rent roll.pdf', mimeType: 'application/pdf', fileSize: 48_213, previewable: true },
    { id: 'doc-2', fileName: 'T12.xlsx', mimeType: 'application/vnd.ms-excel', fileSize: 2_048, previewable: false },
  ],
  answer: null,
};

function renderRoom(gateway = new FakeGateway()) {
  return renderApp({ gateway, path: `/rooms/${TOKEN}` });
}

describe('the deal room (a lender, no account)', () => {
  it('shows the anonymised deal and its shared documents without asking to sign in', async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, room);
    renderRoom(gateway);

    expect(
      await screen.findByRole('heading', { name: 'Deal DL-2026-000042' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Shared with First Capital/)).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'The deal' }));
    expect(facts.getByText('Loan request').nextSibling).toHaveTextContent('$4,200,000');
    expect(facts.getByText('State').nextSibling).toHaveTextContent('Texas');
    expect(facts.getByText('Loan purpose').nextSibling).toHaveTextContent('Purchase');
    // Typed text is shown as text, never as markup.
    expect(facts.getByText(/Stabilised <b>98%<\/b> occupied/)).toBeInTheDocument();
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByRole('button', { name: 'Preview Rent roll.pdf' })).toBeInTheDocument();
    expect(documents.queryByRole('button', { name: 'Preview T12.xlsx' })).not.toBeInTheDocument();
    expect(documents.getByRole('button', { name: 'Download T12.xlsx' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /LOGIN WITH DISCORD/i })).not.toBeInTheDocument();
  });

  it('shows the same page for any link the gateway does not honour', async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, () =>
      apiError(404, 'This link is not valid or has expired'),
    );
    renderRoom(gateway);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid or has expired' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('sends a fixed-rate quote with every figure typed, and shows it as the current answer', async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, room);
    gateway.on('POST', `/rooms/${TOKEN}/answer`, () =>
      json({
        ...room,
        answer: {
          answer: 'quote',
          passReason: null,
          passText: null,
          quote: (gateway.lastBody('POST', `/rooms/${TOKEN}/answer`) as { quote: unknown }).quote,
          answeredAt: '2026-11-27T12:00:00.000Z',
        },
      }),
    );
    renderRoom(gateway);
    const form = within(await screen.findByRole('form', { name: 'Your answer' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('radio', { name: 'Send a quote' }));
    await userEvent.type(form.getByLabelText(/Loan amount/), '4,000,000');
    await userEvent.type(form.getByLabelText(/^Rate \(%\)/), '6.25');
    await userEvent.type(form.getByLabelText(/^Term \(months\)/), '60');
    await userEvent.type(form.getByLabelText(/^Amortisation/), '360');
    await userEvent.type(form.getByLabelText(/Maximum LTV/), '70');
    await userEvent.selectOptions(form.getByLabelText('Recourse'), 'non-recourse');
    await userEvent.type(form.getByLabelText('Conditions'), 'Subject to <site visit>');
    await userEvent.click(form.getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText('You quoted $4,000,000 at 6.25% fixed for 60 months.')).toBeInTheDocument();
    expect(gateway.lastBody('POST', `/rooms/${TOKEN}/answer`)).toEqual({
      answer: 'quote',
      quote: {
        amount: 4_000_000,
        rateType: 'fixed',
        ratePercent: 6.25,
        index: null,
        spreadBps: null,
        termMonths: 60,
        amortisationMonths: 360,
        interestOnlyMonths: null,
        maxLtvPercent: 70,
        maxLtcPercent: null,
        originationFeePercent: null,
        exitFeePercent: null,
        recourse: 'non-recourse',
        prepayment: null,
        closingDays: null,
        conditions: 'Subject to <site visit>',
        expiresOn: null,
      },
    });
  });

  it('asks for a reason before a pass is sent, then sends it with the note', async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, room);
    gateway.on('POST', `/rooms/${TOKEN}/answer`, {
      ...room,
      answer: {
        answer: 'pass',
        passReason: 'leverage',
        passText: 'Too high',
        quote: null,
        answeredAt: '2026-11-27T12:00:00.000Z',
      },
    });
    renderRoom(gateway);
    const form = within(await screen.findByRole('form', { name: 'Your answer' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('radio', { name: 'Pass' }));
    await userEvent.click(form.getByRole('button', { name: 'Send answer' }));
    expect(form.getByRole('alert')).toHaveTextContent('Choose a reason for passing');
    expect(gateway.callsTo('POST', `/rooms/${TOKEN}/answer`)).toHaveLength(0);

    await userEvent.selectOptions(form.getByLabelText('Reason'), 'leverage');
    await userEvent.type(form.getByLabelText(/Note/), 'Too high');
    await userEvent.click(form.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('You passed (Leverage).')).toBeInTheDocument();
    expect(gateway.lastBody('POST', `/rooms/${TOKEN}/answer`)).toEqual({
      answer: 'pass',
      passReason: 'leverage',
      passText: 'Too high',
    });
  });

  it('refuses a figure out of bounds before sending, as the gateway would', async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, room);
    renderRoom(gateway);
    const form = within(await screen.findByRole('form', { name: 'Your answer' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('radio', { name: 'Send a quote' }));
    await fillQuote(form, { rate: '75' });
    await userEvent.click(form.getByRole('button', { name: 'Send answer' }));
    expect(form.getByRole('alert')).toHaveTextContent('Rate must be more than 0 % and at most 50 %');
    expect(form.getByLabelText(/^Rate \(%\)/)).toHaveFocus();
    expect(gateway.callsTo('POST', `/rooms/${TOKEN}/answer`)).toHaveLength(0);
  });

  it("shows the gateway's message naming a figure it refused", async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, room);
    gateway.on('POST', `/rooms/${TOKEN}/answer`, () => apiError(400, 'body.quote.expiresOn must be today or later'));
    renderRoom(gateway);
    const form = within(await screen.findByRole('form', { name: 'Your answer' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('radio', { name: 'Send a quote' }));
    await fillQuote(form, { rate: '7.5' });
    await userEvent.click(form.getByRole('button', { name: 'Send answer' }));
    expect(await form.findByRole('alert')).toHaveTextContent('body.quote.expiresOn must be today or later');
  });

  it('uploads a term sheet PDF with its progress and sends its id with the quote', async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, room);
    gateway.on('POST', `/rooms/${TOKEN}/term-sheet`, () =>
      json({ id: 'ts-1', fileName: 'Terms.pdf', mimeType: 'application/pdf', fileSize: 4, previewable: true }, 201),
    );
    gateway.on('POST', `/rooms/${TOKEN}/answer`, () =>
      json({
        ...room,
        answer: {
          answer: 'quote',
          passReason: null,
          passText: null,
          quote: (gateway.lastBody('POST', `/rooms/${TOKEN}/answer`) as { quote: unknown }).quote,
          answeredAt: '2026-11-27T12:00:00.000Z',
        },
      }),
    );
    renderRoom(gateway);
    holdUploads();
    const form = within(await screen.findByRole('form', { name: 'Your answer' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('radio', { name: 'Send a quote' }));
    await fillQuote(form, { rate: '6.25' });
    await userEvent.upload(
      form.getByLabelText(/Term sheet \(PDF\)/),
      new File(['%PDF'], 'Terms.pdf', { type: 'application/pdf' }),
    );
    const upload = await waitFor(() => {
      const held = heldUploads()[0];
      if (!held) throw new Error('no upload yet');
      return held;
    });
    upload.progress(upload.total / 2);
    expect(await form.findByRole('progressbar', { name: 'Uploading Terms.pdf' })).toHaveAttribute('value', '50');
    await upload.complete();
    expect(await form.findByText('Terms.pdf uploaded; it goes with your quote.')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(/You quoted \$4,000,000/)).toBeInTheDocument();
    expect(gateway.lastBody('POST', `/rooms/${TOKEN}/answer`)).toMatchObject({ answer: 'quote', termSheetId: 'ts-1' });
  });

  it('says next to the field why a term sheet was refused (not a PDF, too large)', async () => {
    const gateway = new FakeGateway().on('GET', `/rooms/${TOKEN}`, room);
    gateway.on('POST', `/rooms/${TOKEN}/term-sheet`, () => apiError(413, 'File size must be less than 10MB'));
    renderRoom(gateway);
    const form = within(await screen.findByRole('form', { name: 'Your answer' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('radio', { name: 'Send a quote' }));
    const field = form.getByLabelText(/Term sheet \(PDF\)/);
    // Not a PDF: refused in the browser with the gateway's own 415 words.
    await userEvent.upload(field, new File(['hello'], 'terms.docx', { type: 'application/msword' }), {
      applyAccept: false,
    });
    expect(await form.findByRole('alert')).toHaveTextContent('terms.docx: Please upload the term sheet as a PDF.');
    expect(gateway.callsTo('POST', `/rooms/${TOKEN}/term-sheet`)).toHaveLength(0);
    // The gateway's 413.
    await userEvent.upload(field, new File(['%PDF'], 'big.pdf', { type: 'application/pdf' }));
    expect(await form.findByText('big.pdf: File size must be less than 10MB')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

/** Types the required figures of a fixed-rate quote. */
async function fillQuote(form: ReturnType<typeof within>, { rate }: { rate: string }) {
  await userEvent.type(form.getByLabelText(/Loan amount/), '4,000,000');
  await userEvent.type(form.getByLabelText(/^Rate \(%\)/), rate);
  await userEvent.type(form.getByLabelText(/^Term \(months\)/), '60');
  await userEvent.type(form.getByLabelText(/^Amortisation/), '360');
  await userEvent.selectOptions(form.getByLabelText('Recourse'), 'full');
}
