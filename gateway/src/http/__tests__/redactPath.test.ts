import { describe, expect, it } from 'vitest';
import { redactPath } from '../redactPath';

describe('redactPath', () => {
  it('hides a deal-room token in any room path and leaves other paths alone', () => {
    const token = 'A'.repeat(43);
    expect(redactPath(`/rooms/${token}`)).toBe('/rooms/[token]');
    expect(redactPath(`/rooms/${token}/documents/d1`)).toBe('/rooms/[token]/documents/d1');
    expect(redactPath(`/rooms/${token}/nothing-here`)).not.toContain(token);
    expect(redactPath('/deals/some-id')).toBe('/deals/some-id');
  });
});
