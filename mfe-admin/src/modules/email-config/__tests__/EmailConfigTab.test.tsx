import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeEmailConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';
import type { EmailConfigRequest } from '@portal/contracts';

function emailGateway(config = makeEmailConfig()) {
  return new FakeGateway()
    .on('GET', '/admin/email/config', config)
    .on('GET', '/admin/email/outbox', { pending: 0, failed: 0, lastError: null })
    .on('POST', '/admin/email/config', async (request) => {
      const body = (await request.json()) as EmailConfigRequest;
      return json(
        makeEmailConfig({
          ...body,
          smtpPort: body.smtpPort ?? 587,
          fromName: body.fromName ?? 'Broker Deals',
          notificationEmails: body.notificationEmails ?? [],
          enabled: body.enabled ?? true,
          smtpPassword: '••••••••',
        }),
      );
    });
}

const form = async () => screen.findByRole('form', { name: 'Email configuration' });

describe('Email Config tab', () => {
  it('shows the saved settings, the password masked', async () => {
    renderDashboard({ gateway: emailGateway(), path: '/admin?tab=email-config' });
    const f = within(await form());
    expect(f.getByRole('textbox', { name: 'SMTP Host' })).toHaveValue('smtp.example.com');
    expect(f.getByRole('spinbutton', { name: 'SMTP Port' })).toHaveValue(587);
    expect(f.getByRole('textbox', { name: 'SMTP User' })).toHaveValue('mailer');
    expect(f.getByLabelText('SMTP Password')).toHaveAttribute('type', 'password');
    expect(f.getByLabelText('SMTP Password')).toHaveValue('••••••••');
    expect(f.getByRole('textbox', { name: 'From Email' })).toHaveValue('deals@example.com');
    expect(f.getByRole('textbox', { name: 'From Name' })).toHaveValue('Broker Deals');
    expect(f.getByRole('checkbox', { name: /Enabled/ })).toBeChecked();
    expect(f.getByRole('list', { name: 'Notification emails' })).toHaveTextContent('ops@example.com');
  });

  it('saves the whole configuration, port as an integer, the untouched password as its mask', async () => {
    const gateway = emailGateway();
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    await userEvent.clear(f.getByRole('textbox', { name: 'SMTP Host' }));
    await userEvent.type(f.getByRole('textbox', { name: 'SMTP Host' }), 'mail.example.org');
    await userEvent.clear(f.getByRole('spinbutton', { name: 'SMTP Port' }));
    await userEvent.type(f.getByRole('spinbutton', { name: 'SMTP Port' }), '465');
    await userEvent.click(f.getByRole('checkbox', { name: /Enabled/ }));
    // The gateway keeps no password for another server: the form says so.
    expect(f.getByText(/The saved password is not kept when the host, port or user changes/)).toBeInTheDocument();
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));

    expect(await screen.findByText('Email configuration saved successfully!')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/email/config')).toEqual({
      smtpHost: 'mail.example.org',
      smtpPort: 465,
      smtpUser: 'mailer',
      smtpPassword: '••••••••',
      allowUnencrypted: false,
      fromEmail: 'deals@example.com',
      fromName: 'Broker Deals',
      notificationEmails: ['ops@example.com'],
      enabled: false,
    });
  });

  it('sends a retyped password; focusing and leaving the field empty keeps the mask', async () => {
    const gateway = emailGateway();
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    const password = f.getByLabelText('SMTP Password');
    await userEvent.click(password);
    expect(password).toHaveValue('');
    await userEvent.tab();
    expect(password).toHaveValue('••••••••');

    await userEvent.click(password);
    await userEvent.type(password, 'n3w-secret');
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));
    await screen.findByText('Email configuration saved successfully!');
    expect((gateway.lastBody('POST', '/admin/email/config') as EmailConfigRequest).smtpPassword).toBe('n3w-secret');
  });

  it('an unencrypted connection is off until ticked, with a warning, and is sent with the save', async () => {
    const gateway = emailGateway();
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    const allow = f.getByRole('checkbox', { name: /Allow unencrypted connection/ });
    expect(allow).not.toBeChecked();
    expect(f.queryByText(/without TLS the SMTP password/)).not.toBeInTheDocument();
    expect(f.queryByText(/The saved password is not kept/)).not.toBeInTheDocument();

    await userEvent.click(allow);
    expect(allow).toBeChecked();
    expect(allow).toHaveAccessibleDescription(/Warning: without TLS the SMTP password and every e-mail/);
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));
    await screen.findByText('Email configuration saved successfully!');
    expect((gateway.lastBody('POST', '/admin/email/config') as EmailConfigRequest).allowUnencrypted).toBe(true);
  });

  it('refuses a port that is not a whole number', async () => {
    const gateway = emailGateway();
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    await userEvent.clear(f.getByRole('spinbutton', { name: 'SMTP Port' }));
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));
    expect(await f.findByRole('alert')).toHaveTextContent('SMTP Port must be a whole number from 1 to 65535');
    expect(gateway.callsTo('POST', '/admin/email/config')).toHaveLength(0);
  });

  it('notification addresses: Enter or Add appends, empty and duplicates are ignored, each is removable', async () => {
    const gateway = emailGateway();
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    const input = f.getByRole('textbox', { name: 'Add notification email' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'sales@example.com{Enter}');
    expect(input).toHaveValue('');
    await userEvent.type(input, 'OPS@example.com');
    await userEvent.click(f.getByRole('button', { name: 'Add' }));
    await userEvent.type(input, '   {Enter}');
    const list = f.getByRole('list', { name: 'Notification emails' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['ops@example.com', 'sales@example.com']);
    await userEvent.click(f.getByRole('button', { name: 'Remove ops@example.com' }));
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));
    await screen.findByText('Email configuration saved successfully!');
    expect((gateway.lastBody('POST', '/admin/email/config') as EmailConfigRequest).notificationEmails).toEqual([
      'sales@example.com',
    ]);
  });

  it('Enter in the address field adds it and does not submit the form', async () => {
    const gateway = emailGateway();
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    await userEvent.type(f.getByRole('textbox', { name: 'Add notification email' }), 'x@example.com{Enter}');
    expect(gateway.callsTo('POST', '/admin/email/config')).toHaveLength(0);
  });

  it('a refused save shows the server’s error, else Failed to save email configuration', async () => {
    const gateway = emailGateway().on(
      'POST',
      '/admin/email/config',
      apiError(400, 'From Email must be a valid email address'),
    );
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('From Email must be a valid email address')).toBeInTheDocument();

    gateway.on('POST', '/admin/email/config', () => new Response('', { status: 500 }));
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Failed to save email configuration')).toBeInTheDocument();
  });

  it('test send needs an address: Please enter a test email address', async () => {
    const gateway = emailGateway();
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const test = within(await screen.findByRole('form', { name: 'Send a test email' }));
    await userEvent.click(test.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Please enter a test email address')).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/admin/email/test')).toHaveLength(0);
  });

  it('test send: Test email sent successfully!, or the server’s error, else Failed to send test email', async () => {
    const gateway = emailGateway().on('POST', '/admin/email/test', { message: 'Test email sent' });
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const test = within(await screen.findByRole('form', { name: 'Send a test email' }));
    await userEvent.type(test.getByRole('textbox', { name: 'Test email address' }), 'me@example.com');
    await userEvent.click(test.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test email sent successfully!')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/email/test')).toEqual({ testEmail: 'me@example.com' });

    gateway.on('POST', '/admin/email/test', apiError(502, 'Failed to send test email: connection refused'));
    await userEvent.click(test.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Failed to send test email: connection refused')).toBeInTheDocument();

    gateway.on('POST', '/admin/email/test', () => new Response('', { status: 500 }));
    await userEvent.click(test.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Failed to send test email')).toBeInTheDocument();
  });

  it('defaults until first saved: port 587, the product name, enabled', async () => {
    const gateway = emailGateway(
      makeEmailConfig({
        smtpHost: null,
        smtpUser: null,
        smtpPassword: null,
        hasSmtpPassword: false,
        fromEmail: null,
        notificationEmails: [],
        updatedAt: null,
      }),
    );
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const f = within(await form());
    expect(f.getByRole('spinbutton', { name: 'SMTP Port' })).toHaveValue(587);
    expect(f.getByRole('textbox', { name: 'From Name' })).toHaveValue('Broker Deals');
    expect(f.getByRole('checkbox', { name: /Enabled/ })).toBeChecked();
    expect(f.getByText(/nobody is e-mailed about new deals/)).toBeInTheDocument();
    await userEvent.click(f.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() => expect(gateway.callsTo('POST', '/admin/email/config')).toHaveLength(1));
    expect((gateway.lastBody('POST', '/admin/email/config') as EmailConfigRequest).smtpPassword).toBeNull();
  });

  it('shows the outbox counts and queues the failed e-mails again', async () => {
    const gateway = emailGateway()
      .on('GET', '/admin/email/outbox', { pending: 2, failed: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
      .on('POST', '/admin/email/outbox/retry', { requeued: 1, pending: 3, failed: 0, lastError: null });
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const delivery = within(await screen.findByRole('region', { name: 'Email delivery' }));
    expect(await delivery.findByText('Last failure: connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(delivery.getByText('Pending').nextElementSibling).toHaveTextContent('2');
    expect(delivery.getByText('Failed').nextElementSibling).toHaveTextContent('1');
    await userEvent.click(delivery.getByRole('button', { name: 'Retry Failed Emails' }));
    expect(await screen.findByText('1 failed email queued again')).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/admin/email/outbox/retry')).toHaveLength(1);
    await waitFor(() => expect(delivery.getByText('Failed').nextElementSibling).toHaveTextContent('0'));
    expect(delivery.getByText('Pending').nextElementSibling).toHaveTextContent('3');
    expect(delivery.getByRole('button', { name: 'Retry Failed Emails' })).toBeDisabled();
  });

  it('the retry button is off while nothing failed', async () => {
    renderDashboard({ gateway: emailGateway(), path: '/admin?tab=email-config' });
    const idle = within(await screen.findByRole('region', { name: 'Email delivery' }));
    expect(await idle.findByRole('button', { name: 'Retry Failed Emails' })).toBeDisabled();
  });

  it('a retry the gateway refuses is reported', async () => {
    const gateway = emailGateway()
      .on('GET', '/admin/email/outbox', { pending: 0, failed: 4, lastError: 'Greeting never received' })
      .on('POST', '/admin/email/outbox/retry', () => new Response('', { status: 500 }));
    renderDashboard({ gateway, path: '/admin?tab=email-config' });
    const delivery = within(await screen.findByRole('region', { name: 'Email delivery' }));
    await userEvent.click(await delivery.findByRole('button', { name: 'Retry Failed Emails' }));
    expect(await screen.findByText('Failed to retry the failed emails')).toBeInTheDocument();
    expect(delivery.getByText('Failed').nextElementSibling).toHaveTextContent('4');
  });
});
