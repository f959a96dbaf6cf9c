import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

export type { Logger };

/** Fields every log line written inside a request (or a job run) carries, e.g. `{ requestId }`. */
export type LogContext = Record<string, string>;

const logContext = new AsyncLocalStorage<LogContext>();

/**
 * Runs `fn` with `fields` added to every log line written while it (and what it awaits) runs,
 * through any logger made by createLogger, also the ones services received at start-up.
 */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return logContext.run(fields, fn);
}

/** Structured JSON logs; pretty-printed on a terminal in development. */
export function createLogger(level: string, pretty: boolean, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gateway' },
    mixin: () => logContext.getStore() ?? {},
    redact: { paths: ['req.headers.authorization', '*.token', '*.password', '*.apiKey'], censor: '[redacted]' },
    ...(pretty && !destination
      ? { transport: { target: 'pino-pretty', options: { colorize: true, singleLine: true } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
