// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { errorBody, isoDateTime } from '../../../../test/pactBodies';
import { AdminPactStates } from '../../../../test/pactStates';
import { fetchEmailConfig } from '../fetchEmailConfig';
import { saveEmailConfig } from '../saveEmailConfig';
import { fetchEmailOutbox } from '../fetchEmailOutbox';
import { retryEmailOutbox } from '../retryEmailOutbox';
import { sendTestEmail } from '../sendTestEmail';

const { boolean, eachLike, fromProviderState, integer, string } = Matchers;

/** The saved configuration as the gateway shows it: the password only as its mask. */
const savedConfigBody = (overrides: Record<string, unknown> = {}) => ({
  smtpHost: string('smtp.sandbox.example'),
  smtpPort: integer(587),
  smtpUser: string('portal'),
  smtpPassword: string('••••••••'),
  hasSmtpPassword: true,
  allowUnencrypted: boolean(false),
  fromEmail: string('deals@portal.example'),
  fromName: string('Broker Deals'),
  notificationEmails: eachLike(string('ops@portal.example')),
  enabled: boolean(true),
  updatedAt: isoDateTime(),
  ...overrides,
});

describe('mfe-admin → gateway: e-mail configuration', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the configuration with the password masked', () => {
    pact
      .given(AdminPactStates.emailSaved)
      .uponReceiving('a request for the e-mail configuration')
      .withRequest({ method: 'GET', path: '/admin/email/config', headers: bearer })
      .willRespondWith({ status: 200, body: savedConfigBody() });
    return pact.executeTest(async (server) => {
      const config = await fetchEmailConfig(pactClient(server.url));
      expect(config.hasSmtpPassword).toBe(true);
    });
  });

  it('saves the whole configuration, the untouched password posted back as its mask (same host, port and user)', () => {
    const config = {
      smtpHost: 'smtp.sandbox.example',
      smtpPort: 587,
      smtpUser: 'portal',
      smtpPassword: '••••••••',
      allowUnencrypted: false,
      fromEmail: 'deals@portal.example',
      fromName: 'Broker Deals',
      notificationEmails: ['ops@portal.example', 'sales@portal.example'],
      enabled: false,
    };
    pact
      .given(AdminPactStates.emailSaved)
      .uponReceiving('a request to save the e-mail configuration keeping the password')
      .withRequest({
        method: 'POST',
        path: '/admin/email/config',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { ...config, smtpPassword: fromProviderState('${passwordMask}', '••••••••') },
      })
      .willRespondWith({
        status: 200,
        body: savedConfigBody({
          smtpHost: 'smtp.sandbox.example',
          smtpPort: 587,
          hasSmtpPassword: true,
          allowUnencrypted: false,
          notificationEmails: ['ops@portal.example', 'sales@portal.example'],
          enabled: false,
        }),
      });
    return pact.executeTest(async (server) => {
      const saved = await saveEmailConfig(pactClient(server.url), config);
      expect(saved.hasSmtpPassword).toBe(true);
    });
  });

  it('sends a test e-mail', () => {
    pact
      .given(AdminPactStates.emailReachable)
      .uponReceiving('a request to send a test e-mail')
      .withRequest({
        method: 'POST',
        path: '/admin/email/test',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { testEmail: 'admin@portal.example' },
      })
      .willRespondWith({ status: 200, body: { message: string('Test email sent') } });
    return pact.executeTest(async (server) => {
      expect(await sendTestEmail(pactClient(server.url), 'admin@portal.example')).toBeTruthy();
    });
  });

  it('a test e-mail the SMTP server refuses is answered 502 with a fixed message', () => {
    pact
      .given(AdminPactStates.emailUnreachable)
      .uponReceiving('a request to send a test e-mail while the SMTP server is down')
      .withRequest({
        method: 'POST',
        path: '/admin/email/test',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { testEmail: 'admin@portal.example' },
      })
      .willRespondWith({ status: 502, body: errorBody('Could not connect to the mail server') });
    return pact.executeTest(async (server) => {
      const failure = await sendTestEmail(pactClient(server.url), 'admin@portal.example').catch((e: unknown) => e);
      expect(serverErrorText(failure, 'Failed to send test email')).toBe('Could not connect to the mail server');
    });
  });

  it('reads the outbox counts', () => {
    pact
      .given(AdminPactStates.emailOutboxHasFailed)
      .uponReceiving('a request for the e-mail outbox counts')
      .withRequest({ method: 'GET', path: '/admin/email/outbox', headers: bearer })
      .willRespondWith({
        status: 200,
        body: { pending: integer(1), failed: integer(1), lastError: string('connect ECONNREFUSED 127.0.0.1:25') },
      });
    return pact.executeTest(async (server) => {
      const outbox = await fetchEmailOutbox(pactClient(server.url));
      expect(outbox.failed).toBe(1);
    });
  });

  it('queues the failed e-mails again', () => {
    pact
      .given(AdminPactStates.emailOutboxHasFailed)
      .uponReceiving('a request to retry the failed e-mails')
      .withRequest({ method: 'POST', path: '/admin/email/outbox/retry', headers: bearer })
      .willRespondWith({
        status: 200,
        body: { requeued: 1, pending: integer(2), failed: 0, lastError: null },
      });
    return pact.executeTest(async (server) => {
      const result = await retryEmailOutbox(pactClient(server.url));
      expect(result.requeued).toBe(1);
    });
  });
});
