import nodemailer from 'nodemailer';

export type SmtpSettings = {
  host: string;
  port: number;
  user: string | null;
  password: string | null;
  /** Allow a plain-text session when the server offers no STARTTLS (otherwise TLS is required). */
  allowUnencrypted: boolean;
  /** The checked address to connect to (the host name still names the server for TLS). */
  address?: string;
};

export type MailMessage = {
  from: { name: string; address: string };
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** A file sent with a message (e.g. a deal's summary PDF). */
export type MailAttachment = { fileName: string; content: Buffer; contentType: string };

/** The SMTP server refused the message or could not be reached; `code` is nodemailer's (EAUTH, ETLS, …). */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Sends e-mail over SMTP with nodemailer. Settings come from the admin's e-mail configuration
 * at send time, so a transport is built per message (they are rare: one per new deal).
 * Port 465 uses implicit TLS; other ports must upgrade with STARTTLS (`requireTLS`) unless the
 * settings allow an unencrypted connection, in which case STARTTLS is still used when offered.
 */
export function createMailer({ timeoutMs = 15_000 }: { timeoutMs?: number } = {}) {
  return {
    async send(settings: SmtpSettings, message: MailMessage): Promise<{ messageId: string }> {
      const secure = settings.port === 465;
      const transport = nodemailer.createTransport({
        host: settings.address ?? settings.host,
        // Certificates are checked against the host name even when connecting to its checked address.
        ...(settings.address && settings.address !== settings.host ? { servername: settings.host } : {}),
        port: settings.port,
        secure,
        requireTLS: !secure && !settings.allowUnencrypted,
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
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.fileName,
                  content: file.content,
                  contentType: file.contentType,
                })),
              }
            : {}),
        });
        return { messageId: info.messageId };
      } catch (error) {
        const { message: detail, code } = error as Error & { code?: unknown };
        throw new MailDeliveryError(detail, typeof code === 'string' ? code : undefined);
      } finally {
        transport.close();
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
