import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { TEST_EMAIL_FAILURES, testEmailFailure } from '../service';
import { checkSmtpHost, isPrivateAddress } from '../smtpHost';

describe('SMTP host check', () => {
  it('private, loopback, link-local and unspecified addresses are private; public ones are not', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '127.0.0.1',
      '127.8.9.10',
      '169.254.169.254',
      '0.0.0.0',
      '::',
      '::1',
      'fc00::1',
      'fdff::1',
      'fe80::1',
      'febf::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '203.0.113.10', '2001:db8::1', 'fec0::1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('resolves names (localhost is loopback) and lets them through only when private hosts are allowed', async () => {
    expect(await checkSmtpHost('localhost', false)).toMatchObject({ ok: false, reason: 'private' });
    expect(await checkSmtpHost('localhost', true)).toMatchObject({ ok: true });
    expect(await checkSmtpHost('[::1]', false)).toMatchObject({ ok: false, reason: 'private', address: '::1' });
    expect(await checkSmtpHost('203.0.113.10', false)).toEqual({ ok: true, address: '203.0.113.10' });
  });

  it('SMTP_ALLOW_PRIVATE_HOSTS is off unless set to true', () => {
    const base = {
      JWT_SECRET: 'x'.repeat(40),
      ENCRYPTION_KEY: 'y'.repeat(40),
      DISCORD_CLIENT_ID: 'i',
      DISCORD_CLIENT_SECRET: 's',
    };
    expect(loadConfig(base).SMTP_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(loadConfig({ ...base, SMTP_ALLOW_PRIVATE_HOSTS: 'true' }).SMTP_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(() => loadConfig({ ...base, SMTP_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(/SMTP_ALLOW_PRIVATE_HOSTS/);
  });
});

describe('test e-mail failures', () => {
  it('map nodemailer error codes to the fixed messages', () => {
    expect(testEmailFailure('EAUTH')).toBe('Authentication failed');
    for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']) {
      expect(testEmailFailure(code), code).toBe('Could not connect to the mail server');
    }
    expect(testEmailFailure('ETLS')).toBe('TLS negotiation failed');
    expect(testEmailFailure('ESOCKET', 'self-signed certificate in certificate chain')).toBe('TLS negotiation failed');
    expect(testEmailFailure('EENVELOPE')).toBe(TEST_EMAIL_FAILURES.other);
    expect(testEmailFailure(undefined)).toBe('The test e-mail could not be sent');
  });
});
