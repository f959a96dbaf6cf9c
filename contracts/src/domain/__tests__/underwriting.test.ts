import { describe, expect, it } from 'vitest';
import { LOAN_PURPOSE_INVALID, PROPERTY_STATE_INVALID, checkUnderwriting, stateToFill } from '../underwriting';

describe('checkUnderwriting', () => {
  it('keeps out what is left out, clears null and empty text, stores a state as its code', () => {
    expect(checkUnderwriting({})).toEqual({ changes: {}, errors: [] });
    expect(
      checkUnderwriting({
        propertyState: 'texas',
        propertyValue: 0,
        netOperatingIncome: null,
        loanPurpose: '',
        termMonths: 120,
        interestOnlyMonths: 0,
      }),
    ).toEqual({
      changes: {
        propertyState: 'TX',
        propertyValue: 0,
        netOperatingIncome: null,
        loanPurpose: null,
        termMonths: 120,
        interestOnlyMonths: 0,
      },
      errors: [],
    });
  });

  it('names each bad field with the prefix, whatever type came in', () => {
    const { changes, errors } = checkUnderwriting(
      {
        propertyState: 'XX',
        loanPurpose: 'Purchase',
        propertyValue: '1000000',
        totalProjectCost: Number.NaN,
        amortisationMonths: 480.5,
        termMonths: true,
      },
      null,
      'body.',
    );
    expect(changes).toEqual({});
    expect(errors.map((error) => error.field)).toEqual([
      'body.propertyState',
      'body.loanPurpose',
      'body.propertyValue',
      'body.totalProjectCost',
      'body.termMonths',
      'body.amortisationMonths',
    ]);
    expect(errors[0]!.message).toBe(PROPERTY_STATE_INVALID);
    expect(errors[1]!.message).toBe(LOAN_PURPOSE_INVALID);
  });

  it('holds the bounds: amounts from 0 to their maximum, months whole and in range', () => {
    expect(checkUnderwriting({ propertyValue: 10_000_000_000, netOperatingIncome: 1_000_000_000 }).errors).toEqual([]);
    expect(checkUnderwriting({ netOperatingIncome: 1_000_000_001 }).errors).toHaveLength(1);
    expect(checkUnderwriting({ amortisationMonths: 12, termMonths: 1, interestOnlyMonths: 0 }).errors).toEqual([]);
    expect(checkUnderwriting({ amortisationMonths: 11 }).errors).toHaveLength(1);
    expect(checkUnderwriting({ termMonths: 480 }).errors).toEqual([]);
    expect(checkUnderwriting({ termMonths: 481 }).errors).toHaveLength(1);
  });

  it('keeps the interest-only period within the term sent, else the one stored', () => {
    expect(checkUnderwriting({ termMonths: 24, interestOnlyMonths: 36 }).errors).toEqual([
      {
        field: 'interestOnlyMonths',
        message: 'Interest-only period (36 months) cannot be longer than the term (24 months)',
      },
    ]);
    expect(checkUnderwriting({ interestOnlyMonths: 36 }, { termMonths: 24 }).errors).toHaveLength(1);
    expect(checkUnderwriting({ interestOnlyMonths: 24 }, { termMonths: 24 }).errors).toEqual([]);
    // A term cleared, or one that is itself wrong, sets no bound.
    expect(checkUnderwriting({ termMonths: null, interestOnlyMonths: 36 }, { termMonths: 24 }).errors).toEqual([]);
    expect(checkUnderwriting({ termMonths: 0, interestOnlyMonths: 36 }).errors.map((e) => e.field)).toEqual([
      'termMonths',
    ]);
    expect(checkUnderwriting({ termMonths: 12 }, { interestOnlyMonths: 18 }).errors).toEqual([
      { field: 'termMonths', message: 'Interest-only period (18 months) cannot be longer than the term (12 months)' },
    ]);
  });
});

describe('stateToFill', () => {
  it('takes the state the address names for a new deal, or one without a state', () => {
    expect(stateToFill('1 Main St, Austin, TX 78701', null)).toBe('TX');
    expect(stateToFill('1 Main St, Austin, TX 78701', { propertyState: null, propertyAddress: 'x' })).toBe('TX');
    expect(stateToFill('1 Main St', null)).toBeNull();
  });

  it('leaves a stored state alone while the address stays, follows a changed one', () => {
    const stored = { propertyState: 'OK', propertyAddress: '1 Main St, Austin, TX 78701' };
    expect(stateToFill(' 1 Main St, Austin, TX 78701 ', stored)).toBeNull();
    expect(stateToFill('5 Pearl St, Denver, CO 80202', stored)).toBe('CO');
  });
});
