import { randomUUID } from 'node:crypto';
import type { Logger } from '../../infra/logger';
import type { OutboxRecord } from './outboxModel';
import type { OutboxRepository } from './outboxRepository';

/**
 * What delivering one message came to: sent, or deliberately not sent (notifications turned off,
 * or what it is about was never stored).
 */
export type DeliveryResult = 'sent' | 'skipped';

export type OutboxDeps = {
  repository: OutboxRepository;
  /** Sends one message with the current SMTP settings; throws when it could not be delivered. */
  deliver: (message: OutboxRecord) => Promise<DeliveryResult>;
  log: Logger;
  /** How often each instance looks for due messages (new ones on this instance are sent at once). */
  pollMs: number;
  /**
   * The longest wait between two looks when they keep finding nothing (the wait doubles from
   * `pollMs` up to this; 12 × pollMs unless told). Messages stored here are sent at once and
   * their retries are timed here, so the poll is only for other instances' leftovers and held
   * messages.
   */
  idlePollMs?: number;
  /** Delay before the second attempt; doubled for each further attempt, capped at an hour. */
  retryDelayMs: number;
  /** Attempts before a message is marked failed (the admin's retry starts a new round). */
  maxAttempts: number;
  /** How long a claimed attempt may take before others treat it as interrupted. */
  leaseMs?: number;
  /** Messages sent in parallel by one instance. */
  concurrency?: number;
};

const MAX_DELAY_MS = 3_600_000;
const BATCH = 50;
/** Batches one poll delivers before it lets the next poll continue (bounded work per tick). */
const BATCHES_PER_TICK = 4;
export const INTERRUPTED = 'The delivery attempt was interrupted before it finished';

/**
 * The durable e-mail outbox: messages are stored (once per idempotency key) and delivered by a
 * worker in every gateway instance, with exponential backoff while SMTP fails.
 *
 * Why two instances never send the same message twice, without atomic read-modify-write (FerretDB
 * v1 applies `findOneAndUpdate` and conditional updates as a read followed by a write, so two
 * workers can both "win" a conditional update): a message at attempt n is delivered only by the
 * worker that inserts the claim `<id>#<n>` into outboxclaims. An insert of an existing `_id` fails
 * on every engine, so exactly one worker wins attempt n. The winner reads the message again (it
 * must still be pending at attempt n, e.g. not retried or purged meanwhile), sends, and records
 * the outcome, which moves the message to attempt n+1 (sent, or due again after the backoff).
 * A later attempt needs a new claim `<id>#<n+1>`, which only a worker reading the updated message
 * asks for. A worker that dies after claiming leaves the message at attempt n; once its claim has
 * expired (leaseMs, far longer than an SMTP exchange may take: the mailer gives up within a minute),
 * any worker records the attempt as interrupted and the next attempt is claimed as usual.
 *
 * What no outbox can rule out: the SMTP server accepted a message but the worker died before
 * recording it. That message is sent again after the lease; everything else is sent exactly once.
 */
export function createOutbox(deps: OutboxDeps) {
  const log = deps.log.child({ component: 'outbox' });
  const holder = randomUUID();
  const leaseMs = deps.leaseMs ?? 10 * 60_000;
  const concurrency = deps.concurrency ?? 5;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let state: 'idle' | 'started' | 'stopped' = 'idle';
  const idlePollMs = Math.max(deps.pollMs, deps.idlePollMs ?? deps.pollMs * 12);
  /** The wait before the next poll: grows while polls find nothing, back to pollMs when they do. */
  let pollDelayMs = deps.pollMs;
  /** When the timer fires next, and the earliest retry this instance owes (it brings the poll forward). */
  let nextTickAt = Number.POSITIVE_INFINITY;
  let retryAt = Number.POSITIVE_INFINITY;

  const backoff = (failures: number) => Math.min(deps.retryDelayMs * 2 ** Math.max(0, failures - 1), MAX_DELAY_MS);

  /** Marks an attempt whose worker died (claim expired, message still at that attempt) as over. */
  async function recoverInterrupted(message: OutboxRecord, now: Date): Promise<void> {
    const claim = await deps.repository.claimOf(message._id, message.attempts);
    if (!claim || claim.expiresAt > now) return;
    const failures = message.attemptsSinceRetry + 1;
    await deps.repository.finish(
      message._id,
      message.attempts,
      {
        attemptsSinceRetry: failures,
        lastError: INTERRUPTED,
        nextAttemptAt: now,
        ...(failures >= deps.maxAttempts ? { status: 'failed' } : {}),
      },
      now,
    );
    log.warn({ key: message._id, attempt: message.attempts }, 'e-mail delivery attempt was interrupted; trying again');
  }

  /** One attempt at one message, if this worker wins its claim. */
  async function attempt(message: OutboxRecord): Promise<void> {
    const now = new Date();
    const n = message.attempts;
    const claim = await deps.repository.claim(message._id, n, holder, now, leaseMs);
    if (!claim) {
      await recoverInterrupted(message, now);
      return;
    }
    // Read again after winning: this worker may have read the message before attempt n-1 ended.
    const fresh = await deps.repository.get(message._id);
    if (!fresh || fresh.status !== 'pending' || fresh.attempts !== n) return;

    let result: DeliveryResult;
    try {
      result = await deps.deliver(fresh);
    } catch (error) {
      const failures = fresh.attemptsSinceRetry + 1;
      const failed = failures >= deps.maxAttempts;
      const reason = (error as Error).message;
      const nextAttemptAt = new Date(Date.now() + backoff(failures));
      if (!failed) wakeAt(nextAttemptAt.getTime());
      await deps.repository.finish(
        fresh._id,
        n,
        { attemptsSinceRetry: failures, lastError: reason, nextAttemptAt, ...(failed ? { status: 'failed' } : {}) },
        new Date(),
      );
      if (failed) log.error({ key: fresh._id, attempts: n + 1, reason }, 'e-mail failed for good; the admin can retry');
      else log.warn({ key: fresh._id, attempt: n + 1, nextAttemptAt, reason }, 'e-mail not delivered; will retry');
      return;
    }
    const done = new Date();
    await deps.repository.finish(
      fresh._id,
      n,
      // A sealed secret is needed no longer once the message is sent or dropped.
      { status: result, lastError: null, sentAt: result === 'sent' ? done : null, sealed: null },
      done,
    );
    if (result === 'sent') log.info({ key: fresh._id, attempt: n + 1 }, 'e-mail sent');
  }

  /**
   * Delivers what is due, `concurrency` at a time, at most BATCHES_PER_TICK batches; resolves to
   * how many messages it found due.
   */
  async function drain(): Promise<number> {
    let found = 0;
    for (let batch = 0; batch < BATCHES_PER_TICK; batch++) {
      const due = await deps.repository.due(new Date(), BATCH);
      found += due.length;
      if (due.length === 0) return found;
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, due.length) }, async () => {
          while (next < due.length) {
            const message = due[next++]!;
            await attempt(message).catch((error: unknown) =>
              log.error({ err: error, key: message._id }, 'e-mail delivery attempt failed'),
            );
          }
        }),
      );
      if (due.length < BATCH || state !== 'started') return found;
    }
    return found;
  }

  /** One attempt at the message stored under `key`, if it is still pending; failures are logged. */
  async function attemptNow(key: string): Promise<void> {
    try {
      const message = await deps.repository.get(key);
      if (message?.status === 'pending') await attempt(message);
    } catch (error) {
      log.error({ err: error, key }, 'e-mail delivery attempt failed');
    }
  }

  function schedule(delayMs: number): void {
    if (state !== 'started') return;
    if (timer) clearTimeout(timer);
    nextTickAt = Date.now() + delayMs;
    timer = setTimeout(() => {
      nextTickAt = Number.POSITIVE_INFINITY;
      void tick();
    }, delayMs);
    timer.unref();
  }

  /** Brings the next poll forward to `at` (a retry of a message this instance attempted). */
  function wakeAt(at: number): void {
    retryAt = Math.min(retryAt, at);
    if (!running && at < nextTickAt) schedule(Math.max(0, at - Date.now()));
  }

  /** Runs one drain (or asks the running one to go round again), then waits for the next poll. */
  async function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    let found = 0;
    if (Date.now() >= retryAt) retryAt = Number.POSITIVE_INFINITY;
    running = (async () => {
      do {
        again = false;
        found += await drain().catch((error: unknown) => {
          log.error({ err: error }, 'outbox poll failed');
          return 0;
        });
      } while (again && state === 'started');
    })();
    try {
      await running;
    } finally {
      running = null;
      pollDelayMs = found > 0 ? deps.pollMs : Math.min(pollDelayMs * 2, idlePollMs);
      schedule(Math.min(pollDelayMs, Math.max(0, retryAt - Date.now())));
    }
  }

  return {
    /**
     * Stores a message under its idempotency key (a second enqueue of the same key changes nothing)
     * and, when this instance's worker runs, delivers it right away. With `dueAt` the message waits
     * until then (or until `deliverNow` asks for it): an e-mail stored before the record it is about,
     * which any instance sends once that time has passed should the writer die in between.
     */
    async enqueue(input: {
      key: string;
      kind: string;
      subject: string;
      text: string;
      to?: string[];
      dueAt?: Date;
      sealed?: string;
      summaryOf?: string;
    }): Promise<boolean> {
      const now = new Date();
      const due = input.dueAt && input.dueAt > now ? input.dueAt : null;
      const stored = await deps.repository.enqueue({
        _id: input.key,
        key: input.key,
        kind: input.kind,
        subject: input.subject,
        text: input.text,
        ...(input.to ? { to: input.to } : {}),
        ...(input.sealed ? { sealed: input.sealed } : {}),
        ...(input.summaryOf ? { summaryOf: input.summaryOf } : {}),
        status: 'pending',
        attempts: 0,
        attemptsSinceRetry: 0,
        nextAttemptAt: due ?? now,
        lastError: null,
        createdAt: now,
        updatedAt: now,
        sentAt: null,
      });
      // Attempted at once, not after a drain already under way (one slow SMTP exchange there
      // would hold it back); the claim keeps that drain from sending it a second time.
      if (stored && !due && state === 'started') void attemptNow(input.key);
      return stored;
    },

    /**
     * Delivers one pending message now, however long it was meant to wait (its first attempt is
     * claimed like any other, so it is still sent once). Resolves when the attempt is over.
     */
    async deliverNow(key: string): Promise<void> {
      if (state === 'started') await attemptNow(key);
    },

    /** Pending and failed messages, and why the latest failure failed. */
    async status(): Promise<{ pending: number; failed: number; lastError: string | null }> {
      const counts = await deps.repository.counts();
      return { ...counts, lastError: counts.failed > 0 ? await deps.repository.lastFailure() : null };
    },

    /** Messages due and not yet delivered, and when the longest-waiting one fell due (the backlog). */
    waiting: () => deps.repository.waiting(new Date()),

    /** Puts failed messages back in the queue (with a fresh backoff) and starts on them. */
    async retryFailed(): Promise<number> {
      const requeued = await deps.repository.retryFailed(new Date());
      if (requeued > 0 && state === 'started') void tick();
      return requeued;
    },

    /** Delivers due messages now (tests and the admin's retry use it); resolves when done. */
    flush: () => tick(),

    purge: (before: Date) => deps.repository.purge(before),

    start(): void {
      if (state !== 'idle') return;
      state = 'started';
      schedule(0);
    },

    /** Stops polling and waits for the attempts under way. */
    async stop(): Promise<void> {
      state = 'stopped';
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
