import { NO_STAGE } from '@portal/contracts';
import type { Clock } from '../../infra/clock';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import { dealName } from '../notifications/service';
import type { DealRecord } from '../deals/model';
import type { UserRecord } from '../users/model';
import { resolveItems } from './checklist';
import type { ChecklistTemplateRecord } from './model';
import type { ChecklistDealRow, ChecklistRepository } from './repository';

export const REMINDER_JOB = 'checklist-reminders';
export const REMINDER_INTERVAL = '1 day';
export const REMINDER_KIND = 'reminder';
const DAY_MS = 86_400_000;

/**
 * One part of an owner's reminder e-mail. The e-mail is a list of sections so that other
 * reminders about a member's deals (for instance deals gone quiet) can join the same daily
 * message: add a producer of sections to `sectionsFor` in createChecklistReminders.
 */
export type ReminderSection = { heading: string; lines: string[] };

/** The subject and text of one owner's reminder, from its sections (empty sections are left out). */
export function buildOwnerReminder(input: {
  productName: string;
  portalUrl: string;
  sections: ReminderSection[];
}): { subject: string; text: string } | null {
  const sections = input.sections.filter((section) => section.lines.length > 0);
  if (sections.length === 0) return null;
  return {
    subject: `${input.productName}: ${sections.map((section) => section.heading).join('; ')}`,
    text: [
      ...sections.flatMap((section) => [section.heading, '', ...section.lines, '']),
      `Open the portal: ${input.portalUrl}`,
    ].join('\n'),
  };
}

/** The missing-documents section: each deal with the required items missing for more than the interval. */
export function missingDocumentsSection(
  deals: { name: string; dealId: string; link: string; missing: string[] }[],
): ReminderSection {
  return {
    heading: 'Documents still missing',
    lines: deals.flatMap((deal) => [
      `${deal.name} (${deal.dealId}): ${deal.missing.join(', ')}`,
      `  Upload them here: ${deal.link}`,
    ]),
  };
}

/** A deal past its stage's threshold (features/staleDeals), with what the reminder says of it. */
export type StaleDealRow = Pick<
  DealRecord,
  '_id' | 'dealId' | 'userId' | 'stage' | 'propertyName' | 'propertyAddress' | 'applicationPropertyAddress'
> & { daysInStage: number; checklistRemindedAt?: Date | null };

/** The stale-deals section: each deal that has stayed in its stage longer than the stage's threshold. */
export function staleDealsSection(
  deals: { name: string; dealId: string; link: string; stage: string; daysInStage: number }[],
): ReminderSection {
  return {
    heading: 'Deals stale in their stage',
    lines: deals.flatMap((deal) => [
      `${deal.name} (${deal.dealId}): ${deal.daysInStage} days in ${deal.stage}`,
      `  Open it here: ${deal.link}`,
    ]),
  };
}

/** The required items of a deal Missing since before `cutoff`. */
export function overdueItems(deal: ChecklistDealRow, templates: ChecklistTemplateRecord[], cutoff: Date): string[] {
  return resolveItems(deal, templates)
    .filter((item) => item.required && item.status === 'Missing' && new Date(item.since) < cutoff)
    .map((item) => item.name);
}

/**
 * The daily reminder: each owner whose deals have required items Missing for more than
 * `reminderAfterDays` days, or have stayed in their stage past its threshold (stale), gets one
 * e-mail listing them, at most once per deal per that many days (the deal's `checklistRemindedAt`). The run is claimed per day across instances and the outbox
 * key `reminder:<owner>:<day>` makes a second run of the same day send nothing more.
 */
type OwnerReminder = { missing: { deal: ChecklistDealRow; missing: string[] }[]; stale: StaleDealRow[] };

export function createChecklistReminders(deps: {
  repository: ChecklistRepository;
  settings: () => Promise<{ templates: ChecklistTemplateRecord[]; reminderAfterDays: number }>;
  findUser: (id: string) => Promise<UserRecord | null>;
  /** The deals stale now, every owner's (docs/stale-deals.md). */
  staleDeals: () => Promise<StaleDealRow[]>;
  enqueueEmail: (message: {
    key: string;
    kind: string;
    subject: string;
    text: string;
    to: string[];
  }) => Promise<boolean>;
  productName: string;
  portalUrl: string;
  jobs: JobQueue;
  runs: PeriodicRuns;
  clock: Clock;
  log: Logger;
}) {
  const dealLink = (id: string) => new URL(`/deals?deal=${encodeURIComponent(id)}`, deps.portalUrl).toString();

  /** Queues the reminders due now; returns how many e-mails were queued. */
  async function runDue(): Promise<number> {
    const now = deps.clock.now();
    const day = now.toISOString().slice(0, 10);
    const { templates, reminderAfterDays } = await deps.settings();
    const cutoff = new Date(now.getTime() - reminderAfterDays * DAY_MS);
    const reminded = (deal: { checklistRemindedAt?: Date | null }) =>
      deal.checklistRemindedAt != null && new Date(deal.checklistRemindedAt) > cutoff;
    const byOwner = new Map<string, OwnerReminder>();
    const ownerEntry = (ownerId: string): OwnerReminder => {
      const entry = byOwner.get(ownerId) ?? { missing: [], stale: [] };
      byOwner.set(ownerId, entry);
      return entry;
    };
    for (const deal of await deps.repository.dealsToRemind(cutoff)) {
      const missing = overdueItems(deal, templates, cutoff);
      if (missing.length > 0) ownerEntry(deal.userId).missing.push({ deal, missing });
    }
    for (const deal of await deps.staleDeals()) {
      if (!reminded(deal)) ownerEntry(deal.userId).stale.push(deal);
    }
    let queued = 0;
    for (const [ownerId, { missing, stale }] of byOwner) {
      const owner = await deps.findUser(ownerId);
      if (!owner?.email) continue;
      const sections = [
        missingDocumentsSection(
          missing.map(({ deal, missing: items }) => ({
            name: dealName(deal),
            dealId: deal.dealId,
            link: dealLink(deal._id),
            missing: items,
          })),
        ),
        staleDealsSection(
          stale.map((deal) => ({
            name: dealName(deal),
            dealId: deal.dealId,
            link: dealLink(deal._id),
            stage: deal.stage ?? NO_STAGE,
            daysInStage: deal.daysInStage,
          })),
        ),
      ];
      const message = buildOwnerReminder({ productName: deps.productName, portalUrl: deps.portalUrl, sections });
      if (!message) continue;
      const stored = await deps.enqueueEmail({
        key: `${REMINDER_KIND}:${ownerId}:${day}`,
        kind: REMINDER_KIND,
        ...message,
        to: [owner.email],
      });
      await deps.repository.markReminded(
        [...new Set([...missing.map(({ deal }) => deal._id), ...stale.map((deal) => deal._id)])],
        now,
      );
      if (stored) queued += 1;
    }
    if (queued > 0) deps.log.info({ queued, day }, 'checklist reminders queued');
    return queued;
  }

  const { schedule } = definePeriodicJob(deps, { name: REMINDER_JOB, interval: REMINDER_INTERVAL, work: runDue });

  return {
    runDue,
    /** Registers the daily run. Call after the queue starts. */
    schedule,
  };
}

export type ChecklistReminders = ReturnType<typeof createChecklistReminders>;
