import {
  EMPTY_QUOTE_TERMS,
  quoteTermsFrom,
  type DealRoomAnswerRequest,
  type PassReason,
  type QuoteTermsFormValues,
} from '@portal/contracts';

/** The answer form's fields as typed (text inputs), before they become a request. */
export type AnswerFormValues = QuoteTermsFormValues & {
  answer: 'interested' | 'pass' | 'quote';
  passReason: PassReason | '';
  passText: string;
};

export const EMPTY_ANSWER: AnswerFormValues = {
  answer: 'interested',
  passReason: '',
  passText: '',
  ...EMPTY_QUOTE_TERMS,
};

type Parsed<T> = { ok: true; value: T } | { ok: false; field: keyof AnswerFormValues; message: string };

/**
 * The request the form stands for, or the first field to fix. A quote's terms are checked as the
 * gateway checks them (the shared `quoteTermsFrom`); the gateway checks again and names the field.
 * `today` is the local date (YYYY-MM-DD) an expiry may not precede.
 */
export function answerRequestFrom(values: AnswerFormValues, today: string): Parsed<DealRoomAnswerRequest> {
  if (values.answer === 'interested') return { ok: true, value: { answer: 'interested' } };
  if (values.answer === 'pass') {
    if (!values.passReason) return { ok: false, field: 'passReason', message: 'Choose a reason for passing' };
    return {
      ok: true,
      value: { answer: 'pass', passReason: values.passReason, passText: values.passText.trim() || null },
    };
  }
  const terms = quoteTermsFrom(values, today);
  if (!terms.ok) return terms;
  return { ok: true, value: { answer: 'quote', quote: terms.value } };
}
