import { describe, expect, it } from 'vitest';
import { addNotificationEmail } from '../utils/addNotificationEmail';
import { parseSmtpPort } from '../utils/parseSmtpPort';

describe('notification addresses (docs/product.md#email-settings)', () => {
  it('adds a trimmed address', () => {
    expect(addNotificationEmail(['a@x.com'], '  b@x.com ')).toEqual(['a@x.com', 'b@x.com']);
  });

  it('ignores an empty address', () => {
    expect(addNotificationEmail(['a@x.com'], '   ')).toEqual(['a@x.com']);
  });

  it('ignores an address already present, in any case', () => {
    expect(addNotificationEmail(['a@x.com'], 'A@X.com')).toEqual(['a@x.com']);
  });
});

describe('SMTP port (docs/product.md#email-settings: parsed as an integer)', () => {
  it('parses whole numbers in range', () => {
    expect(parseSmtpPort('587')).toBe(587);
    expect(parseSmtpPort(' 465 ')).toBe(465);
  });

  it('refuses anything else', () => {
    expect(parseSmtpPort('')).toBeNull();
    expect(parseSmtpPort('58.7')).toBeNull();
    expect(parseSmtpPort('0')).toBeNull();
    expect(parseSmtpPort('70000')).toBeNull();
    expect(parseSmtpPort('smtp')).toBeNull();
  });
});
