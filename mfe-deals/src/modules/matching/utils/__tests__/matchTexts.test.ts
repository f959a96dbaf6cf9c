import { describe, expect, it } from 'vitest';
import { matchCountText } from '../matchCountText';
import { sharpenMatchText } from '../matchFieldWords';

describe('the match count in words', () => {
  it('counts programs that match and are near, singular and plural', () => {
    expect(matchCountText({ match: 1, near: 1 })).toBe('1 program matches, 1 is near');
    expect(matchCountText({ match: 0, near: 3 })).toBe('0 programs match, 3 are near');
    expect(matchCountText({ match: 12, near: 0 })).toBe('12 programs match, 0 are near');
  });

  it('gives nothing when no program matches or is near (the panels say so in a sentence)', () => {
    expect(matchCountText({ match: 0, near: 0 })).toBeNull();
  });
});

describe('the fields that would sharpen a match', () => {
  it('names them as the deal forms do, in their order, whatever order they come in', () => {
    expect(sharpenMatchText(['amortisationMonths', 'loanRequest', 'propertyState'])).toBe(
      'Add the loan request, property state, and amortisation to sharpen the match.',
    );
    expect(sharpenMatchText(['netOperatingIncome'])).toBe('Add the net operating income to sharpen the match.');
  });

  it('says nothing when no field is missing', () => {
    expect(sharpenMatchText([])).toBeNull();
  });
});
