import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedDatabase, type EmbeddedDatabase } from '@portal/mongo-init';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { createLogger } from '../../../src/infra/logger';

const CLIENTS = 4;

type Attempt = { name: string; status: number | 'no answer'; retryAfter: string | null; phase: Phase };
type Phase = 'before' | 'outage' | 'after';

const deal = (name: string) => ({
  discordUsername: 'outage-check',
  clientFirstName: name,
  clientLastName: 'Client',
  clientPhone: '555-0101',
  clientEmail: 'client@example.com',
  dealType: 'Acquisition',
  propertyType: 'Multifamily',
  propertyAddress: '1 Restart Road',
  propertyVintage: '1999',
  sponsorNetWorth: '$5M',
  sponsorLiquidity: '$750K',
  loanRequest: '$1.5M',
});

/**
 * The database is stopped and started again (same port, same data) while several clients keep
 * creating deals. Each attempt uses its own client name, so "present once" is checked per request.
 */
describe('a database outage under write load', () => {
  let dataDir: string;
  let port: number;
  let database: EmbeddedDatabase | undefined;
  let t: TestGateway;
  let members: SignedIn[];
  // What the gateway logged as an error, printed when an answer other than 201/503 shows up.
  const errorLines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-outage-db-'));
    port = await freePort();
    database = await startEmbeddedDatabase({ dataDir, port, log: () => undefined });
    t = await startTestGateway(
      { MONGODB_URI: database.uri },
      { log: createLogger('error', false, { write: (line: string) => void errorLines.push(line) }) },
    );
    members = [];
    for (let i = 0; i < CLIENTS; i += 1) members.push(await t.signInAs(`outage-member-${i}`));
  });
  afterAll(async () => {
    await t?.close();
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // When the database stops, the driver's server monitor can get stuck (see
  // src/infra/databaseWatchdog.ts); on a busy machine that happens in about half the runs, and
  // without the watchdog the gateway then answered 503 for good. Recovery is bounded: the
  // watchdog reconnects within 25 s of the stop, the driver at once when its monitor is fine.
  it('answers 503 with Retry-After while it is down, recovers by itself and loses or doubles no acknowledged deal', async () => {
    const attempts: Attempt[] = [];
    let phase: Phase = 'before';
    let stopped = false;
    const readiness: { phase: Phase; status: number }[] = [];

    const client = async (member: SignedIn, index: number) => {
      for (let n = 0; !stopped; n += 1) {
        const name = `c${index}n${n}`;
        const sentIn = phase;
        let attempt: Attempt;
        try {
          const answer = await t.request('/deals', {
            method: 'POST',
            token: member.token,
            json: deal(name),
            // Far above DATABASE_TIMEOUT_MS: only a hung request reaches it.
            signal: AbortSignal.timeout(60_000),
          });
          await answer.arrayBuffer();
          attempt = { name, status: answer.status, retryAfter: answer.headers.get('retry-after'), phase: sentIn };
        } catch {
          attempt = { name, status: 'no answer', retryAfter: null, phase: sentIn };
        }
        attempts.push(attempt);
        await new Promise((resolve) => setTimeout(resolve, attempt.status === 503 ? 200 : 20));
      }
    };
    const ready = async () => {
      const answer = await t.request('/ready', { signal: AbortSignal.timeout(60_000) });
      readiness.push({ phase, status: answer.status });
      return answer.status;
    };
    const count = (predicate: (a: Attempt) => boolean) => attempts.filter(predicate).length;

    const load = members.map((member, index) => client(member, index));
    try {
      await t.waitFor(() => count((a) => a.status === 201) >= 20, 60_000);

      phase = 'outage';
      await database!.stop();
      await t.waitFor(() => count((a) => a.phase === 'outage' && a.status === 503) >= 2 * CLIENTS, 60_000);
      expect(await ready()).toBe(503);

      database = await startEmbeddedDatabase({ dataDir, port, log: () => undefined });
      const before = attempts.length;
      phase = 'after';
      await t.waitFor(() => attempts.slice(before).filter((a) => a.status === 201).length >= 20, 90_000);
      await t.waitFor(async () => (await ready()) === 200, 60_000);
    } finally {
      stopped = true;
      await Promise.all(load);
      const tally: Record<string, number> = {};
      for (const a of attempts) tally[`${a.phase} ${a.status}`] = (tally[`${a.phase} ${a.status}`] ?? 0) + 1;
      console.info('outage test answers by phase:', JSON.stringify(tally), 'readiness:', JSON.stringify(readiness));
      if (attempts.some((a) => a.status !== 201 && a.status !== 503)) console.info(errorLines.join(''));
    }

    // Only two answers exist: created, or "unavailable, retry later" with a Retry-After.
    const statuses = new Set(attempts.map((a) => a.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const attempt of attempts.filter((a) => a.status === 503)) {
      expect(Number(attempt.retryAfter), attempt.name).toBeGreaterThan(0);
    }

    const stored = await t.gateway.db
      .collection('deals')
      .find({ propertyAddress: '1 Restart Road' }, { projection: { contactFirstName: 1 } })
      .toArray();
    const copies = new Map<string, number>();
    for (const doc of stored) copies.set(doc.contactFirstName, (copies.get(doc.contactFirstName) ?? 0) + 1);
    // Every acknowledged deal is there exactly once; no request ever made two.
    for (const attempt of attempts.filter((a) => a.status === 201))
      expect(copies.get(attempt.name), attempt.name).toBe(1);
    for (const [name, n] of copies) expect(n, name).toBe(1);
    expect(readiness.filter((r) => r.phase === 'outage').every((r) => r.status === 503)).toBe(true);
  }, 300_000);
});
