import { describe, expect, it } from 'vitest';
import { matchProperty, propertyKeys } from '@portal/contracts';
import { DUPLICATE_SPELLINGS } from '../../sampleData/duplicateBook';

describe("the sample book's duplicate pairs", () => {
  it.each(DUPLICATE_SPELLINGS)('$first and $second are one property by address', ({ first, second, state }) => {
    const a = { propertyAddress: first, propertyState: state };
    const b = { propertyAddress: second, propertyState: state };
    expect(first).not.toBe(second);
    expect(matchProperty(a, b)).toBe('address');
    // The check finds them through a shared key.
    expect(propertyKeys(a).some((key) => propertyKeys(b).includes(key))).toBe(true);
  });

  it('are three different properties', () => {
    const [one, two, three] = DUPLICATE_SPELLINGS.map(({ first, state }) => ({
      propertyAddress: first,
      propertyState: state,
    }));
    expect(matchProperty(one!, two!)).toBeNull();
    expect(matchProperty(two!, three!)).toBeNull();
    expect(matchProperty(one!, three!)).toBeNull();
  });
});
