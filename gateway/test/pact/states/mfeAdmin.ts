import { freePort } from '@portal/mongo-init';
import {
  AdminPactStates,
  PACT_ADMIN_USERNAME,
  PACT_DRIVE_EMAIL,
  PACT_LISTED_USERNAME,
  PACT_MEMBER_USERNAME,
  PACT_NEW_AUTO_ACCESS_USERNAME,
  PACT_PENDING_USERNAME,
} from '../../../../mfe-admin/src/test/pactStates';
import { SANDBOX_CUSTOM_FIELDS } from '../../../sandbox/ghl';
import { startSmtpSandbox, type SmtpSandbox } from '../../../sandbox/smtp';
import { seedDeal } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';

type Json = Record<string, unknown>;

/** The job name of the backlog state's waiting jobs (none of ours, so nothing runs them). */
const PACT_BACKLOG_JOB = 'job-of-another-version';

/** Values for the sandbox opportunities' empty custom fields (parseable where the gateway parses). */
const PACT_CUSTOM_VALUES: Record<string, string> = {
  'opportunity.property_address': '12 Maple Court, Springfield',
  'opportunity.property_type': 'Multifamily',
  'opportunity.deal_type': 'Acquisition',
  'opportunity.property_vintage': '1998',
  'opportunity.sponsor_net_worth': '5M',
  'opportunity.sponsor_liquidity': '1M',
  'opportunity.loan_request': '$2.4M',
  'opportunity.additional_information': 'Filled in for the admin pact',
};

/**
 * A state with a teardown. Pact calls `setup` before the interaction and `teardown` after it; the
 * function itself (what StateHandlers types) is the setup. Used where a state changes something
 * other consumers' interactions must not inherit (a connected drive, e-mail or GHL settings).
 */
function withTeardown(setup: () => Promise<unknown>, teardown: () => Promise<unknown>): () => Promise<unknown> {
  return Object.assign(() => setup(), { setup: () => setup(), teardown: () => teardown() });
}

/**
 * Provider states of the mfe-admin pacts (exact sentences shared with its consumer tests in
 * mfe-admin/src/test/pactStates.ts). Every state signs the demo admin in itself; seeds go through
 * our repositories, the seed helpers and the real HTTP API with the admin's token. States that read
 * a whole collection (users, deals, the auto-access list) reset it first so the answer's shape is
 * known; the ids the consumer cannot know are returned for `fromProviderState`.
 */
export function mfeAdminStates({ t, setToken }: StateContext): StateHandlers {
  const container = () => t.gateway.container;
  const collection = (name: string) => t.gateway.db.collection(name);
  let smtp: SmtpSandbox | null = null;

  /**
   * A session of `username`. The user is created once through the real sandbox Discord sign-in;
   * after that a session is opened the way sign-in opens one (token service + sessions), so the
   * many states here stay far below the gateway's sign-in rate limit.
   */
  async function sessionOf(username: string): Promise<{ token: string; id: string }> {
    const existing = await container().repositories.users.findByUsername(username);
    if (!existing) {
      const signedIn = await t.signIn(username);
      return { token: signedIn.token, id: signedIn.user.id };
    }
    const token = (await container().services.auth.openSession(existing._id))!.grant.token;
    return { token, id: existing._id };
  }

  /** The demo admin's session, which the verifier sends with the interaction. */
  async function signInAdmin(): Promise<{ token: string; id: string }> {
    const admin = await sessionOf(PACT_ADMIN_USERNAME);
    await container().repositories.users.setFlags(admin.id, { isAdmin: true, isWhitelisted: true });
    setToken(admin.token);
    return admin;
  }

  /** A user with these flags (created through the sandbox sign-in the first time). */
  async function userWithFlags(username: string, flags: { isAdmin: boolean; isWhitelisted: boolean }): Promise<string> {
    const { id } = await sessionOf(username);
    await container().repositories.users.setFlags(id, flags);
    return id;
  }

  /** Calls the gateway as the admin; any answer but 2xx fails the state with the gateway's words. */
  async function call(token: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<Json> {
    const response = await t.request(path, { method: init.method ?? 'GET', token, json: init.json });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`state setup: ${init.method ?? 'GET'} ${path} answered ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Json) : {};
  }

  async function resetDeals(): Promise<void> {
    await collection('deals').deleteMany({});
    await collection('documents').deleteMany({});
    await collection('ghllinks').deleteMany({});
    // The deals and documents went without passing through the repositories: rebuild the rollups.
    await recountRollups();
  }

  /** Recomputes every rollup (deals, users, documents) after rows were removed directly. */
  async function recountRollups(): Promise<void> {
    await collection('rollups').deleteMany({});
    await collection('rollupdeltas').deleteMany({});
    await container().services.rollupRepair.runOnce({ force: true });
  }

  const whitelistedMember = () => userWithFlags(PACT_MEMBER_USERNAME, { isAdmin: false, isWhitelisted: true });

  async function saveEmailSettings(token: string, smtpHost: string, smtpPort: number): Promise<void> {
    await call(token, '/admin/email/config', {
      method: 'POST',
      json: {
        smtpHost,
        smtpPort,
        smtpUser: 'portal',
        smtpPassword: 'smtp-secret',
        allowUnencrypted: true,
        fromEmail: 'deals@portal.example',
        fromName: 'Broker Deals',
        notificationEmails: ['ops@portal.example'],
        enabled: true,
      },
    });
  }

  async function forgetEmailSettings(): Promise<void> {
    await collection('settings').deleteOne({ _id: 'email' } as never);
    await container().infra.settingsCache.changed();
    await smtp?.close();
    smtp = null;
  }

  async function connectDrive(adminId: string, expired: boolean): Promise<void> {
    const now = t.clock.now();
    const { secrets } = container().infra;
    await container().repositories.oneDriveConnections.save({
      accessTokenEncrypted: secrets.encrypt('pact-access-token'),
      refreshTokenEncrypted: secrets.encrypt('pact-refresh-token'),
      accessTokenExpiresAt: new Date(now.getTime() + 3600_000),
      email: PACT_DRIVE_EMAIL,
      expired,
      connectedBy: adminId,
      connectedAt: now,
      updatedAt: now,
    });
  }

  const forgetDrive = async () => {
    await collection('settings').deleteOne({ _id: 'onedrive' } as never);
  };

  /** The GHL sandbox of the provider's test gateway (started with `{ ghl: true }`). */
  function ghlSandbox() {
    if (!t.ghl) throw new Error('state setup: the provider gateway runs no GHL sandbox (start it with { ghl: true })');
    return t.ghl;
  }

  /**
   * GHL saved as the sandbox expects (key, location, loan pipeline, the six mappings). Every
   * opportunity of the pipeline gets a value in every custom field, so lists have one shape.
   */
  async function configureGhl(token: string) {
    const ghl = ghlSandbox();
    const saved = await t.configureGhl(token);
    for (const opportunity of ghl.opportunities()) {
      if (opportunity.pipelineId !== ghl.pipelineId) continue;
      for (const field of SANDBOX_CUSTOM_FIELDS) {
        if (!opportunity.customFields[field.id]) {
          ghl.setCustomField(opportunity.id, field.fieldKey, PACT_CUSTOM_VALUES[field.fieldKey] ?? 'Pact value');
        }
      }
    }
    return {
      pipelineId: ghl.pipelineId,
      locationId: ghl.locationId,
      firstStageId: ghl.stages.qualification.id,
      apiKeyMask: String(saved.apiKey),
    };
  }

  async function openOpportunity(token: string) {
    const ghlState = await configureGhl(token);
    const path = `/admin/ghl/pipeline/${encodeURIComponent(ghlState.pipelineId)}/opportunities`;
    const { opportunities } = (await call(token, path)) as { opportunities: { id: string }[] };
    const opportunity = opportunities[0];
    if (!opportunity) throw new Error('state setup: no opportunity in the GHL sandbox pipeline');
    return { ...ghlState, opportunityId: opportunity.id, memberId: await whitelistedMember() };
  }

  const forgetGhl = async () => {
    await collection('settings').deleteOne({ _id: 'ghl' } as never);
    await container().infra.settingsCache.changed();
  };

  return {
    [AdminPactStates.memberHasTwoDeals]: async () => {
      await signInAdmin();
      const memberId = await whitelistedMember();
      await resetDeals();
      const owner = { _id: memberId, username: PACT_MEMBER_USERNAME };
      const fields = {
        propertyName: 'Harbor View Apartments',
        propertyAddress: '1 Harbor Way, Springfield',
        propertyVintage: '1998',
        sponsorNetWorth: '5M',
        sponsorLiquidity: '1M',
        additionalInformation: 'Seeded for the admin pact',
      };
      await seedDeal(container(), owner, { ...fields, status: 'Open' });
      await seedDeal(container(), owner, { ...fields, status: 'Under Review' });
    },

    [AdminPactStates.adminMemberAndPending]: async () => {
      // Exactly three users, all as the sandbox Discord made them (other states seed users of other shapes).
      const keep = [PACT_ADMIN_USERNAME, PACT_MEMBER_USERNAME, PACT_PENDING_USERNAME];
      await collection('users').deleteMany({ usernameLower: { $nin: keep } });
      await recountRollups();
      await whitelistedMember();
      const pendingUserId = await userWithFlags(PACT_PENDING_USERNAME, { isAdmin: false, isWhitelisted: false });
      await signInAdmin();
      return { pendingUserId };
    },

    [AdminPactStates.adminOnly]: async () => {
      const admin = await signInAdmin();
      return { adminId: admin.id };
    },

    [AdminPactStates.noOneDrive]: async () => {
      await signInAdmin();
      await forgetDrive();
    },

    [AdminPactStates.oneDriveConnected]: withTeardown(async () => {
      const admin = await signInAdmin();
      await connectDrive(admin.id, false);
    }, forgetDrive),

    [AdminPactStates.oneDriveExpired]: withTeardown(async () => {
      const admin = await signInAdmin();
      await connectDrive(admin.id, true);
    }, forgetDrive),

    [AdminPactStates.autoAccessListed]: async () => {
      const admin = await signInAdmin();
      const { autoAccess } = container().repositories;
      await collection('autoaccessusers').deleteMany({});
      const addedBy = { addedBy: admin.id, addedByUsername: PACT_ADMIN_USERNAME };
      // demo-member stays listed: other states rely on the sandbox member being admitted.
      await autoAccess.add({ discordUsername: PACT_MEMBER_USERNAME, notes: 'Sandbox demo member', ...addedBy });
      const listed = await autoAccess.add({
        discordUsername: PACT_LISTED_USERNAME,
        notes: 'Referred by Alice',
        ...addedBy,
      });
      return { entryId: listed._id };
    },

    [AdminPactStates.autoAccessNotListed]: async () => {
      await signInAdmin();
      const { autoAccess } = container().repositories;
      for (const entry of await autoAccess.list()) {
        if (entry.discordUsername.toLowerCase() === PACT_NEW_AUTO_ACCESS_USERNAME) await autoAccess.remove(entry._id);
      }
    },

    [AdminPactStates.emailSaved]: withTeardown(async () => {
      const admin = await signInAdmin();
      await saveEmailSettings(admin.token, 'smtp.sandbox.example', 587);
      const saved = await call(admin.token, '/admin/email/config');
      return { passwordMask: String(saved.smtpPassword) };
    }, forgetEmailSettings),

    [AdminPactStates.emailReachable]: withTeardown(async () => {
      const admin = await signInAdmin();
      await smtp?.close();
      smtp = await startSmtpSandbox();
      await saveEmailSettings(admin.token, smtp.smtpHost, smtp.smtpPort);
    }, forgetEmailSettings),

    [AdminPactStates.emailUnreachable]: withTeardown(async () => {
      const admin = await signInAdmin();
      // A free loopback port: nothing listens there, so the connection is refused at once.
      await saveEmailSettings(admin.token, '127.0.0.1', await freePort());
    }, forgetEmailSettings),

    [AdminPactStates.emailOutboxHasFailed]: withTeardown(
      async () => {
        await signInAdmin();
        const now = new Date();
        const message = (key: string, changes: Json) => ({
          _id: key,
          key,
          kind: 'newDeal',
          subject: `New deal for ${key}`,
          text: 'A new deal was created.',
          status: 'pending',
          attempts: 0,
          attemptsSinceRetry: 0,
          nextAttemptAt: now,
          lastError: null,
          createdAt: now,
          updatedAt: now,
          sentAt: null,
          ...changes,
        });
        await collection('outbox').deleteMany({});
        await collection('outbox').insertMany([
          message('newDeal:pact-failed', {
            status: 'failed',
            attempts: 2,
            attemptsSinceRetry: 2,
            lastError: 'connect ECONNREFUSED 127.0.0.1:25',
          }),
          // Not due for an hour, so it stays pending while the interaction runs.
          message('newDeal:pact-pending', {
            attempts: 1,
            attemptsSinceRetry: 1,
            nextAttemptAt: new Date(now.getTime() + 3_600_000),
            lastError: 'connect ECONNREFUSED 127.0.0.1:25',
          }),
        ] as never[]);
      },
      async () => {
        await collection('outbox').deleteMany({});
        await collection('outboxclaims').deleteMany({});
      },
    ),

    [AdminPactStates.backlogWaiting]: withTeardown(
      async () => {
        await signInAdmin();
        const now = Date.now();
        // A name this version does not run (as a newer instance might queue), so the jobs stay waiting.
        const job = (minutesAgo: number) => ({
          name: PACT_BACKLOG_JOB,
          data: {},
          type: 'normal',
          priority: 0,
          nextRunAt: new Date(now - minutesAgo * 60_000),
          lockedAt: null,
          repeatInterval: null,
          disabled: null,
        });
        await collection('agendajobs').deleteMany({ name: PACT_BACKLOG_JOB });
        await collection('agendajobs').insertMany([job(10), job(1)] as never[]);
      },
      () => collection('agendajobs').deleteMany({ name: PACT_BACKLOG_JOB }),
    ),

    [AdminPactStates.ghlConfigured]: withTeardown(async () => {
      const admin = await signInAdmin();
      return configureGhl(admin.token);
    }, forgetGhl),

    [AdminPactStates.ghlOpportunityOpen]: withTeardown(async () => {
      const admin = await signInAdmin();
      await resetDeals();
      return openOpportunity(admin.token);
    }, forgetGhl),

    [AdminPactStates.ghlDeleteOutcomesRecorded]: async () => {
      await signInAdmin();
      const outcomes = collection('ghlsyncoutcomes');
      await outcomes.deleteMany({ runId: 'deal-deleted' });
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      const row = (n: number, minutesAgo: number, changes: Json) => ({
        _id: `deleted:pact-deleted-deal-${n}`,
        runId: 'deal-deleted',
        dealId: `pact-deleted-deal-${n}`,
        dealNumber: `DL-2026-000${100 + n}`,
        opportunityId: `pact-opp-${n}`,
        createdAt: at(minutesAgo),
        updatedAt: at(minutesAgo - 1),
        ...changes,
      });
      await outcomes.insertMany([
        row(2, 5, { policy: 'markLost', state: 'succeeded', action: 'opportunity marked lost', error: null }),
        row(1, 30, {
          policy: 'delete',
          state: 'failed',
          action: null,
          error: 'GHL answered 403: The token does not have access to this location',
        }),
      ] as never[]);
    },

    [AdminPactStates.ghlNoDeleteOutcomes]: async () => {
      await signInAdmin();
      await collection('ghlsyncoutcomes').deleteMany({ runId: 'deal-deleted' });
    },

    [AdminPactStates.ghlDealDiffers]: withTeardown(async () => {
      const admin = await signInAdmin();
      await resetDeals();
      const { opportunityId, memberId } = await openOpportunity(admin.token);
      const imported = (await call(admin.token, '/admin/ghl/import-opportunity', {
        method: 'POST',
        json: { opportunityId, userId: memberId },
      })) as { deal: { id: string } };
      // Changed on our side only: the comparison shows the address, the sync pushes it.
      await collection('deals').updateOne({ _id: imported.deal.id } as never, {
        $set: { propertyAddress: '99 Changed Street' },
      });
      return { dealId: imported.deal.id };
    }, forgetGhl),
  };
}
