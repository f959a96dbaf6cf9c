import type { EmailConfig, EmailConfigRequest, ErrorDetail } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { SecretBox } from '../../infra/crypto';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { MailDeliveryError, type MailAttachment, type Mailer, type SmtpSettings } from '../../infra/mailer';
import type { DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import type { EmailSettingsRecord } from './model';
import type { DeliveryResult, Outbox } from './outbox';
import type { OutboxRecord } from './outboxModel';
import type { EmailSettingsRepository } from './repository';
import { checkSmtpHost, PRIVATE_HOST_MESSAGE } from './smtpHost';

/**
 * What GET shows instead of a saved password; posting it back keeps the password while the host,
 * port and user stay the same (a changed one clears it unless a new password comes with it).
 */
export const PASSWORD_MASK = '••••••••';
export const DEFAULT_SMTP_PORT = 587;
/** The job name new-deal e-mails were queued under before the outbox; such jobs move to the outbox. */
export const NEW_DEAL_EMAIL_JOB = 'new-deal-email';
export const NEW_DEAL_KIND = 'newDeal';
export const newDealKey = (dealId: string) => `${NEW_DEAL_KIND}:${dealId}`;
export const TEST_EMAIL_REQUIRED = 'Please enter a test email address';

/** The only answers a failed test e-mail gives; the mail library's own text goes to the log. */
export const TEST_EMAIL_FAILURES = {
  auth: 'Authentication failed',
  connect: 'Could not connect to the mail server',
  tls: 'TLS negotiation failed',
  other: 'The test e-mail could not be sent',
} as const;

const CONNECT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
]);

/**
 * Maps a nodemailer error code to one of the fixed test e-mail answers; a socket error about a
 * certificate (implicit TLS on 465) counts as a TLS failure.
 */
export function testEmailFailure(code: string | undefined, detail = ''): string {
  if (code === 'EAUTH' || code === 'ENOAUTH') return TEST_EMAIL_FAILURES.auth;
  if (code === 'ETLS' || (code === 'ESOCKET' && /certificate|ssl|tls/i.test(detail))) return TEST_EMAIL_FAILURES.tls;
  if (code && CONNECT_CODES.has(code)) return TEST_EMAIL_FAILURES.connect;
  return TEST_EMAIL_FAILURES.other;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * How a kind of message registered by another feature is finished when it is sent: its final
 * text (e.g. with an unsealed link) and attachments, or null to drop it (what it is about is gone).
 */
export type MessagePreparer = (
  message: OutboxRecord,
) => Promise<{ text: string; attachments: MailAttachment[] } | null>;

export type EmailServiceDeps = {
  settings: EmailSettingsRepository;
  deals: DealRepository;
  secrets: SecretBox;
  mailer: Mailer;
  jobs: JobQueue;
  /** The outbox the new-deal e-mails go through (it calls this service's `deliver`). */
  outbox: Outbox;
  productName: string;
  /** SMTP_ALLOW_PRIVATE_HOSTS: accept SMTP hosts on private, loopback and link-local addresses. */
  allowPrivateHosts: boolean;
  /**
   * How long a new deal's e-mail, stored just before the deal, waits for the deal's request to
   * say it was stored before any instance delivers it anyway (or drops it: no deal, no e-mail).
   */
  newDealHoldMs: number;
  clock: Clock;
  log: Logger;
};

/**
 * The new-deal notification: the admin's SMTP settings (password encrypted at rest, masked on the
 * way out), a test send, and the new-deal e-mail, which goes through the outbox (stored once per
 * deal, delivered with backoff while SMTP fails).
 */
export function createEmailService(deps: EmailServiceDeps) {
  const preparers = new Map<string, MessagePreparer>();
  const defaults = (): Omit<EmailSettingsRecord, '_id' | 'updatedAt'> & { updatedAt: Date | null } => ({
    smtpHost: null,
    smtpPort: DEFAULT_SMTP_PORT,
    smtpUser: null,
    smtpPasswordEncrypted: null,
    allowUnencrypted: false,
    fromEmail: null,
    fromName: deps.productName,
    notificationEmails: [],
    enabled: true,
    updatedAt: null,
  });

  const toDto = (record: ReturnType<typeof defaults>): EmailConfig => ({
    smtpHost: record.smtpHost,
    smtpPort: record.smtpPort,
    smtpUser: record.smtpUser,
    smtpPassword: record.smtpPasswordEncrypted ? PASSWORD_MASK : null,
    hasSmtpPassword: Boolean(record.smtpPasswordEncrypted),
    allowUnencrypted: record.allowUnencrypted === true,
    fromEmail: record.fromEmail,
    fromName: record.fromName || deps.productName,
    notificationEmails: record.notificationEmails,
    enabled: record.enabled,
    updatedAt: record.updatedAt ? new Date(record.updatedAt).toISOString() : null,
  });

  async function current() {
    return (await deps.settings.get()) ?? defaults();
  }

  function smtpOf(record: ReturnType<typeof defaults>): SmtpSettings | null {
    if (!record.smtpHost) return null;
    return {
      host: record.smtpHost,
      port: record.smtpPort,
      user: record.smtpUser,
      password: record.smtpPasswordEncrypted ? deps.secrets.decrypt(record.smtpPasswordEncrypted) : null,
      // Settings saved before the option existed require TLS.
      allowUnencrypted: record.allowUnencrypted === true,
    };
  }

  /**
   * The saved settings with the host resolved again at send time (a name may point elsewhere since
   * it was saved): throws a MailDeliveryError when it does not resolve or is a refused private host.
   */
  async function checkedSmtp(smtp: SmtpSettings): Promise<SmtpSettings> {
    const check = await checkSmtpHost(smtp.host, deps.allowPrivateHosts);
    if (check.ok) return { ...smtp, address: check.address };
    if (check.reason === 'private') {
      deps.log.warn({ host: smtp.host, address: check.address }, 'SMTP host refused: private address');
      throw new MailDeliveryError(PRIVATE_HOST_MESSAGE, 'EPRIVATE');
    }
    throw new MailDeliveryError(check.detail, 'EDNS');
  }

  function sender(record: ReturnType<typeof defaults>) {
    const address = record.fromEmail ?? (record.smtpUser && EMAIL.test(record.smtpUser) ? record.smtpUser : null);
    return {
      name: record.fromName || deps.productName,
      address: address ?? `no-reply@${record.smtpHost ?? 'localhost'}`,
    };
  }

  function newDealMessage(deal: Omit<DealRecord, 'dealId'> & { dealId?: string }) {
    const client = [deal.contactName, deal.contactEmail, deal.contactPhone].filter(Boolean).join(' · ');
    const property = [deal.propertyAddress, deal.propertyType].filter(Boolean).join(' · ');
    const lines = [
      `A new deal was created in ${deps.productName}.`,
      '',
      `Deal ID: ${deal.dealId ?? 'being numbered'}`,
      `Client: ${client || 'Not given'}`,
      `Property: ${property || 'Not given'}`,
      `Deal type: ${deal.dealType ?? 'Not given'}`,
      `Loan request: ${deal.loanRequest ?? 'Not given'}`,
      `Created by: ${deal.createdBy ?? 'Unknown User'}`,
      `Created at: ${new Date(deal.createdAt).toISOString()}`,
    ];
    return {
      subject: `New deal${deal.dealId ? ` ${deal.dealId}` : ''}: ${deal.propertyAddress ?? deal.contactName ?? 'no address'}`,
      text: lines.join('\n'),
    };
  }

  /**
   * Stores the new-deal e-mail in the outbox (once per deal, whatever calls this again) when
   * notifications are on and configured; the outbox sends it, `dueAt` or at once.
   */
  async function queueNewDealEmail(deal: Omit<DealRecord, 'dealId'> & { dealId?: string }, dueAt?: Date) {
    const record = await current();
    if (!record.enabled || !smtpOf(record) || record.notificationEmails.length === 0) {
      deps.log.info({ deal: deal._id }, 'new-deal e-mail skipped: notifications are off or not configured');
      return;
    }
    const stored = await deps.outbox.enqueue({
      key: newDealKey(deal._id),
      kind: NEW_DEAL_KIND,
      ...newDealMessage(deal),
      ...(dueAt ? { dueAt } : {}),
    });
    if (!stored) deps.log.info({ deal: deal._id }, 'new-deal e-mail already queued');
  }

  /**
   * The new-deal e-mail is stored before its deal, so no failure between the two (the database
   * going away, the process killed) leaves a stored deal without one. It is held for
   * newDealHoldMs: the creating request releases it as soon as the deal is stored (newDealStored);
   * if that never comes, any instance picks it up after the hold and sends it when the deal
   * exists, or drops it when the deal was never stored. It is rendered from the stored deal.
   */
  async function prepareNewDealEmail(deal: Omit<DealRecord, 'dealId'>): Promise<void> {
    await queueNewDealEmail(deal, new Date(Date.now() + deps.newDealHoldMs));
  }

  /** The deal of a prepared e-mail is stored: deliver it now (in the background). */
  function newDealStored(deal: DealRecord): void {
    deps.outbox
      .deliverNow(newDealKey(deal._id))
      .catch((error: unknown) =>
        deps.log.warn({ err: error, dealId: deal.dealId }, 'new-deal e-mail waits for the outbox poll'),
      );
  }

  /** The subject and text of a new-deal e-mail, from the deal as stored; null when it never was. */
  async function renderStoredNewDeal(message: OutboxRecord): Promise<{ subject: string; text: string } | null> {
    const deal = await deps.deals.findById(message.key.slice(NEW_DEAL_KIND.length + 1));
    return deal ? newDealMessage(deal) : null;
  }

  /** Sends one outbox message with the settings saved now; throws (to be retried) when SMTP fails. */
  async function deliver(message: OutboxRecord): Promise<DeliveryResult> {
    const record = await current();
    if (!record.enabled) return 'skipped';
    const smtp = smtpOf(record);
    if (!smtp) throw new MailDeliveryError('SMTP host is not configured');
    const to = message.to?.length ? message.to : record.notificationEmails;
    if (to.length === 0) throw new MailDeliveryError('No notification e-mail addresses are configured');
    let content: { subject: string; text: string; attachments?: MailAttachment[] } = {
      subject: message.subject,
      text: message.text,
    };
    const prepare = preparers.get(message.kind);
    if (prepare) {
      const prepared = await prepare(message);
      if (!prepared) {
        deps.log.info({ key: message.key, kind: message.kind }, 'e-mail dropped: what it was about is gone');
        return 'skipped';
      }
      content = { subject: message.subject, ...prepared };
    }
    if (message.kind === NEW_DEAL_KIND) {
      const stored = await renderStoredNewDeal(message);
      if (!stored) {
        deps.log.info({ key: message.key }, 'new-deal e-mail dropped: its deal was never stored (or is deleted)');
        return 'skipped';
      }
      content = stored;
    }
    await deps.mailer.send(await checkedSmtp(smtp), { from: sender(record), to, ...content });
    return 'sent';
  }

  // A new-deal job queued before the outbox existed: move it to the outbox.
  deps.jobs.define(NEW_DEAL_EMAIL_JOB, async ({ dealId }: { dealId: string }) => {
    const deal = await deps.deals.findById(dealId);
    if (deal) await queueNewDealEmail(deal);
  });

  return {
    /** The settings, password masked (defaults until first saved: port 587, product name, enabled). */
    async getConfig(): Promise<EmailConfig> {
      return toDto(await current());
    },

    /**
     * Saves the settings. Left-out fields keep their value; the masked password keeps the saved one
     * only while host, port and user stay the same (a change clears it unless a new one is given, so
     * a saved password never goes to another server); null or '' clears it. A host on a private,
     * loopback or link-local address is refused unless the deployment allows it. Addresses are
     * trimmed, de-duplicated and must look like e-mail addresses.
     */
    async saveConfig(body: EmailConfigRequest): Promise<Result<EmailConfig, DomainError<'validation'>>> {
      const saved = await current();
      const details: ErrorDetail[] = [];
      const text = (value: string | null | undefined, fallback: string | null) =>
        value === undefined ? fallback : value === null ? null : value.trim() || null;

      const fromEmail = text(body.fromEmail, saved.fromEmail);
      if (fromEmail && !EMAIL.test(fromEmail)) {
        details.push({ field: 'body.fromEmail', message: 'From Email must be a valid email address' });
      }
      let notificationEmails = saved.notificationEmails;
      if (body.notificationEmails !== undefined) {
        const seen = new Set<string>();
        notificationEmails = [];
        body.notificationEmails.forEach((raw, index) => {
          const address = raw.trim();
          if (!address || seen.has(address.toLowerCase())) return;
          if (!EMAIL.test(address)) {
            details.push({
              field: `body.notificationEmails.${index}`,
              message: `"${address}" is not a valid email address`,
            });
            return;
          }
          seen.add(address.toLowerCase());
          notificationEmails.push(address);
        });
      }
      const smtpHost = text(body.smtpHost, saved.smtpHost);
      const smtpPort = body.smtpPort ?? saved.smtpPort;
      const smtpUser = text(body.smtpUser, saved.smtpUser);
      if (smtpHost) {
        const check = await checkSmtpHost(smtpHost, deps.allowPrivateHosts);
        // A name that does not resolve now is saved; every send resolves and checks it again.
        if (!check.ok && check.reason === 'private') {
          deps.log.warn({ host: smtpHost, address: check.address }, 'SMTP host refused: private address');
          details.push({ field: 'body.smtpHost', message: PRIVATE_HOST_MESSAGE });
        }
      }
      if (details.length > 0) return fail('validation', details[0]!.message, details);

      const serverChanged =
        (smtpHost ?? '').toLowerCase() !== (saved.smtpHost ?? '').toLowerCase() ||
        smtpPort !== saved.smtpPort ||
        smtpUser !== saved.smtpUser;
      let smtpPasswordEncrypted = serverChanged ? null : saved.smtpPasswordEncrypted;
      if (body.smtpPassword === null || body.smtpPassword === '') smtpPasswordEncrypted = null;
      else if (body.smtpPassword !== undefined && body.smtpPassword !== PASSWORD_MASK) {
        smtpPasswordEncrypted = deps.secrets.encrypt(body.smtpPassword);
      }

      const record = await deps.settings.save({
        smtpHost,
        smtpPort,
        smtpUser,
        smtpPasswordEncrypted,
        allowUnencrypted: body.allowUnencrypted ?? saved.allowUnencrypted === true,
        fromEmail,
        fromName: body.fromName === undefined ? saved.fromName : body.fromName.trim() || deps.productName,
        notificationEmails,
        enabled: body.enabled ?? saved.enabled,
        updatedAt: deps.clock.now(),
      });
      return ok(toDto(record));
    },

    /**
     * Sends a test message with the saved settings, now (not as a job), and says whether it worked
     * with one of a fixed set of messages (TEST_EMAIL_FAILURES); the mail library's detail, which
     * would tell open, closed and filtered ports apart, goes only to the log.
     */
    async sendTest(
      testEmail: string | undefined,
    ): Promise<Result<{ message: string }, DomainError<'validation' | 'upstream'>>> {
      const to = testEmail?.trim() ?? '';
      if (!to)
        return fail('validation', TEST_EMAIL_REQUIRED, [{ field: 'body.testEmail', message: TEST_EMAIL_REQUIRED }]);
      if (!EMAIL.test(to)) {
        return fail('validation', 'Please enter a valid email address', [
          { field: 'body.testEmail', message: 'Please enter a valid email address' },
        ]);
      }
      const record = await current();
      const smtp = smtpOf(record);
      if (!smtp) return fail('validation', 'SMTP host is not configured. Save the SMTP settings first.');
      try {
        await deps.mailer.send(await checkedSmtp(smtp), {
          from: sender(record),
          to: [to],
          subject: `${deps.productName}: test email`,
          text: `This is a test email from ${deps.productName}. Your SMTP settings work.`,
        });
      } catch (error) {
        if (!(error instanceof MailDeliveryError)) throw error;
        if (error.code === 'EPRIVATE') return fail('validation', PRIVATE_HOST_MESSAGE);
        deps.log.warn({ code: error.code, detail: error.message, host: smtp.host }, 'test e-mail failed');
        return fail('upstream', testEmailFailure(error.code, error.message));
      }
      return ok({ message: `Test email sent to ${to}` });
    },

    queueNewDealEmail,
    prepareNewDealEmail,

    /** Registers how messages of `kind` are finished when they are sent (see MessagePreparer). */
    registerKind(kind: string, prepare: MessagePreparer): void {
      preparers.set(kind, prepare);
    },
    newDealStored,
    deliver,

    /** Pending and failed outbox messages, for Email Config. */
    outboxStatus: () => deps.outbox.status(),

    /** Puts failed messages back in the outbox queue. */
    async retryOutbox(): Promise<{ requeued: number }> {
      return { requeued: await deps.outbox.retryFailed() };
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
