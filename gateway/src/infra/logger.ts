import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; pretty-printed on a terminal in development. */
export function createLogger(level: string, pretty: boolean): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    redact: { paths: ['req.headers.authorization', '*.token', '*.password', '*.apiKey'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, singleLine: true } } } : {}),
  });
}
