import { createEmailHandlers } from '../features/email/handlers';
import { createOutbox } from '../features/email/outbox';
import { outboxClaimModel, outboxModel } from '../features/email/outboxModel';
import { createOutboxRepository } from '../features/email/outboxRepository';
import { createEmailService, type EmailService } from '../features/email/service';
import { createNotificationHandlers } from '../features/notifications/handlers';
import { createNotificationService } from '../features/notifications/service';
import { createStreamRegistry } from '../features/notifications/streamRegistry';
import { createNotificationStreams } from '../features/notifications/streams';
import type { ContainerDeps, Infra } from './infra';
import type { Identity } from './identity';
import type { Repositories } from './repositories';

export type EmailMessage = { key: string; kind: string; subject: string; text: string; to: string[] };

/** Messaging: SMTP settings and sending, the e-mail outbox, in-portal notifications and their streams. */
export function wireMessaging(
  { config, db, clock, log }: ContainerDeps,
  infra: Infra,
  repos: Repositories,
  identity: Identity,
) {
  // The outbox delivers through the e-mail service, which enqueues into the outbox: the one
  // genuine cycle here, closed by reaching the service at delivery time.
  const later: { email?: EmailService } = {};
  const outbox = createOutbox({
    repository: createOutboxRepository(outboxModel(db), outboxClaimModel(db)),
    deliver: (message) => later.email!.deliver(message),
    log,
    pollMs: config.JOBS_PROCESS_EVERY_MS,
    retryDelayMs: config.JOBS_RETRY_DELAY_MS,
    maxAttempts: config.JOBS_MAX_RETRIES + 1,
    leaseMs: config.OUTBOX_LEASE_MS,
  });
  const email = createEmailService({
    settings: repos.emailSettings,
    deals: repos.deals,
    secrets: infra.secrets,
    mailer: infra.mailer,
    jobs: infra.jobs,
    outbox,
    productName: config.PRODUCT_NAME,
    allowPrivateHosts: config.SMTP_ALLOW_PRIVATE_HOSTS,
    newDealHoldMs: config.NEW_DEAL_EMAIL_HOLD_MS,
    clock,
    log,
  });
  later.email = email;
  const enqueueEmail = (message: EmailMessage) => outbox.enqueue(message);
  const findUser = (id: string) => repos.users.findById(id);

  const notifications = createNotificationService({
    notifications: repos.notifications,
    preferences: repos.notificationPreferences,
    findUser,
    listAdmins: () => repos.users.listAdmins(),
    enqueueEmail,
    portalUrl: config.SHELL_URL,
    cursors: infra.cursors,
    clock,
    log,
  });
  const notificationStreams = createNotificationStreams({
    notifications: repos.notifications,
    clock,
    log,
    options: { sessionCheckMs: config.NOTIFICATION_STREAM_SESSION_CHECK_MS },
    registry: createStreamRegistry(db),
    streamsPerMember: async () => (await identity.quotas.current()).notificationStreamsPerMember,
    sessionStillAdmits: (sessionId, userId) => identity.auth.sessionStillAdmits(sessionId, userId),
  });

  const handlers = {
    ...createEmailHandlers({ email }),
    ...createNotificationHandlers({ notifications, streams: notificationStreams }),
  };

  return { outbox, email, enqueueEmail, findUser, notifications, notificationStreams, handlers };
}

export type Messaging = ReturnType<typeof wireMessaging>;
