/**
 * A loopback TCP proxy in front of the database that counts the commands going through it, by
 * operation and collection, from every client (mongoose and Agenda's own driver alike). It reads
 * only the OP_MSG header and body section; the bytes are passed on untouched.
 *
 * It also tells apart filters that FerretDB on SQLite can hand to the database (a lone `_id`
 * equality) from those that make it decode the whole collection ("scan").
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { BSON, type Document } from 'mongodb';

const OP_MSG = 2013;
/** Commands whose second key is not a collection name. */
const NO_COLLECTION = new Set(['hello', 'ismaster', 'isMaster', 'ping', 'buildInfo', 'endSessions', 'saslStart']);

export type CommandCount = {
  operation: string;
  collection: string;
  count: number;
  scans: number;
  /** The shapes of the scanning filters (field names, values left out) and how often each was sent. */
  scanShapes: Record<string, number>;
};

/** `{ a: 1, b: { $lt: x } }` → `{a,b:{$lt}}`: which fields a filter uses, not their values. */
export function filterShape(filter: unknown): string {
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return '?';
  const entries = Object.entries(filter as Document);
  if (entries.length === 0) return '{}';
  return `{${entries
    .map(([key, value]) => {
      const isOperatorDoc =
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.keys(value).some((k) => k.startsWith('$'));
      if (key === '$or' || key === '$and') return `${key}:[${(value as unknown[]).map(filterShape).join(',')}]`;
      return isOperatorDoc ? `${key}:${filterShape(value)}` : key;
    })
    .join(',')}}`;
}

export type CommandCounter = {
  uri: string;
  /** Counts since the start or the last reset, most frequent first. */
  snapshot(): CommandCount[];
  reset(): void;
  close(): Promise<void>;
};

/** True when FerretDB on SQLite can push this filter down: nothing but `_id` equal to a plain value. */
export function isIdOnlyFilter(filter: unknown): boolean {
  if (!filter || typeof filter !== 'object') return false;
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return false;
  const value = (filter as Document)._id as unknown;
  if (value === null || typeof value !== 'object') return true;
  // An ObjectId is a plain value; an operator document ({ $in: … }) is not.
  return !Object.keys(value).some((key) => key.startsWith('$'));
}

/** The filters a command runs, for telling scans apart. */
function filtersOf(command: Document): unknown[] {
  if (command.find !== undefined || command.count !== undefined) return [command.filter ?? command.query ?? {}];
  if (command.findAndModify !== undefined) return [command.query ?? {}];
  if (command.update !== undefined) return ((command.updates as Document[] | undefined) ?? []).map((u) => u.q);
  if (command.delete !== undefined) return ((command.deletes as Document[] | undefined) ?? []).map((d) => d.q);
  if (command.aggregate !== undefined) {
    const first = (command.pipeline as Document[] | undefined)?.[0];
    return [first?.$match ?? {}];
  }
  return [];
}

/** Starts the proxy on a free loopback port in front of `target` (a mongodb://host:port URI). */
export async function startCommandCounter(target: string): Promise<CommandCounter> {
  const match = /^mongodb:\/\/([^/:?]+):(\d+)/.exec(target);
  if (!match) throw new Error(`the command counter needs a mongodb://host:port URI, not ${target}`);
  const [, host, port] = match;
  let counts = new Map<string, CommandCount>();

  const count = (body: Document) => {
    const operation = Object.keys(body)[0] ?? 'unknown';
    const name = body[operation] as unknown;
    const collection = NO_COLLECTION.has(operation) || typeof name !== 'string' ? '-' : name;
    const key = `${operation} ${collection}`;
    const row = counts.get(key) ?? { operation, collection, count: 0, scans: 0, scanShapes: {} };
    row.count += 1;
    for (const filter of filtersOf(body)) {
      if (isIdOnlyFilter(filter)) continue;
      row.scans += 1;
      const shape = filterShape(filter);
      row.scanShapes[shape] = (row.scanShapes[shape] ?? 0) + 1;
    }
    counts.set(key, row);
  };

  // Messages from the client may arrive split or merged; a small buffer per connection rejoins them.
  const watch = () => {
    let pending: Buffer = Buffer.alloc(0);
    return (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= 16) {
        const length = pending.readInt32LE(0);
        if (pending.length < length) break;
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        // Header (16) + flag bits (4), then sections; kind 0 is the command body.
        if (message.readInt32LE(12) === OP_MSG && message[20] === 0) {
          try {
            count(BSON.deserialize(message.subarray(21), { promoteValues: false }));
          } catch {
            // Not a command we can read: passed on all the same.
          }
        }
      }
    };
  };
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = connect({ host: host!, port: Number(port) });
    sockets.add(client).add(upstream);
    const onData = watch();
    client.on('data', (chunk: Buffer) => {
      onData(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the command counter did not get a port');
  const rest = target.slice(match[0].length);

  return {
    uri: `mongodb://127.0.0.1:${address.port}${rest}`,
    snapshot: () => [...counts.values()].sort((a, b) => b.count - a.count),
    reset() {
      counts = new Map();
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Open connections would keep close() waiting.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
