import type { Db, Document } from 'mongodb';
import type { collections } from '../collections';

export type CollectionDefinition = (typeof collections)[number];
export type IndexDefinition = CollectionDefinition['indexes'][number];

export type IndexChange = {
  collection: string;
  index: string;
  action: 'created' | 'rebuilt' | 'dropped';
};

/** An operator's own index on a portal collection: named with this prefix, the portal leaves it alone. */
export const OPERATOR_INDEX_PREFIX = 'custom_';

/** Options that change what an index does; others (e.g. `background`) do not make it a different index. */
const COMPARED_OPTIONS = ['unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression'] as const;

function keyEntries(key: unknown): [string, unknown][] {
  if (!key || typeof key !== 'object' || Array.isArray(key) || key instanceof Map) {
    throw new Error(`Index keys in collections.ts must be plain objects such as { field: 1 }; found ${String(key)}`);
  }
  return Object.entries(key);
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : a === b;

/** Whether an index found in the database does what its definition asks (same fields in order, same options). */
export function indexMatches(actual: Document, wanted: IndexDefinition): boolean {
  const have = keyEntries(actual.key);
  const want = keyEntries(wanted.key);
  if (have.length !== want.length) return false;
  if (!have.every(([field, order], i) => field === want[i]![0] && sameValue(order, want[i]![1]))) return false;
  const options: Record<string, unknown> = { ...wanted.options };
  return COMPARED_OPTIONS.every((option) => {
    const a = actual[option] as unknown;
    const b = options[option];
    if (option === 'unique' || option === 'sparse') return Boolean(a) === Boolean(b);
    if (option === 'partialFilterExpression') return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    return a === undefined || b === undefined ? a === b : sameValue(a, b);
  });
}

const ownedByPortal = (name: string) => name !== '_id_' && !name.startsWith(OPERATOR_INDEX_PREFIX);

/**
 * Brings the database's collections and indexes to the definitions: a missing collection or index
 * is created, an index whose fields or options changed is dropped and built again, and an index the
 * portal owns that is no longer defined is dropped. Never touches `_id_`, operators' `custom_…`
 * indexes, or collections that are not defined. Drops come before creates, so an index renamed
 * with the same fields does not clash with its old self.
 */
export async function reconcileSchema(db: Db, definitions: readonly CollectionDefinition[]): Promise<IndexChange[]> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  const changes: IndexChange[] = [];
  for (const definition of definitions) {
    if (!existing.has(definition.name)) await db.createCollection(definition.name);
    const collection = db.collection(definition.name);
    const actual = await collection.listIndexes().toArray();
    const wanted = new Map(definition.indexes.map((index) => [index.options.name, index]));
    const toCreate = definition.indexes.filter((index) => !actual.some((a) => a.name === index.options.name));
    for (const index of actual) {
      const name = String(index.name);
      if (!ownedByPortal(name)) continue;
      const definitionOfIt = wanted.get(name);
      if (definitionOfIt && indexMatches(index, definitionOfIt)) continue;
      await collection.dropIndex(name);
      if (definitionOfIt) toCreate.push(definitionOfIt);
      else changes.push({ collection: definition.name, index: name, action: 'dropped' });
    }
    for (const index of toCreate) {
      await collection.createIndex(index.key, index.options);
      const rebuilt = actual.some((a) => a.name === index.options.name);
      changes.push({ collection: definition.name, index: index.options.name, action: rebuilt ? 'rebuilt' : 'created' });
    }
  }
  return changes;
}
