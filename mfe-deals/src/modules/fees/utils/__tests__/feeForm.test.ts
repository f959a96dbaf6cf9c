import type { DealFee } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { describe, expect, it } from 'vitest';
import { feeRequestFrom, feeServerErrors, feeToFormValues } from '../feeForm';
import { feeBasisText, feeMoney, feeStateText, receivedText } from '../feeText';

const fee: DealFee = {
  feePoints: 1,
  feeAmount: null,
  loanAmount: 1_500_000,
  expectedFee: 15_000,
  brokerSharePercent: 50,
  brokerSharePercentOverride: null,
  brokerShare: 7_500,
  expectedClosingOn: '2026-06-30',
  dueOn: '2026-07-30',
  invoicedOn: null,
  receivedOn: null,
  receivedAmount: null,
  state: 'expected',
  quoteId: null,
  updatedAt: '2026-04-01T10:00:00.000Z',
};

describe('the Edit fee form', () => {
  const initial = feeToFormValues(fee);

  it('opens with the recorded figures, and the share only when the deal has its own', () => {
    expect(initial).toEqual({
      feePoints: '1',
      feeAmount: '',
      brokerSharePercent: '',
      expectedClosingOn: '2026-06-30',
      invoicedOn: '',
      receivedOn: '',
      receivedAmount: '',
    });
    expect(feeToFormValues({ ...fee, brokerSharePercentOverride: 60 }).brokerSharePercent).toBe('60');
  });

  it('sends only what changed, an emptied field as null (which clears it)', () => {
    const check = feeRequestFrom(
      {
        ...initial,
        feePoints: '',
        feeAmount: '$20K',
        brokerSharePercent: '60 %',
        receivedOn: '2026-08-05',
        receivedAmount: '15,000',
      },
      initial,
    );
    expect(check).toEqual({
      ok: true,
      request: {
        feePoints: null,
        feeAmount: 20_000,
        brokerSharePercent: 60,
        receivedOn: '2026-08-05',
        receivedAmount: 15_000,
      },
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(feeRequestFrom({ ...initial, feePoints: ' 1 ' }, initial)).toEqual({ ok: true, request: null });
  });

  it.each([
    ['feePoints', '25', 'Fee points must be a number from 0 to 20'],
    ['feePoints', 'one', 'Fee points must be a number from 0 to 20'],
    ['feeAmount', '-5', 'Fee amount must be an amount from $0 to $1,000,000,000 (e.g. 15000 or $15K)'],
    ['feeAmount', '2B', 'Fee amount must be an amount from $0 to $1,000,000,000 (e.g. 15000 or $15K)'],
    ['brokerSharePercent', '101', 'Broker share must be a number from 0 to 100'],
    ['expectedClosingOn', '2026-02-30', 'Expected closing must be a date (yyyy-MM-dd)'],
    ['invoicedOn', 'next week', 'Invoiced on must be a date (yyyy-MM-dd)'],
  ] as const)('refuses %s = %j, naming the field', (field, value, message) => {
    const check = feeRequestFrom({ ...initial, [field]: value }, initial);
    expect(check).toEqual({ ok: false, errors: { [field]: message }, firstField: field });
  });

  it('a payment needs its day and its amount together', () => {
    expect(feeRequestFrom({ ...initial, receivedAmount: '15000' }, initial)).toMatchObject({
      ok: false,
      errors: { receivedOn: 'Received on is needed with the received amount' },
    });
    expect(feeRequestFrom({ ...initial, receivedOn: '2026-08-05' }, initial)).toMatchObject({
      ok: false,
      errors: { receivedAmount: 'Received amount is needed with the date it was received' },
    });
  });

  it("puts the gateway's 400 details at the fields they name", () => {
    const error = new ApiRequestError('PUT /admin/deals/{id}/fee', 400, {
      error: 'Bad Request',
      message: 'body.feePoints must be <= 20',
      details: [
        { field: 'body.feePoints', message: 'body.feePoints must be <= 20' },
        { field: 'body.unknown', message: 'ignored' },
      ],
    });
    expect(feeServerErrors(error)).toEqual({ feePoints: 'body.feePoints must be <= 20' });
  });
});

describe('fee texts', () => {
  it('says how the fee is set and what was received, in words', () => {
    expect(feeBasisText(fee)).toBe('1 point of $1,500,000');
    expect(feeBasisText({ ...fee, feePoints: 1.5 })).toBe('1.5 points of $1,500,000');
    expect(feeBasisText({ ...fee, feeAmount: 20_000 })).toBe('$20,000 (an amount)');
    expect(feeBasisText({ ...fee, feePoints: null })).toBe('Not set');
    expect(feeMoney(7_500.5)).toBe('$7,500.50');
    expect(feeStateText('overdue')).toBe('Fee overdue');
    expect(receivedText({ receivedOn: '2026-08-05', receivedAmount: 15_000 })).toBe('$15,000 on Aug 5, 2026');
    expect(receivedText(fee)).toBe('Not yet');
  });
});
