import { randomUUID } from 'node:crypto';
import type {
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationRead,
  NotificationsMarked,
  NotificationUpdates,
} from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { ActorRecord } from '../activity/model';
import type { CollaborationEvent } from '../activity/recorder';
import type { DealRecord } from '../deals/model';
import type { UserRecord } from '../users/model';
import { DEFAULT_CHANNELS, type NotificationPreferencesRecord, type NotificationRecord } from './model';
import type { NotificationPreferencesRepository, NotificationRepository } from './repository';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const NOTIFICATION_EMAIL_KIND = 'notification';
/** The polling fallback answers at most this many new notifications. */
const UPDATES_LIMIT = 50;
const ADMINS_CACHE_MS = 10_000;

export function dealName(deal: Pick<DealRecord, 'propertyName' | 'propertyAddress' | 'applicationPropertyAddress'>) {
  return deal.propertyName || deal.propertyAddress || deal.applicationPropertyAddress || 'Unnamed Deal';
}

export function toNotificationDto(record: NotificationRecord): Notification {
  return {
    id: record._id,
    kind: record.kind,
    title: record.title,
    message: record.message,
    deal: record.deal ?? null,
    actor: record.actor,
    createdAt: new Date(record.createdAt).toISOString(),
    readAt: record.readAt ? new Date(record.readAt).toISOString() : null,
  };
}

type Draft = { kind: NotificationKind; title: string; message: string; deal: DealRecord | null; actor: ActorRecord };

const excerpt = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** What each event says, and to whom it goes (never to the one who acted). */
function draftsOf(
  event: CollaborationEvent,
): { draft: Draft; owner: boolean; admins: boolean; userId?: string } | null {
  const actor = event.actor;
  switch (event.kind) {
    case 'dealCreated': {
      const name = dealName(event.deal);
      return {
        draft: {
          kind: 'dealCreated',
          title: `New deal ${event.deal.dealId}`,
          message: `${actor.name} created ${name} (${event.deal.dealId})`,
          deal: event.deal,
          actor,
        },
        owner: false,
        admins: true,
      };
    }
    case 'stageChanged': {
      const name = dealName(event.deal);
      const stage = event.changes.find((change) => change.field === 'stage');
      const status = event.changes.find((change) => change.field === 'status');
      const main = stage ?? status!;
      const what = stage ? 'Stage' : 'Status';
      const movement = `${main.from ?? 'none'} to ${main.to ?? 'none'}`;
      return {
        draft: {
          kind: 'stageChanged',
          title: `${what} changed to ${main.to ?? 'none'}`,
          message:
            `${actor.name} changed the ${what.toLowerCase()} of ${name} (${event.deal.dealId}) from ${movement}` +
            (stage && status ? `; status ${status.from ?? 'none'} to ${status.to ?? 'none'}` : ''),
          deal: event.deal,
          actor,
        },
        owner: true,
        admins: false,
      };
    }
    case 'documentAdded': {
      const name = dealName(event.deal);
      return {
        draft: {
          kind: 'documentAdded',
          title: `Document added to ${name}`,
          message: `${actor.name} added ${event.fileName} to ${name} (${event.deal.dealId})`,
          deal: event.deal,
          actor,
        },
        owner: true,
        admins: true,
      };
    }
    case 'commentAdded': {
      const name = dealName(event.deal);
      return {
        draft: {
          kind: 'commentAdded',
          title: `New comment on ${name}`,
          message: `${actor.name}: ${excerpt(event.text)}`,
          deal: event.deal,
          actor,
        },
        owner: true,
        admins: true,
      };
    }
    case 'checklistReviewed': {
      const name = dealName(event.deal);
      const { itemName, decision, reason } = event.review;
      return {
        draft: {
          kind: 'checklistReviewed',
          title: `${itemName} ${decision === 'accept' ? 'accepted' : 'rejected'}`,
          message:
            decision === 'accept'
              ? `${actor.name} accepted ${itemName} for ${name} (${event.deal.dealId})`
              : `${actor.name} rejected ${itemName} for ${name} (${event.deal.dealId}): ${excerpt(reason ?? '')}`,
          deal: event.deal,
          actor,
        },
        owner: true,
        admins: false,
      };
    }
    case 'quoteReceived':
    case 'quoteSelected': {
      // Everything here a lender typed is plain text on one line (no line of its own in an e-mail).
      const name = dealName(event.deal);
      const { lenderName, terms, conditions } = event.quote;
      const lender = excerpt(lenderName, 80);
      const extra = conditions ? `. Conditions: ${excerpt(conditions)}` : '';
      return {
        draft:
          event.kind === 'quoteReceived'
            ? {
                kind: 'quoteReceived',
                title: `New quote from ${lender}`,
                message: `${lender} quoted ${excerpt(terms)} for ${name} (${event.deal.dealId})${extra}`,
                deal: event.deal,
                actor,
              }
            : {
                kind: 'quoteSelected',
                title: `${lender}'s quote selected`,
                message: `${actor.name} selected ${lender}'s quote of ${excerpt(terms)} for ${name} (${event.deal.dealId})${extra}`,
                deal: event.deal,
                actor,
              },
        owner: true,
        admins: false,
      };
    }
    case 'dealMerged':
      return {
        draft: { kind: 'dealMerged', title: event.title, message: event.message, deal: event.deal, actor },
        owner: false,
        admins: false,
        userId: event.recipientId,
      };
    case 'accessApproved':
      return {
        draft: {
          kind: 'accessApproved',
          title: 'Your access was approved',
          message: 'An admin approved your account: you can now create deals and follow them here.',
          deal: null,
          actor,
        },
        owner: false,
        admins: false,
        userId: event.user._id,
      };
  }
}

/**
 * The notification centre: who hears of what (per kind and preference), the list and unread
 * count, marking read, and the e-mail of each notification whose kind the user wants by e-mail.
 */
export function createNotificationService(deps: {
  notifications: NotificationRepository;
  preferences: NotificationPreferencesRepository;
  findUser: (id: string) => Promise<UserRecord | null>;
  listAdmins: () => Promise<UserRecord[]>;
  /** The durable outbox (features/email/outbox.ts). */
  enqueueEmail: (message: {
    key: string;
    kind: string;
    subject: string;
    text: string;
    to: string[];
  }) => Promise<boolean>;
  /** Where the e-mails link to (the shell). */
  portalUrl: string;
  cursors: CursorCodec;
  clock: Clock;
  log: Logger;
}) {
  const log = deps.log.child({ component: 'notifications' });
  let admins: { at: number; users: UserRecord[] } | null = null;

  async function adminIds(): Promise<string[]> {
    if (!admins || Date.now() - admins.at > ADMINS_CACHE_MS)
      admins = { at: Date.now(), users: await deps.listAdmins() };
    return admins.users.map((user) => user._id);
  }

  async function preferencesOf(userId: string): Promise<NotificationPreferencesRecord> {
    const stored = await deps.preferences.find(userId);
    return {
      _id: userId,
      channels: { ...DEFAULT_CHANNELS, ...(stored?.channels ?? {}) },
      dailyDigest: stored?.dailyDigest ?? false,
      updatedAt: stored?.updatedAt ?? new Date(0),
    };
  }

  const toPreferencesDto = (record: NotificationPreferencesRecord): NotificationPreferences => ({
    channels: record.channels,
    dailyDigest: record.dailyDigest,
  });

  function emailText(record: NotificationRecord): string {
    const link = record.deal
      ? new URL(`/deals?deal=${encodeURIComponent(record.deal.id)}`, deps.portalUrl).toString()
      : deps.portalUrl;
    return [
      record.message,
      '',
      `Open the portal: ${link}`,
      '',
      'Change which e-mails you get under Notification settings.',
    ].join('\n');
  }

  async function deliver(recipientId: string, draft: Draft): Promise<void> {
    const preferences = await preferencesOf(recipientId);
    const channel = preferences.channels[draft.kind];
    if (channel === 'off') return;
    const record: NotificationRecord = {
      _id: randomUUID(),
      recipientId,
      kind: draft.kind,
      title: draft.title,
      message: draft.message,
      deal: draft.deal ? { id: draft.deal._id, dealId: draft.deal.dealId, name: dealName(draft.deal) } : null,
      actor: draft.actor,
      createdAt: deps.clock.now(),
      readAt: null,
    };
    await deps.notifications.insert([record]);
    if (channel !== 'email') return;
    const user = await deps.findUser(recipientId);
    if (!user?.email) {
      log.info({ recipientId, kind: draft.kind }, 'notification e-mail skipped: the user has no e-mail address');
      return;
    }
    await deps.enqueueEmail({
      key: `${NOTIFICATION_EMAIL_KIND}:${record._id}`,
      kind: NOTIFICATION_EMAIL_KIND,
      subject: record.title,
      text: emailText(record),
      to: [user.email],
    });
  }

  return {
    /** Turns a collaboration event into notifications for its recipients (never the actor). */
    async handle(event: CollaborationEvent): Promise<void> {
      const routed = draftsOf(event);
      if (!routed) return;
      const recipients = new Set<string>();
      if (routed.userId) recipients.add(routed.userId);
      if (routed.owner && routed.draft.deal) recipients.add(routed.draft.deal.userId);
      if (routed.admins) for (const id of await adminIds()) recipients.add(id);
      if (event.actor.id) recipients.delete(event.actor.id);
      for (const recipientId of recipients) await deliver(recipientId, routed.draft);
    },

    /** A page of the caller's notifications, newest first, and their unread count. */
    async list(user: AuthUser, request: PageRequest): Promise<Result<NotificationPage, DomainError<'validation'>>> {
      const scope: CursorScope = { list: 'notifications', filter: { recipientId: user.id } };
      const position = deps.cursors.position(scope, request);
      if (!position.ok) return position;
      const [{ rows, total }, unreadCount] = await Promise.all([
        deps.notifications.listPage(user.id, position.value),
        deps.notifications.unreadCount(user.id),
      ]);
      return ok({ ...deps.cursors.page(scope, position.value, rows, total, toNotificationDto), unreadCount });
    },

    /** The polling fallback: the unread count and what was created after `since`. */
    async updates(user: AuthUser, since: string | undefined): Promise<NotificationUpdates> {
      const serverTime = deps.clock.now();
      const after = since ? new Date(since) : null;
      const [unreadCount, rows] = await Promise.all([
        deps.notifications.unreadCount(user.id),
        after ? deps.notifications.createdSince([user.id], after, null, UPDATES_LIMIT + 1) : Promise.resolve([]),
      ]);
      const fresh = rows.filter((row) => new Date(row.createdAt) > after!).slice(0, UPDATES_LIMIT);
      return { unreadCount, items: fresh.map(toNotificationDto), serverTime: serverTime.toISOString() };
    },

    /** Marks one of the caller's notifications read (404 for anyone else's). */
    async markRead(user: AuthUser, id: string): Promise<Result<NotificationRead, DomainError<'notFound'>>> {
      const record = await deps.notifications.markRead(user.id, id, deps.clock.now());
      if (!record) return fail('notFound', NOTIFICATION_NOT_FOUND);
      return ok({
        notification: toNotificationDto(record),
        unreadCount: await deps.notifications.unreadCount(user.id),
      });
    },

    async markAllRead(user: AuthUser): Promise<NotificationsMarked> {
      const marked = await deps.notifications.markAllRead(user.id, deps.clock.now());
      return { marked, unreadCount: await deps.notifications.unreadCount(user.id) };
    },

    async getPreferences(user: AuthUser): Promise<NotificationPreferences> {
      return toPreferencesDto(await preferencesOf(user.id));
    },

    /** Saves the kinds named (others keep their setting) and the digest choice. */
    async updatePreferences(user: AuthUser, body: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      const current = await preferencesOf(user.id);
      const next: NotificationPreferencesRecord = {
        _id: user.id,
        channels: { ...current.channels, ...(body.channels ?? {}) },
        dailyDigest: body.dailyDigest ?? current.dailyDigest,
        updatedAt: deps.clock.now(),
      };
      await deps.preferences.save(next);
      return toPreferencesDto(next);
    },

    preferencesOf,
    emailText,
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
