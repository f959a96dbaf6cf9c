import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The gateway's Prometheus metrics (prom-client), one registry per gateway so tests and several
 * gateways in one process never share series. Names are listed in docs/operations.md.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['operation', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by contract operationId (or "none"), method and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by operationId, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Background job runs, by job name and outcome (succeeded, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'portal_job_duration_seconds',
    help: 'Background job run time, by job name',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'portal_ghl_webhooks_total',
    help: 'GHL webhook calls, by outcome (applied, ignored, unauthorized, invalid, rate_limited, unavailable, failed) and, for unauthorized ones, reason (signature_missing, signature_invalid, no_timestamp, stale, future, other_location)',
    labelNames: ['outcome', 'reason'] as const,
    registers: [registry],
  });

  const unexpectedAnswers = new Counter({
    name: 'portal_provider_unexpected_answers_total',
    help: 'Answers of GoHighLevel, Discord or Microsoft Graph in a shape the gateway cannot use (refused, answered 502), by provider and provider operation',
    labelNames: ['provider', 'operation'] as const,
    registers: [registry],
  });
  const skippedItems = new Counter({
    name: 'portal_provider_items_skipped_total',
    help: 'Items of a provider list answer skipped because they lack what the gateway needs (e.g. a GHL stage without id or name), by provider and provider operation',
    labelNames: ['provider', 'operation'] as const,
    registers: [registry],
  });

  return {
    registry,

    /** One answered request (operation is the contract's operationId, or "none" outside the contract). */
    observeRequest(operation: string, method: string, status: number, seconds: number): void {
      const labels = { operation, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },

    /** One finished job run. */
    observeJob(job: string, outcome: 'succeeded' | 'failed', seconds: number): void {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },

    /** One GHL webhook call and what became of it (a refused one with its reason). */
    observeWebhook(outcome: string, reason?: string): void {
      webhooks.inc(reason ? { outcome, reason } : { outcome });
    },

    /** A provider answer the gateway could not use at all. */
    observeUnexpectedAnswer(provider: string, operation: string): void {
      unexpectedAnswers.inc({ provider, operation });
    },

    /** Items of a provider's list answer that were skipped as unusable. */
    observeSkippedItems(provider: string, operation: string, count: number): void {
      skippedItems.inc({ provider, operation }, count);
    },

    /**
     * Registers a gauge whose value is read when /metrics is scraped: `collect` returns the
     * current value, or one value per label set. Use it for sizes that live in the database
     * (e.g. the e-mail outbox); a failing read leaves the gauge without samples for that scrape.
     *
     *   metrics.registerGauge('portal_email_outbox_messages', 'Outbox messages by state', ['state'],
     *     async () => { const c = await outbox.status(); return [[{ state: 'pending' }, c.pending], …]; });
     */
    registerGauge(
      name: string,
      help: string,
      labelNames: readonly string[],
      collect: () => Promise<number | [Record<string, string>, number][]>,
    ): void {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            const value = await collect();
            if (typeof value === 'number') this.set(value);
            else for (const [labels, n] of value) this.set(labels, n);
          } catch {
            // The database may be down: no sample rather than a wrong one.
          }
        },
      });
    },

    /** The Prometheus text exposition of every metric. */
    async render(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
