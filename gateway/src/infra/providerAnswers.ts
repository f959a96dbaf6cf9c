import type { z } from 'zod';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

/** The providers whose answers the gateway reads. */
export type Provider = 'ghl' | 'discord' | 'microsoft_graph';

/** What a caller is told when a provider's answer cannot be used (answered 502). */
export const UNEXPECTED_ANSWER = {
  ghl: 'GoHighLevel answered in an unexpected format',
  discord: 'Discord answered in an unexpected format',
  microsoft_graph: 'Microsoft Graph answered in an unexpected format',
} as const satisfies Record<Provider, string>;

/** Where the checks report to: a log line and a metric per unusable answer or skipped item. */
export type AnswerReporting = { log?: Logger; metrics?: Metrics };

/** At most this many schema issues go into a log line (paths and messages only, never values). */
const MAX_LOGGED_ISSUES = 5;

function issuesOf(error: z.ZodError): string[] {
  return error.issues
    .slice(0, MAX_LOGGED_ISSUES)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(answer)'}: ${issue.message}`);
}

/**
 * The boundary checks of one provider's client: every answer the gateway uses is read through a
 * schema here. An answer of the wrong shape is logged with the provider operation, counted and
 * thrown as the client's own error (`unexpected`), which handlers answer with 502. Items of a list
 * that lack what the gateway needs are skipped, logged and counted, and never passed on.
 */
export function createAnswerChecks<E extends Error>(options: {
  provider: Provider;
  reporting?: AnswerReporting;
  /** The client's error for an unusable answer (its message: UNEXPECTED_ANSWER[provider]). */
  unexpected: (operation: string) => E;
}) {
  const { provider } = options;
  const log = options.reporting?.log?.child({ component: `${provider}-answers` });
  const metrics = options.reporting?.metrics;

  function unusable(operation: string, issues: string[]): E {
    log?.warn({ provider, operation, issues }, UNEXPECTED_ANSWER[provider]);
    metrics?.observeUnexpectedAnswer(provider, operation);
    return options.unexpected(operation);
  }

  return {
    /** The answer as `schema` reads it (unknown properties dropped); anything else throws the client's error. */
    answer<S extends z.ZodType>(operation: string, schema: S, body: unknown): z.output<S> {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw unusable(operation, issuesOf(parsed.error));
      return parsed.data;
    },

    /**
     * The usable items of a list: each one `schema` refuses is skipped and counted. When the list
     * had items and none was usable, the answer as a whole is unexpected (`noneUsable: 'unexpected'`,
     * the default), so an empty list never stands for one we could not read; with 'empty' the
     * caller gets [] (a nested list, e.g. a pipeline's stages).
     */
    items<S extends z.ZodType>(
      operation: string,
      schema: S,
      list: readonly unknown[],
      { noneUsable = 'unexpected', what = 'item' }: { noneUsable?: 'unexpected' | 'empty'; what?: string } = {},
    ): z.output<S>[] {
      const usable: z.output<S>[] = [];
      const issues: string[] = [];
      list.forEach((item, index) => {
        const parsed = schema.safeParse(item);
        if (parsed.success) usable.push(parsed.data);
        else if (issues.length < MAX_LOGGED_ISSUES)
          issues.push(...issuesOf(parsed.error).map((i) => `[${index}] ${i}`));
      });
      const skipped = list.length - usable.length;
      if (skipped > 0) {
        if (usable.length === 0 && noneUsable === 'unexpected') throw unusable(operation, issues);
        log?.warn(
          { provider, operation, what, skipped, of: list.length, issues: issues.slice(0, MAX_LOGGED_ISSUES) },
          `${provider} answer: ${skipped} ${what}(s) without what the gateway needs were skipped`,
        );
        metrics?.observeSkippedItems(provider, operation, skipped);
      }
      return usable;
    },
  };
}

export type AnswerChecks = ReturnType<typeof createAnswerChecks>;
