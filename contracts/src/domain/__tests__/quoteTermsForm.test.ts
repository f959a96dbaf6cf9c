import { describe, expect, it } from 'vitest';
import { EMPTY_QUOTE_TERMS, localIsoDate, quoteTermsFrom, type QuoteTermsFormValues } from '../quoteTermsForm';
import { termSheetFileProblem } from '../termSheet';

const TODAY = '2026-11-27';
const filled: QuoteTermsFormValues = {
  ...EMPTY_QUOTE_TERMS,
  amount: '$5,000,000',
  ratePercent: '6.5',
  termMonths: '60',
  amortisationMonths: '360',
  recourse: 'non-recourse',
};

describe('quoteTermsFrom', () => {
  it('turns a filled fixed-rate form into the terms, optional figures null', () => {
    const result = quoteTermsFrom({ ...filled, conditions: '  Appraisal  ', expiresOn: TODAY }, TODAY);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        amount: 5_000_000,
        rateType: 'fixed',
        ratePercent: 6.5,
        index: null,
        spreadBps: null,
        interestOnlyMonths: null,
        conditions: 'Appraisal',
        prepayment: null,
        expiresOn: TODAY,
      }),
    });
  });

  it('needs the index and spread of a floating rate, not its fixed rate', () => {
    const floating = { ...filled, rateType: 'floating' as const, ratePercent: '' };
    expect(quoteTermsFrom(floating, TODAY)).toMatchObject({ ok: false, field: 'spreadBps' });
    expect(quoteTermsFrom({ ...floating, spreadBps: '250' }, TODAY)).toMatchObject({ ok: false, field: 'index' });
    const result = quoteTermsFrom({ ...floating, spreadBps: '250', index: 'SOFR', ratePercent: 'x' }, TODAY);
    expect(result).toMatchObject({ ok: false, field: 'ratePercent', message: 'Rate must be a number' });
    expect(quoteTermsFrom({ ...floating, spreadBps: '250', index: 'SOFR' }, TODAY)).toMatchObject({
      ok: true,
      value: { rateType: 'floating', index: 'SOFR', spreadBps: 250, ratePercent: null },
    });
  });

  it.each([
    ['amount', '0', 'Loan amount must be more than 0 and at most 10,000,000,000'],
    ['ratePercent', '51', 'Rate must be more than 0 % and at most 50 %'],
    ['termMonths', '481', 'Term must be between 1 and 480 months'],
    ['termMonths', '12.5', 'Term must be a whole number'],
    ['maxLtvPercent', '120', 'Maximum LTV must be more than 0 % and at most 100 %'],
    ['originationFeePercent', '11', 'Origination fee must be between 0 and 10 %'],
    ['closingDays', '0', 'Days to close must be between 1 and 365 days'],
  ] as const)('refuses %s = %j as the gateway would', (field, text, message) => {
    expect(quoteTermsFrom({ ...filled, [field]: text }, TODAY)).toEqual({ ok: false, field, message });
  });

  it('refuses interest-only longer than the term, an expiry in the past and no recourse', () => {
    expect(quoteTermsFrom({ ...filled, interestOnlyMonths: '61' }, TODAY)).toMatchObject({
      field: 'interestOnlyMonths',
    });
    expect(quoteTermsFrom({ ...filled, expiresOn: '2026-11-26' }, TODAY)).toMatchObject({ field: 'expiresOn' });
    expect(quoteTermsFrom({ ...filled, recourse: '' }, TODAY)).toMatchObject({ field: 'recourse' });
    expect(quoteTermsFrom({ ...filled, amount: '' }, TODAY)).toEqual({
      ok: false,
      field: 'amount',
      message: 'Loan amount is required',
    });
  });

  it('gives the local date as a date input holds it', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('termSheetFileProblem', () => {
  it('takes a PDF of at most 10 MB and refuses anything else with the room’s messages', () => {
    expect(termSheetFileProblem({ name: 'Terms.PDF', size: 1000, type: '' })).toBeNull();
    expect(termSheetFileProblem({ name: 'terms.docx', size: 1000, type: 'application/msword' })).toBe(
      'Please upload the term sheet as a PDF.',
    );
    expect(termSheetFileProblem({ name: 'terms.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe(
      'File size must be less than 10MB',
    );
  });
});
