import { describe, expect, it } from 'vitest';
import { US_STATES, isUsStateCode, normaliseUsState, stateFromAddress, usStateName } from '../usStates';

describe('US states', () => {
  it('lists the fifty states, DC and Puerto Rico once each', () => {
    expect(US_STATES).toHaveLength(52);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(52);
    expect(usStateName('PR')).toBe('Puerto Rico');
    expect(usStateName('tx')).toBe('Texas');
    expect(usStateName('XX')).toBeNull();
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('tx')).toBe(false);
  });

  it.each([
    ['TX', 'TX'],
    ['tx', 'TX'],
    ['Texas', 'TX'],
    [' new   york ', 'NY'],
    ['D.C.', 'DC'],
    ['District of Columbia', 'DC'],
    ['Texan', null],
    ['', null],
  ])('normalises %j to %j', (text, code) => {
    expect(normaliseUsState(text)).toBe(code);
  });
});

describe('stateFromAddress', () => {
  it.each([
    ['12 Main St, Austin, TX 78701', 'TX'],
    ['12 Main St, Austin, Texas', 'TX'],
    ['12 Main St, Austin, Texas 78701-1234, USA', 'TX'],
    ['12 MAIN ST AUSTIN TX', 'TX'],
    ['500 Washington St, Boston, MA 02108', 'MA'],
    ['500 Washington St, Boston MA', 'MA'],
    ['100 Texas Ave, Houston, TX 77002', 'TX'],
    ['1 Main St, Kansas City, MO 64105', 'MO'],
    ['1 Main St, Charleston, West Virginia', 'WV'],
    ['200 Virginia Beach Blvd, Norfolk, VA', 'VA'],
    ['1600 Pennsylvania Ave NW, Washington, D.C. 20500', 'DC'],
    ['Portland, or', 'OR'],
    ['Mixed-use lot in Denver, Colorado, near the station', 'CO'],
    ['123 Peachtree St NE, Atlanta GA', 'GA'],
    ['Virginia Beach, VA 23451', 'VA'],
    ['Oklahoma City OK', 'OK'],
  ])('finds the state in %j', (address, code) => {
    expect(stateFromAddress(address)).toBe(code);
  });

  it.each([
    ['12 Main St'],
    ['500 Washington Ave'],
    ['A portfolio in Texas and Oklahoma'],
    ['1 Main St, Kansas City'],
    ['Austin, TX 78701 and Tulsa, OK 74103'],
    ['come in or call'],
    [''],
    [null],
    [undefined],
  ])('finds none in %j (none, or more than one)', (address) => {
    expect(stateFromAddress(address)).toBeNull();
  });
});
