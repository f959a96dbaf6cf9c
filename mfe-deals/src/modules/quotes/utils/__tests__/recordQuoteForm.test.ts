import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD_QUOTE, recordQuoteRequestFrom, type RecordQuoteFormValues } from '../recordQuoteForm';

const TODAY = '2026-11-27';
const filled: RecordQuoteFormValues = {
  ...EMPTY_RECORD_QUOTE,
  lenderId: 'l1',
  contactName: ' Ana Ruiz ',
  amount: '4,200,000',
  rateType: 'floating',
  index: 'SOFR',
  spreadBps: '250',
  termMonths: '60',
  amortisationMonths: '0',
  recourse: 'partial',
  termSheetDocumentId: 'doc-1',
};

describe('recordQuoteRequestFrom', () => {
  it('builds the request with the lender, trimmed contact, terms and term sheet', () => {
    const result = recordQuoteRequestFrom(filled, TODAY);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        lenderId: 'l1',
        contactName: 'Ana Ruiz',
        termSheetDocumentId: 'doc-1',
        terms: expect.objectContaining({ rateType: 'floating', index: 'SOFR', spreadBps: 250, amortisationMonths: 0 }),
      }),
    });
  });

  it('asks for the lender first, then checks the terms as the gateway does', () => {
    expect(recordQuoteRequestFrom({ ...filled, lenderId: '' }, TODAY)).toEqual({
      ok: false,
      field: 'lenderId',
      message: 'Choose the lender',
    });
    expect(recordQuoteRequestFrom({ ...filled, spreadBps: '6000' }, TODAY)).toEqual({
      ok: false,
      field: 'spreadBps',
      message: 'Spread must be between 0 and 5,000 basis points',
    });
    expect(recordQuoteRequestFrom({ ...filled, contactName: 'x'.repeat(121) }, TODAY)).toMatchObject({
      field: 'contactName',
    });
  });

  it('sends no contact and no term sheet when left empty', () => {
    const result = recordQuoteRequestFrom({ ...filled, contactName: '  ', termSheetDocumentId: '' }, TODAY);
    expect(result).toMatchObject({ ok: true, value: { contactName: null, termSheetDocumentId: null } });
  });
});
