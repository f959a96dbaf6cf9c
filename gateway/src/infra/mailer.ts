import nodemailer from 'nodemailer';

export type SmtpSettings = {
  host: string;
  port: number;
  user: string | null;
  password: string | null;
};

export type MailMessage = {
  from: { name: string; address: string };
  to: string[];
  subject: string;
  text: string;
  html?: string;
};

/** The SMTP server refused the message or could not be reached. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/**
 * Sends e-mail over SMTP with nodemailer. Settings come from the admin's e-mail configuration
 * at send time, so a transport is built per message (they are rare: one per new deal).
 * Port 465 uses implicit TLS; other ports upgrade with STARTTLS when the server offers it.
 */
export function createMailer({ timeoutMs = 15_000 }: { timeoutMs?: number } = {}) {
  return {
    async send(settings: SmtpSettings, message: MailMessage): Promise<{ messageId: string }> {
      const transport = nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.port === 465,
        auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs * 2,
      });
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        return { messageId: info.messageId };
      } catch (error) {
        throw new MailDeliveryError((error as Error).message);
      } finally {
        transport.close();
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
