import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../databaseErrors';

const mongoError = (name: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error('x'), { name, ...fields });

describe('isDatabaseUnavailable', () => {
  it('is true for an unreachable server, a broken connection and a wrapped cause', () => {
    expect(isDatabaseUnavailable(mongoError('MongoServerSelectionError'))).toBe(true);
    expect(isDatabaseUnavailable(mongoError('MongoNetworkError'))).toBe(true);
    expect(isDatabaseUnavailable(mongoError('MongoWaitQueueTimeoutError'))).toBe(true);
    expect(isDatabaseUnavailable(mongoError('MongoClientClosedError'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: mongoError('MongoTopologyClosedError') }))).toBe(true);
  });

  it('is true for a server that is shutting down or has no primary', () => {
    expect(isDatabaseUnavailable(mongoError('MongoServerError', { code: 11600 }))).toBe(true);
    expect(isDatabaseUnavailable(mongoError('MongoServerError', { code: 91 }))).toBe(true);
    expect(isDatabaseUnavailable(mongoError('MongoServerError', { code: 10107 }))).toBe(true);
  });

  it('is true for a socket the database closed while the driver was writing to it', () => {
    const epipe = Object.assign(new Error('This socket has been ended by the other party'), {
      code: 'EPIPE',
      stack:
        'Error: This socket has been ended by the other party\n    at Socket.writeAfterFIN [as write] (node:net:566:14)\n' +
        '    at Connection.writeCommand (/app/node_modules/mongodb/lib/cmap/connection.js:408:29)',
    });
    expect(isDatabaseUnavailable(epipe)).toBe(true);
  });

  it('is false for a broken socket of another service', () => {
    const epipe = Object.assign(new Error('write EPIPE'), {
      code: 'EPIPE',
      stack: 'Error: write EPIPE\n    at afterWriteDispatched (node:internal/stream_base_commons:160:15)',
    });
    expect(isDatabaseUnavailable(epipe)).toBe(false);
  });

  it('is false for a request the database refused on its merits', () => {
    expect(isDatabaseUnavailable(mongoError('MongoServerError', { code: 11000 }))).toBe(false);
    expect(isDatabaseUnavailable(mongoError('MongoServerError', { code: 2 }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 91 }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('bug'))).toBe(false);
  });
});
