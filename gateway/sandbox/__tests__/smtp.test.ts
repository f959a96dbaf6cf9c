import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/infra/mailer';
import { startSmtpSandbox, type SmtpSandbox } from '../smtp';

describe('sandbox SMTP catcher', () => {
  let smtp: SmtpSandbox;
  beforeAll(async () => {
    smtp = await startSmtpSandbox();
  });
  afterAll(() => smtp.close());

  const settings = () => ({
    host: smtp.smtpHost,
    port: smtp.smtpPort,
    user: 'u',
    password: 'p',
    allowUnencrypted: true,
  });

  it('receives real SMTP and decodes encoded subjects, quoted-printable text and HTML alternatives', async () => {
    const text = `Prêt accordé — €1.5M for Zoë.\n${'long line '.repeat(20)}\nend`;
    await createMailer().send(settings(), {
      from: { name: 'Café Desk', address: 'desk@example.com' },
      to: ['a@example.com', 'b@example.com'],
      subject: 'Nouveau prêt ✓ für Zoë',
      text,
      html: '<p>Prêt</p>',
    });
    const message = await smtp.waitFor((m) => m.to.includes('b@example.com'));
    expect(message.subject).toBe('Nouveau prêt ✓ für Zoë');
    expect(message.text).toBe(text);
    expect(message.html).toBe('<p>Prêt</p>');
    expect(message.from).toBe('Café Desk <desk@example.com>');
    expect(message.authUser).toBe('u');
  });

  it('serves the messages as JSON and clears them over HTTP', async () => {
    const listed = (await (await fetch(`${smtp.url}/messages`)).json()) as {
      subject: string;
      to: string[];
      date: string;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(Object.keys(listed[0]!)).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'text', 'date']));
    expect((await fetch(`${smtp.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${smtp.url}/messages`)).json()).toEqual([]);
  });

  it('can be taken down and brought back on the same port', async () => {
    const port = smtp.smtpPort;
    await smtp.stop();
    await expect(
      createMailer({ timeoutMs: 2000 }).send(settings(), {
        from: { name: 'x', address: 'x@example.com' },
        to: ['c@example.com'],
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow();
    await smtp.start();
    expect(smtp.smtpPort).toBe(port);
    await createMailer().send(settings(), {
      from: { name: 'x', address: 'x@example.com' },
      to: ['c@example.com'],
      subject: 'back',
      text: 't',
    });
    expect((await smtp.waitFor((m) => m.subject === 'back')).to).toEqual(['c@example.com']);
  });
});
