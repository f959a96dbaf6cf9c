/**
 * The write soak: members create deals through the API (a comment on every fourth, a document on
 * every tenth) while each reads its first page now and then, with GHL and e-mail configured (their
 * sandboxes), so every create also queues its push, its e-mail and its notifications. Then the
 * load stops and the soak waits for the background backlog to drain.
 *
 * Reports creates per second, p50/p95 of a create and of a member's first page during the load,
 * the drain time, the gateway's peak memory, and what the gateway sent to the database (commands
 * by operation and collection, and how many of them scan a whole collection on FerretDB/SQLite).
 *
 *   node --import tsx scripts/bench/writeSoak.ts --clients 4 --seconds 120 [--target-deals 10000]
 *     [--database sqlite|postgresql]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { freePort } from '@portal/mongo-init';
import { startDiscordSandbox } from '../../gateway/sandbox/discord';
import { startGhlSandbox } from '../../gateway/sandbox/ghl';
import { startSmtpSandbox } from '../../gateway/sandbox/smtp';
import { benchGatewayEnv } from './benchGatewayEnv';
import { startChildServer, type ChildServer } from './childProcess';
import { startCommandCounter, type CommandCount } from './commandCounter';
import { DATABASE_KINDS, startBenchDatabase, type DatabaseKind } from './databases';
import { signIn, uploadDocument, type SignedIn } from './portalClient';
import type { BenchLog } from './types';

export type WriteSoakOptions = {
  clients: number;
  seconds: number;
  /** How long to wait for the backlog to drain after the load. */
  drainLimitSeconds: number;
  /**
   * The book the load ends on. The clients' creates alone cannot reach it on this machine, so the
   * rest of the community's deals are stored alongside them through the repository, spread over
   * the load, and the book grows evenly from 0 to this size. 0 stores nothing besides the creates.
   */
  targetDeals: number;
  log: BenchLog;
};

export type WriteSoakResult = {
  database: string;
  clients: number;
  seconds: number;
  deals: number;
  createsPerSecond: number;
  create: { p50: number; p95: number; failed: number };
  firstPage: { p50: number; p95: number };
  /** Deals the community filler stored during the load (besides the clients' creates). */
  filled: number;
  /** The same figures over the last tenth of the book (from 90 % of the deals at the end): "at 10,000". */
  atEnd: { fromDeals: number; create: { p50: number; p95: number }; firstPage: { p50: number; p95: number } };
  /** Seconds from the end of the load until no job, e-mail or push waited; null when it did not within the limit. */
  drainSeconds: number | null;
  backlogAtEnd: Backlog;
  peakRssMb: number;
  /** Commands sent during the load, per second, by operation and collection. */
  commands: (CommandCount & { perSecond: number })[];
  /** Calls the sandbox GHL answered and the opportunities it holds. */
  ghl: { calls: number; opportunities: number };
};

type Backlog = { jobs: number; outbox: number; unlinked: number };
/** A request's time and the size of the book when it was sent. */
type Timed = { ms: number; book: number };

/** The member whose deals stand for the rest of the community's book. */
const COMMUNITY = 'soak-community';
const FILL_BATCH = 250;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const dealForm = (n: number, client: number) => ({
  clientFirstName: `Soak${client}`,
  clientLastName: `Client${n}`,
  clientPhone: `555-${String(n).padStart(4, '0')}`,
  clientEmail: `soak-${client}-${n}@example.com`,
  propertyAddress: `${n} Load Street, Springfield`,
  propertyType: 'Office',
  dealType: 'Refinance',
  propertyVintage: '1990',
  sponsorNetWorth: '$10M',
  sponsorLiquidity: '$2M',
  loanRequest: '$1.5M',
  anyAdditionalInformation: 'Write soak',
});

// A minimal PDF: enough for the upload's magic-byte check.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const spread = (figures: Timed[]) => {
  const values = figures.map((figure) => figure.ms);
  return { p50: percentile(values, 50), p95: percentile(values, 95) };
};

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** Runs the soak on one database kind; null when that database is not available here. */
export async function benchWriteSoak(kind: DatabaseKind, options: WriteSoakOptions): Promise<WriteSoakResult | null> {
  const { log } = options;
  const database = await startBenchDatabase(kind, log);
  if (!database) return null;
  log(`\n== write soak on ${database.label}: ${options.clients} clients for ${options.seconds} s`);
  const cleanup: (() => Promise<unknown>)[] = [() => database.stop()];
  try {
    const counter = await startCommandCounter(database.uri);
    cleanup.unshift(() => counter.close());
    const discord = await startDiscordSandbox();
    cleanup.unshift(() => discord.close());
    const ghl = await startGhlSandbox({ seed: false });
    cleanup.unshift(() => ghl.close());
    const smtp = await startSmtpSandbox();
    cleanup.unshift(() => smtp.close());
    const storageDir = mkdtempSync(join(tmpdir(), 'portal-soak-uploads-'));
    cleanup.push(async () => rmSync(storageDir, { recursive: true, force: true }));

    const databaseName = `soak_${randomBytes(4).toString('hex')}`;
    const port = await freePort();
    const gatewayUrl = `http://127.0.0.1:${port}`;
    const gateway: ChildServer = await startChildServer('./gatewayProcess.ts', {
      ...benchGatewayEnv({
        port,
        // Through the counter, so every command the gateway sends is seen.
        mongoUri: counter.uri,
        databaseName,
        discordUrl: discord.url,
        adminUsername: 'soak-admin',
        sandboxes: 'discord,ghl,smtp',
        storageDir,
      }),
      ...ghl.env,
      ...(process.env.SOAK_GATEWAY_ENV ? JSON.parse(process.env.SOAK_GATEWAY_ENV) : {}),
    });
    cleanup.unshift(() => gateway.stop());

    const direct = new MongoClient(database.uri);
    cleanup.unshift(() => direct.close());
    const db = direct.db(databaseName);
    const call = async (token: string, path: string, init: { method?: string; json?: unknown } = {}) => {
      const response = await fetch(`${gatewayUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
    };

    const admin = await signIn(gatewayUrl, 'soak-admin');
    const ghlSaved = await call(admin.token, '/admin/ghl/config', { method: 'POST', json: ghl.configRequest });
    if (ghlSaved.status !== 200) throw new Error(`GHL configuration refused: ${JSON.stringify(ghlSaved.body)}`);
    const emailSaved = await call(admin.token, '/admin/email/config', {
      method: 'POST',
      json: {
        smtpHost: smtp.smtpHost,
        smtpPort: smtp.smtpPort,
        smtpUser: 'portal',
        smtpPassword: 'smtp-secret',
        fromEmail: 'deals@portal.example',
        notificationEmails: ['desk@portal.example'],
        enabled: true,
        // The sandbox mail catcher offers no STARTTLS.
        allowUnencrypted: true,
      },
    });
    if (emailSaved.status !== 200) throw new Error(`e-mail configuration refused: ${JSON.stringify(emailSaved.body)}`);
    const members: SignedIn[] = [];
    for (let i = 0; i < options.clients; i++) members.push(await signIn(gatewayUrl, `soak-member-${i}`));
    await db
      .collection('users')
      .updateMany({ _id: { $in: members.map((m) => m.userId) as never[] } }, { $set: { isWhitelisted: true } });

    const backlog = async (): Promise<Backlog> => ({
      // Waiting one-off jobs (recurring schedules always have a next run).
      jobs: await db.collection('agendajobs').countDocuments({ repeatInterval: null }),
      outbox: await db.collection('outbox').countDocuments({ status: 'pending' }),
      // The clients' deals whose opportunity the sandbox GHL does not hold yet (the community's
      // were stored as if long linked, never pushed). Counted there rather than by a query of the
      // deals, which on FerretDB reads the whole book every poll and slows the drain it measures.
      unlinked: Math.max(0, created - ghl.opportunities().length),
    });

    // Each figure keeps the size of the book when it started, for the figures "at the end".
    const creates: Timed[] = [];
    const pages: Timed[] = [];
    let failed = 0;
    let created = 0;
    let filled = 0;
    const book = () => created + filled;
    if (options.targetDeals > 0) await signIn(gatewayUrl, COMMUNITY);
    await gateway.ask('memory-reset');
    counter.reset();
    const started = performance.now();
    const endAt = Date.now() + options.seconds * 1000;
    const clients = members.map(async (member, client) => {
      for (let n = 0; Date.now() < endAt; n++) {
        const at = book();
        const create = await timed(() => call(member.token, '/deals', { method: 'POST', json: dealForm(n, client) }));
        if (create.value.status !== 201) {
          failed++;
          continue;
        }
        created++;
        creates.push({ ms: create.ms, book: at });
        const id = String(create.value.body.id);
        if (n % 4 === 1)
          await call(member.token, `/deals/${id}/comments`, { method: 'POST', json: { body: `Note ${n}` } });
        if (n % 10 === 2)
          await uploadDocument(gatewayUrl, member.token, { dealId: id, fileName: `doc-${n}.pdf`, content: PDF });
        if (n % 3 === 0) {
          const pageAt = book();
          pages.push({ ms: (await timed(() => call(member.token, '/deals?limit=50'))).ms, book: pageAt });
        }
      }
    });
    // The community filler: every second, tops the book up to where an even growth to the target
    // would be by now, at most FILL_BATCH deals at a time.
    const filler = (async () => {
      while (options.targetDeals > 0 && Date.now() < endAt) {
        const due = Math.floor((options.targetDeals * (performance.now() - started)) / (options.seconds * 1000));
        const count = Math.min(FILL_BATCH, due - book());
        if (count > 0) {
          const answer = await gateway.ask<{ inserted: number; error?: string }>('insert-deals', {
            username: COMMUNITY,
            count,
            from: filled,
          });
          if (answer.error) throw new Error(`the community filler failed: ${answer.error}`);
          filled += answer.inserted;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
    })();
    await Promise.all([...clients, filler]);
    const loadSeconds = (performance.now() - started) / 1000;
    const commands = counter.snapshot().map((row) => ({ ...row, perSecond: row.count / loadSeconds }));
    const backlogAtEnd = await backlog();
    log(
      `   load over: ${creates.length} creates in ${loadSeconds.toFixed(0)} s; backlog ${JSON.stringify(backlogAtEnd)}`,
    );

    const drainStarted = performance.now();
    let drainSeconds: number | null = null;
    while ((performance.now() - drainStarted) / 1000 < options.drainLimitSeconds) {
      const now = await backlog();
      if (now.jobs === 0 && now.outbox === 0 && now.unlinked === 0) {
        drainSeconds = (performance.now() - drainStarted) / 1000;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const memory = await gateway.ask<{ peak: number }>('memory-peak');

    return {
      database: database.label,
      clients: options.clients,
      seconds: options.seconds,
      deals: await db.collection('deals').countDocuments({}),
      createsPerSecond: creates.length / loadSeconds,
      create: { ...spread(creates), failed },
      firstPage: spread(pages),
      filled,
      atEnd: {
        fromDeals: Math.floor(book() * 0.9),
        create: spread(creates.filter((figure) => figure.book >= book() * 0.9)),
        firstPage: spread(pages.filter((figure) => figure.book >= book() * 0.9)),
      },
      drainSeconds,
      backlogAtEnd,
      peakRssMb: memory.peak / 1024 / 1024,
      commands,
      ghl: { calls: ghl.requests().length, opportunities: ghl.opportunities().length },
    };
  } finally {
    for (const step of cleanup) await step().catch(() => undefined);
  }
}

/** The command table as Markdown (the busiest rows). */
export function commandTable(result: WriteSoakResult, rows = 20): string {
  const lines = ['| operation | collection | per second | of which scan the collection |', '|---|---|---|---|'];
  for (const row of result.commands.slice(0, rows)) {
    lines.push(
      `| ${row.operation} | ${row.collection} | ${row.perSecond.toFixed(1)} | ${((row.scans / row.count) * row.perSecond).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? process.argv[at + 1]! : fallback;
  };
  const result = await benchWriteSoak(arg('database', DATABASE_KINDS[0]!) as DatabaseKind, {
    clients: Number(arg('clients', '4')),
    seconds: Number(arg('seconds', '120')),
    drainLimitSeconds: Number(arg('drain-limit', '300')),
    targetDeals: Number(arg('target-deals', '0')),
    log: (line) => console.log(line),
  });
  if (!result) {
    console.log('database not available');
  } else {
    const { commands, ...figures } = result;
    console.log(JSON.stringify({ ...figures, commandsTotal: commands.length }, null, 2));
    console.log(commandTable(result, 30));
    for (const row of commands.filter((r) => r.scans > 0))
      console.log(`${row.operation} ${row.collection}: ${JSON.stringify(row.scanShapes)}`);
  }
}
