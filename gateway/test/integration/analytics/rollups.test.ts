import type { DealPipeline } from '@portal/contracts';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { dealModel, counterModel } from '../../../src/features/deals/model';
import { documentModel } from '../../../src/features/documents/model';
import { userModel } from '../../../src/features/users/model';
import { summarisePipeline } from '../../../src/features/deals/pipeline';
import { createDealRepository, type PipelineRow } from '../../../src/features/deals/repository';
import { leaseModel } from '../../../src/features/ghl/model';
import { createLeaseRepository } from '../../../src/features/ghl/repository';
import {
  DOCUMENTS_KEY,
  GLOBAL_KEY,
  OWNERS_KEY,
  sameRollup,
  USERS_KEY,
  userKey,
} from '../../../src/features/analytics/rollupMath';
import { createRollups, type Rollups } from '../../../src/features/analytics/rollups';
import { createLogger } from '../../../src/infra/logger';
import { dealRecord, seedDocument, seedUser } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/** A small deterministic generator, so a failure can be reproduced from its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const LOANS = ['$1.5M', '500K', '$2,250,000', '750k', 'call me', '$95,000.55', '1M', '12.5K', '3.2B'];
const TYPES = ['Multifamily', 'Retail', 'Office', 'Industrial', 'Self Storage', 'Mixed.Use $pecial'];
const STAGES = Object.values(SANDBOX_STAGES);
const NAMES = ['Ada', 'Grace', 'Katherine', 'Dorothy', 'Mary'];
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Stored rollups equal a full recomputation from the deals (empty rollups count as absent). */
async function differences(rollups: Rollups): Promise<string[]> {
  const { rollups: truth } = await rollups.recompute();
  const stored = new Map((await rollups.readAll()).map((doc) => [doc._id, doc]));
  const wrong: string[] = [];
  for (const key of new Set([...truth.keys(), ...stored.keys()])) {
    const want = truth.get(key) ?? { counters: {}, recent: [] };
    const have = stored.get(key) ?? { counters: {}, recent: [] };
    if (!sameRollup(have, want)) wrong.push(key);
  }
  return wrong;
}

describe('rollups follow every deal write', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let members: SignedIn[];

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('rollup-admin', { isAdmin: true });
    members = [];
    for (const name of ['rollup-a', 'rollup-b', 'rollup-c']) members.push(await t.signInAs(name));
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  it('equal a full recomputation after a long random sequence of creates, edits, deletes, imports, webhooks and syncs', async () => {
    const rollups = t.gateway.container.services.rollups;
    const next = random(20261123);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    /** Deal id → owner token, for the deals that exist. */
    const deals = new Map<string, SignedIn>();
    const opportunities: string[] = [];
    const counts: Record<string, number> = {};

    const form = () => ({
      clientFirstName: pick(NAMES),
      clientLastName: 'Client',
      clientPhone: '555-0100',
      clientEmail: `client${Math.floor(next() * 1e6)}@clients.example`,
      propertyAddress: '1 Test Way, Springfield',
      propertyType: pick(TYPES),
      loanRequest: pick(LOANS),
    });

    for (let step = 0; step < 160; step++) {
      const roll = next();
      const existing = [...deals.keys()];
      let kind: string;
      if (roll < 0.3 || existing.length < 3) {
        kind = 'create';
        const owner = pick(members);
        const response = await t.request('/deals', { method: 'POST', token: owner.token, json: form() });
        expect(response.status).toBe(201);
        deals.set(((await response.json()) as { id: string }).id, owner);
      } else if (roll < 0.5) {
        kind = 'update';
        const id = pick(existing);
        const { clientEmail: _ignored, ...changes } = form();
        const response = await t.request(`/deals/${id}`, {
          method: 'PUT',
          token: deals.get(id)!.token,
          json: { ...changes, clientEmail: 'same@clients.example' },
        });
        expect([200, 404]).toContain(response.status);
      } else if (roll < 0.6) {
        kind = 'delete';
        const id = pick(existing);
        const response = await t.request(`/deals/${id}`, { method: 'DELETE', token: deals.get(id)!.token });
        expect(response.status).toBe(200);
        deals.delete(id);
      } else if (roll < 0.72) {
        kind = 'import';
        // A new opportunity, or one imported before (then its deal moves to the chosen owner).
        let opportunityId = opportunities.length > 0 && next() < 0.4 ? pick(opportunities) : null;
        if (!opportunityId) {
          opportunityId = t.ghl!.addOpportunity({
            name: `Imported ${step}`,
            contact: { firstName: pick(NAMES), lastName: 'Imported', email: `imp${step}@clients.example` },
            stageId: pick(STAGES).id,
            monetaryValue: Math.round(next() * 5_000_000),
            customFields: { 'opportunity.property_type': pick(TYPES) },
          }).id;
          opportunities.push(opportunityId);
        }
        const owner = pick(members);
        const response = await t.request('/admin/ghl/import-opportunity', {
          method: 'POST',
          token: admin.token,
          json: { opportunityId, userId: owner.user.id },
        });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { deal: { id: string } };
        deals.set(body.deal.id, owner);
      } else if (roll < 0.9) {
        kind = 'webhook';
        const linked = t.ghl!.opportunities().filter((o) => o.pipelineId === t.ghl!.pipelineId);
        if (linked.length === 0) continue;
        const opportunity = pick(linked);
        await t.ghl!.moveOpportunity(opportunity.id, pick(STAGES).id);
        const response = await t.ghl!.sendSignedWebhook(
          t.gateway.url,
          t.ghl!.webhookEvent('OpportunityStageUpdate', opportunity.id),
        );
        expect(response.status).toBe(200);
      } else {
        kind = 'sync';
        const ids = existing.slice(0, 3);
        const response = await t.request('/deals/sync/ghl', {
          method: 'POST',
          token: admin.token,
          json: { dealIds: ids },
        });
        expect(response.status).toBe(200);
      }
      counts[kind] = (counts[kind] ?? 0) + 1;
      if (step % 40 === 39) {
        // Background pushes (new deals go to GHL and come back Under Review) settle, then compare.
        await t
          .waitFor(async () => (await differences(rollups)).length === 0, 30_000)
          .catch(async () => {
            expect(await differences(rollups)).toEqual([]);
          });
      }
    }
    expect(Object.keys(counts).sort()).toEqual(['create', 'delete', 'import', 'sync', 'update', 'webhook']);
    await t
      .waitFor(async () => (await differences(rollups)).length === 0, 30_000)
      .catch(async () => {
        expect(await differences(rollups)).toEqual([]);
      });

    // What the API answers is what a recomputation gives.
    const { rollups: truth } = await rollups.recompute();
    for (const member of members) {
      const summary = (await (await t.request('/deals/summary', { token: member.token })).json()) as {
        total: number;
        recentStageChanges: unknown[];
      };
      expect(summary.total).toBe(truth.get(userKey(member.user.id))?.counters.n ?? 0);
      expect(summary.recentStageChanges.length).toBe(truth.get(userKey(member.user.id))?.recent.length ?? 0);
    }
    // The pipeline's stage headers (read from the rollups) are what the deals give.
    const sorted = (pipeline: DealPipeline) => ({
      total: pipeline.total,
      stages: [...pipeline.stages].sort((a, b) => a.stage.localeCompare(b.stage)),
    });
    const stored = t.gateway.db.collection('deals');
    for (const [path, token, filter] of [
      ...members.map((member) => ['/deals/pipeline', member.token, { userId: member.user.id }] as const),
      ['/admin/deals/pipeline', admin.token, {}] as const,
    ]) {
      const pipeline = (await (await t.request(path, { token })).json()) as DealPipeline;
      const rows = (await stored.find(filter).toArray()) as unknown as PipelineRow[];
      expect(sorted(pipeline)).toEqual(sorted(summarisePipeline(rows)));
    }
  }, 900_000);

  it('stay exact when two gateway instances write at once (the delta log and the lease, not $inc)', async () => {
    const c = t.gateway.container;
    // A second instance: its own connection, lease repository and rollup module on the same database.
    const second = await mongoose
      .createConnection(t.config.MONGODB_URI!, { dbName: t.config.DATABASE_NAME, autoIndex: false, autoCreate: false })
      .asPromise();
    try {
      const log = createLogger('silent', false);
      const rollups2 = createRollups({
        db: second,
        deals: dealModel(second),
        users: userModel(second),
        documents: documentModel(second),
        leases: createLeaseRepository(leaseModel(second)),
        clock: t.clock,
        log,
      });
      const deals2 = createDealRepository(dealModel(second), counterModel(second), rollups2);
      const owner = await seedUser(c, { username: 'rollup-concurrent' });
      const before = (await c.services.rollups.read(userKey(owner._id)))?.counters.n ?? 0;
      // Numbered up front: the concurrency under test is the rollups', not the deal counter's.
      const created = Array.from({ length: 60 }, (_, i) => ({
        ...dealRecord(owner, { loanRequest: '$1M', propertyType: TYPES[i % TYPES.length]! }),
        dealId: `DL-2000-${String(i).padStart(6, '0')}`,
      }));
      const writes = created.map((deal, i) => (i % 2 === 0 ? c.repositories.deals : deals2).insertMany([deal]));
      await Promise.all(writes);
      // Edits and deletes racing on both instances too.
      await Promise.all(
        created
          .slice(0, 30)
          .map((deal, i) =>
            i % 3 === 0
              ? (i % 2 ? c.repositories.deals : deals2).delete(deal._id)
              : (i % 2 ? deals2 : c.repositories.deals).update(deal._id, { loanAmount: 2_000_000, status: 'Closed' }),
          ),
      );
      await c.services.rollups.flush();
      expect((await c.services.rollups.read(userKey(owner._id)))?.counters.n).toBe(before + 60 - 10);
      expect(await differences(c.services.rollups)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('stay exact when writes to one deal race on one instance (FerretDB v1 runs findAndModify without a lock)', async () => {
    const c = t.gateway.container;
    const owner = await seedUser(c, { username: 'rollup-racing' });
    const deal = { ...dealRecord(owner, { loanRequest: '$1M', propertyType: 'Retail' }), dealId: 'DL-2001-000001' };
    await c.repositories.deals.insertMany([deal]);
    // Stage moves, edits of the counted fields and GHL links, all at once on the same deal.
    const writes = Array.from({ length: 24 }, (_, i) => {
      if (i % 3 === 0) {
        return c.repositories.deals.update(deal._id, {
          loanAmount: (i + 1) * 100_000,
          propertyType: TYPES[i % TYPES.length]!,
        });
      }
      if (i % 3 === 1) {
        return c.repositories.deals.update(deal._id, { stage: STAGES[i % STAGES.length]!.name, status: 'Open' });
      }
      return c.repositories.deals.setGhlLink(deal._id, { opportunityName: `Race ${i}` });
    });
    await Promise.all(writes);
    await c.services.rollups.flush();
    expect(await differences(c.services.rollups)).toEqual([]);
  }, 60_000);

  it('the users and documents rollups follow sign-ins, approvals, admin changes, uploads and deletes', async () => {
    const c = t.gateway.container;
    const rollups = c.services.rollups;
    const counters = async (key: string) => (await rollups.read(key))?.counters ?? {};
    const usersBefore = await counters(USERS_KEY);
    const documentsBefore = await counters(DOCUMENTS_KEY);

    // Sign-in creates a pending user; approval, admin and back, and a second sign-in follow.
    const newcomer = await t.signIn('rollup-newcomer');
    expect((await counters(USERS_KEY)).n).toBe((usersBefore.n ?? 0) + 1);
    expect((await counters(USERS_KEY)).whitelisted ?? 0).toBe(usersBefore.whitelisted ?? 0);
    for (const json of [{ isWhitelisted: true }, { isAdmin: true }, { isAdmin: false }]) {
      const response = await t.request(`/admin/users/${newcomer.user.id}`, { method: 'PUT', token: admin.token, json });
      expect(response.status).toBe(200);
    }
    await t.signIn('rollup-newcomer');
    const usersAfter = await counters(USERS_KEY);
    expect(usersAfter.whitelisted).toBe((usersBefore.whitelisted ?? 0) + 1);
    expect(usersAfter.admins).toBe(usersBefore.admins);

    // Two uploads, one document deleted, then its deal deleted with the other.
    const owner = members[0]!;
    const created = await t.request('/deals', {
      method: 'POST',
      token: owner.token,
      json: {
        clientFirstName: 'Doc',
        clientLastName: 'Client',
        clientPhone: '555-0100',
        clientEmail: 'doc@clients.example',
        propertyAddress: '2 Paper Lane',
        loanRequest: '$1M',
      },
    });
    expect(created.status).toBe(201);
    const dealId = ((await created.json()) as { id: string }).id;
    const uploaded: string[] = [];
    for (const fileName of ['one.pdf', 'two.pdf']) {
      const response = await t.upload(owner.token, { dealId, fileName, content: PDF });
      expect(response.status).toBe(201);
      uploaded.push(((await response.json()) as { document: { id: string } }).document.id);
    }
    expect((await counters(DOCUMENTS_KEY)).n).toBe((documentsBefore.n ?? 0) + 2);
    expect((await t.request(`/documents/${uploaded[0]}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await counters(DOCUMENTS_KEY)).n).toBe((documentsBefore.n ?? 0) + 1);
    expect((await t.request(`/deals/${dealId}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await counters(DOCUMENTS_KEY)).n ?? 0).toBe(documentsBefore.n ?? 0);
    expect(await differences(rollups)).toEqual([]);

    // What the admin Overview shows equals a count of the collections.
    const overview = (await (await t.request('/admin/analytics', { token: admin.token })).json()) as {
      users: { total: number; admins: number; pending: number };
    };
    const users = t.gateway.db.collection('users');
    expect(overview.users).toMatchObject({
      total: await users.countDocuments({}),
      admins: await users.countDocuments({ isAdmin: true }),
      pending: await users.countDocuments({ isWhitelisted: false }),
    });

    // A user and a document written behind the rollups' back: the repair finds and fixes both.
    await users.insertOne({ _id: 'behind-the-back', username: 'ghost', isAdmin: true, isWhitelisted: true } as never);
    await t.gateway.db
      .collection('documents')
      .insertOne({ _id: 'behind-the-back', dealId: 'none', createdAt: new Date() } as never);
    expect(await differences(rollups)).toEqual(expect.arrayContaining([USERS_KEY, DOCUMENTS_KEY]));
    const report = await c.services.rollupRepair.runOnce({ force: true });
    expect(report?.repaired).toEqual(expect.arrayContaining([USERS_KEY, DOCUMENTS_KEY]));
    expect(await differences(rollups)).toEqual([]);
    await users.deleteOne({ _id: 'behind-the-back' } as never);
    await t.gateway.db.collection('documents').deleteOne({ _id: 'behind-the-back' } as never);
    await c.services.rollupRepair.runOnce({ force: true });
  }, 120_000);

  it('a re-run of an applied batch changes nothing, and the repair finds and fixes drift', async () => {
    const c = t.gateway.container;
    const rollups = c.services.rollups;
    expect(await differences(rollups)).toEqual([]);
    // A batch applied, then found again (a crash before its deltas were deleted): applied once only.
    const deltas = t.gateway.db.collection('rollupdeltas');
    const delta = {
      _id: 'probe-delta',
      at: new Date(),
      ops: [{ key: 'user:probe', inc: { n: 1 }, remove: [], add: [] }],
    };
    await deltas.insertOne(delta as never);
    await rollups.flush();
    await deltas.insertOne(delta as never);
    await rollups.flush();
    expect((await rollups.read('user:probe'))?.counters).toEqual({ n: 1 });
    expect(await differences(rollups)).toEqual(['user:probe']);
    // Drift: a deal written behind the rollups' back (as a crash between the two writes would leave it).
    const owner = await seedUser(c, { username: 'rollup-drift' });
    const record = dealRecord(owner, { loanRequest: '$7M' });
    await t.gateway.db.collection('deals').insertOne({ ...record, dealId: 'DL-2001-000002' } as never);
    expect(await differences(rollups)).toEqual(expect.arrayContaining(['global', userKey(owner._id)]));

    const report = await c.services.rollupRepair.runOnce({ force: true });
    expect(report?.repaired).toEqual(expect.arrayContaining(['global', userKey(owner._id), 'user:probe']));
    expect(await differences(rollups)).toEqual([]);
    // A second run finds nothing; a run in the same period without force is not run again.
    expect((await c.services.rollupRepair.runOnce({ force: true }))?.repaired).toEqual([]);
    await c.services.rollupRepair.runOnce();
    expect(await c.services.rollupRepair.runOnce()).toBeNull();
  }, 120_000);
});

describe('the dashboards read rollups by id, never the deals, users or documents', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('reads-admin', { isAdmin: true });
    member = await t.signInAs('reads-member');
    const c = t.gateway.container;
    const owner = { _id: member.user.id, username: 'reads-member' };
    await c.repositories.deals.insertMany(
      Array.from({ length: 300 }, (_, i) => ({
        ...dealRecord(owner, {
          stageHistory: [
            { from: 'Qualification', to: 'Needs Analysis', at: new Date(Date.UTC(2026, 0, 1 + i)), source: 'webhook' },
          ],
        }),
        dealId: `DL-2026-${String(900000 + i)}`,
      })),
    );
    for (let i = 0; i < 40; i++) await seedUser(c, { username: `reads-user-${i}`, isWhitelisted: i % 4 !== 0 });
    const [first] = await c.repositories.deals.listByUser(member.user.id);
    for (let i = 0; i < 10; i++) await seedDocument(c, first!, { fileName: `doc-${i}.pdf` });
    await c.services.rollups.flush();
    // The job runner and the e-mail outbox poll the database on their own schedule; stop them so
    // only the commands of the call under test are counted.
    await c.stop();
  }, 120_000);
  afterAll(() => t.close());

  /** The commands the gateway sends to the database while `call` runs. */
  async function commandsOf(call: () => Promise<Response>) {
    const client = t.gateway.db.getClient();
    const seen: { name: string; collection: unknown; filter: unknown }[] = [];
    const listener = (event: { commandName: string; command: Record<string, unknown> }) => {
      const name = event.commandName;
      if (['hello', 'isMaster', 'ping', 'endSessions'].includes(name)) return;
      seen.push({ name, collection: event.command[name], filter: event.command.filter ?? event.command.query });
    };
    client.on('commandStarted', listener);
    try {
      const response = await call();
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    } finally {
      client.off('commandStarted', listener);
    }
    return seen;
  }

  /** Every command is a `find` of one document by its `_id` (no count, no aggregate, no scan). */
  function expectOnlyLookupsById(seen: { name: string; collection: unknown; filter: unknown }[]) {
    expect(seen.length).toBeGreaterThan(0);
    for (const command of seen) {
      expect(command.name).toBe('find');
      expect(Object.keys(command.filter as object)).toEqual(['_id']);
      expect(typeof (command.filter as { _id: unknown })._id).toBe('string');
    }
  }

  it('the member home page summary: only lookups by _id (session, user, rollup)', async () => {
    const seen = await commandsOf(() => t.request('/deals/summary', { token: member.token }));
    expect(seen.filter((command) => command.collection === 'deals')).toEqual([]);
    expect(seen.filter((command) => command.collection === 'documents')).toEqual([]);
    expectOnlyLookupsById(seen);
    expect(seen.filter((command) => command.collection === 'rollups')).toEqual([
      { name: 'find', collection: 'rollups', filter: { _id: userKey(member.user.id) } },
    ]);
    const body = (await (await t.request('/deals/summary', { token: member.token })).json()) as {
      total: number;
      recentStageChanges: { at: string }[];
    };
    expect(body.total).toBe(300);
    expect(body.recentStageChanges.map((change) => change.at.slice(0, 10))).toEqual([
      '2026-10-27',
      '2026-10-26',
      '2026-10-25',
      '2026-10-24',
      '2026-10-23',
    ]);
  });

  it('the admin deals dashboard: only lookups by _id, of the global rollup or the chosen member’s', async () => {
    for (const [query, key] of [
      ['', GLOBAL_KEY],
      [`?userId=${member.user.id}`, userKey(member.user.id)],
    ] as const) {
      const seen = await commandsOf(() => t.request(`/admin/deals/summary${query}`, { token: admin.token }));
      expect(seen.filter((command) => command.collection === 'deals')).toEqual([]);
      expectOnlyLookupsById(seen);
      expect(seen.filter((command) => command.collection === 'rollups')).toEqual([
        { name: 'find', collection: 'rollups', filter: { _id: key } },
      ]);
      const body = (await (await t.request(`/admin/deals/summary${query}`, { token: admin.token })).json()) as {
        total: number;
        byDealType: { name: string | null; count: number }[];
      };
      expect(body.total).toBe(300);
      expect(body.byDealType).toEqual([{ name: 'Acquisition', count: 300, loanAmount: 450_000_000 }]);
    }
    expect((await t.request('/admin/deals/summary', { token: member.token })).status).toBe(403);
  });

  it('the admin Overview: only lookups by _id; deals, users and documents are counted by their rollups', async () => {
    const seen = await commandsOf(() => t.request('/admin/analytics', { token: admin.token }));
    expect(seen.filter((command) => command.collection === 'deals')).toEqual([]);
    expect(seen.filter((command) => command.collection === 'documents')).toEqual([]);
    expectOnlyLookupsById(seen);
    const rollupReads = seen
      .filter((command) => command.collection === 'rollups')
      .map((command) => (command.filter as { _id: string })._id)
      .sort();
    // The per-owner and per-day counters are read from their own rollups: the owners', and the
    // months the 30-day window touches (none of them the global rollup's keys any more).
    const months = rollupReads.filter((key) => key.startsWith('global:days:'));
    expect(months.length).toBeGreaterThanOrEqual(1);
    expect(months.length).toBeLessThanOrEqual(3);
    expect(rollupReads.filter((key) => !key.startsWith('global:days:'))).toEqual(
      [DOCUMENTS_KEY, GLOBAL_KEY, OWNERS_KEY, USERS_KEY].sort(),
    );
    const global = await t.gateway.container.services.rollups.read(GLOBAL_KEY);
    expect(Object.keys(global!.counters).filter((key) => /^(owner|day):/.test(key))).toEqual([]);
    const body = (await (await t.request('/admin/analytics', { token: admin.token })).json()) as {
      users: { total: number; admins: number; pending: number };
      deals: { total: number };
      overview: { totalActivity: number };
    };
    expect(body.deals.total).toBe(300);
    const users = t.gateway.db.collection('users');
    expect(await users.countDocuments({})).toBeGreaterThanOrEqual(42);
    expect(body.users).toMatchObject({
      total: await users.countDocuments({}),
      admins: await users.countDocuments({ isAdmin: true }),
      pending: await users.countDocuments({ isWhitelisted: false }),
    });
    expect(body.overview.totalActivity).toBe(310);
  });
});
