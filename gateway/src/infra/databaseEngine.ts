import type { Connection } from 'mongoose';

const engines = new WeakMap<object, Promise<boolean>>();

/**
 * True when the server is FerretDB (its buildInfo names its version). FerretDB v1 runs a
 * conditional update as a read followed by a write, and on SQLite any filter but a lone `_id`
 * reads the whole collection: where a compare-and-set is not atomic anyway, the caller may as
 * well read by `_id`, compare, and write by `_id`, which costs the same at any size.
 * Asked once per connection.
 */
export function isFerretDb(connection: Connection): Promise<boolean> {
  let known = engines.get(connection);
  if (!known) {
    known = (async () => {
      const info = (await connection.getClient().db('admin').command({ buildInfo: 1 })) as {
        ferretdbVersion?: unknown;
      };
      return typeof info.ferretdbVersion === 'string';
    })();
    engines.set(connection, known);
    // A failed question (database briefly away) is asked again next time.
    known.catch(() => engines.delete(connection));
  }
  return known;
}
