import {
  EMPTY_QUOTE_TERMS,
  quoteTermsFrom,
  type LenderQuoteRecordRequest,
  type QuoteTermsFormValues,
} from '@portal/contracts';

/** The Record quote dialog's fields as typed: the lender, its contact, the terms and a term sheet. */
export type RecordQuoteFormValues = QuoteTermsFormValues & {
  lenderId: string;
  contactName: string;
  /** One of the deal's PDFs, or '' for none. */
  termSheetDocumentId: string;
};

export type RecordQuoteField = keyof RecordQuoteFormValues;

export const EMPTY_RECORD_QUOTE: RecordQuoteFormValues = {
  lenderId: '',
  contactName: '',
  termSheetDocumentId: '',
  ...EMPTY_QUOTE_TERMS,
};

export const CONTACT_NAME_MAX = 120;

/**
 * The request the dialog stands for, or the first field to fix: a lender of the directory, a
 * contact name of at most 120 characters, and the terms checked as the deal room checks them
 * (the shared `quoteTermsFrom`, mirroring the gateway). `today` is the local YYYY-MM-DD.
 */
export function recordQuoteRequestFrom(
  values: RecordQuoteFormValues,
  today: string,
): { ok: true; value: LenderQuoteRecordRequest } | { ok: false; field: RecordQuoteField; message: string } {
  if (!values.lenderId) return { ok: false, field: 'lenderId', message: 'Choose the lender' };
  const contactName = values.contactName.trim();
  if (contactName.length > CONTACT_NAME_MAX) {
    return { ok: false, field: 'contactName', message: `Contact name must be at most ${CONTACT_NAME_MAX} characters` };
  }
  const terms = quoteTermsFrom(values, today);
  if (!terms.ok) return terms;
  return {
    ok: true,
    value: {
      lenderId: values.lenderId,
      contactName: contactName || null,
      terms: terms.value,
      termSheetDocumentId: values.termSheetDocumentId || null,
    },
  };
}
