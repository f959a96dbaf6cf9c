import type { ContainerDeps, Infra } from './infra';
import type { WriteEffects } from './writeEffects';
import { activityModel } from '../features/activity/model';
import { createActivityRepository } from '../features/activity/repository';
import { createAnalyticsRepository } from '../features/analytics/repository';
import { createRollups } from '../features/analytics/rollups';
import { autoAccessModel } from '../features/autoAccess/model';
import { createAutoAccessRepository } from '../features/autoAccess/repository';
import { sessionModel } from '../features/auth/sessionModel';
import { createSessionRepository } from '../features/auth/sessionRepository';
import { checklistSettingsModel } from '../features/checklist/model';
import { createChecklistRepository } from '../features/checklist/repository';
import { commentModel } from '../features/comments/model';
import { createCommentRepository } from '../features/comments/repository';
import { counterModel, dealModel } from '../features/deals/model';
import { createDealRepository } from '../features/deals/repository';
import { documentModel } from '../features/documents/model';
import { createDocumentRepository } from '../features/documents/repository';
import { emailSettingsModel } from '../features/email/model';
import { createEmailSettingsRepository } from '../features/email/repository';
import { ghlLinkModel, ghlSettingsModel, leaseModel, syncOutcomeModel, webhookEventModel } from '../features/ghl/model';
import {
  createGhlLinkRepository,
  createGhlSettingsRepository,
  createLeaseRepository,
  createSyncOutcomeRepository,
  createWebhookEventRepository,
} from '../features/ghl/repository';
import { notificationModel, notificationPreferencesModel } from '../features/notifications/model';
import {
  createNotificationPreferencesRepository,
  createNotificationRepository,
} from '../features/notifications/repository';
import { oneDriveConnectionModel } from '../features/oneDrive/model';
import { createOneDriveRepository } from '../features/oneDrive/repository';
import { userModel } from '../features/users/model';
import { createUserRepository } from '../features/users/repository';
import { createKeyedMutex } from '../infra/keyedMutex';

/**
 * Every repository and the rollup store. They need only the database and, for users, deals and
 * documents, the write effects their writes report to, so every area's services come after them.
 */
export function wireRepositories({ db, clock, log }: ContainerDeps, { settingsCache }: Infra, effects: WriteEffects) {
  const leases = createLeaseRepository(leaseModel(db));
  const rollups = createRollups({
    db,
    deals: dealModel(db),
    users: userModel(db),
    documents: documentModel(db),
    leases,
    clock,
    log,
  });
  // Every writer of deal documents takes turns per deal (see keyedMutex.ts).
  const dealLock = createKeyedMutex({ reentrant: true });
  return {
    leases,
    rollups,
    users: createUserRepository(userModel(db), effects.userRepository),
    autoAccess: createAutoAccessRepository(autoAccessModel(db)),
    sessions: createSessionRepository(sessionModel(db)),
    deals: createDealRepository(dealModel(db), counterModel(db), effects.dealRepository, dealLock),
    documents: createDocumentRepository(documentModel(db), effects.documentRepository),
    activities: createActivityRepository(activityModel(db)),
    comments: createCommentRepository(commentModel(db)),
    notifications: createNotificationRepository(notificationModel(db)),
    notificationPreferences: createNotificationPreferencesRepository(notificationPreferencesModel(db)),
    oneDriveConnections: createOneDriveRepository(oneDriveConnectionModel(db)),
    emailSettings: createEmailSettingsRepository(emailSettingsModel(db), settingsCache),
    ghlSettings: createGhlSettingsRepository(ghlSettingsModel(db), settingsCache),
    ghlLinks: createGhlLinkRepository(ghlLinkModel(db)),
    webhookEvents: createWebhookEventRepository(webhookEventModel(db)),
    syncOutcomes: createSyncOutcomeRepository(syncOutcomeModel(db)),
    figures: createAnalyticsRepository({ users: userModel(db) }),
    // The document checklist of each deal (its item states and progress live on the deal).
    checklist: createChecklistRepository({
      settings: checklistSettingsModel(db),
      deals: dealModel(db),
      documents: documentModel(db),
      dealLock,
    }),
  };
}

export type Repositories = ReturnType<typeof wireRepositories>;
