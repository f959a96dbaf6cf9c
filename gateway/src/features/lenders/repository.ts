import type { AnyBulkWriteOperation } from 'mongodb';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import type { ContactModel, ContactRecord, LenderModel, LenderRecord, ProgramModel, ProgramRecord } from './model';
import { summarise } from './rules';

/** What the lender list filters by (each optional; together ANDed). */
export type LenderFilter = {
  /** Search terms: each must start one of the lender's name words. */
  search?: string[];
  type?: string;
  active?: boolean;
  state?: string;
  propertyType?: string;
  loanPurpose?: string;
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The list's query. Every condition is an equality on an indexed field (mongo-init: each with
 * createdAt and _id for the keyset), a multikey one for the arrays, or an anchored prefix regex on
 * the search words; the state filter is two such branches (the state, or nationwide).
 */
function toQuery(filter: LenderFilter): Record<string, unknown> {
  const parts: Record<string, unknown>[] = [];
  if (filter.type) parts.push({ type: filter.type });
  if (filter.active !== undefined) parts.push({ active: filter.active });
  if (filter.propertyType) parts.push({ propertyTypes: filter.propertyType });
  if (filter.loanPurpose) parts.push({ loanPurposes: filter.loanPurpose });
  if (filter.state) parts.push({ $or: [{ states: filter.state }, { nationwide: true }] });
  for (const term of filter.search ?? []) parts.push({ search: { $regex: `^${escapeRegex(term)}` } });
  if (parts.length === 0) return {};
  return parts.length === 1 ? parts[0]! : { $and: parts };
}

/** How many writes go to the database in one bulk call (the import). */
const BULK_CHUNK = 500;

/** The lenders, their programs and their contacts. */
export function createLenderRepository(models: {
  lenders: LenderModel;
  programs: ProgramModel;
  contacts: ContactModel;
}) {
  const { lenders, programs, contacts } = models;

  async function bulk<T extends { _id: string }>(
    model: LenderModel | ProgramModel | ContactModel,
    operations: AnyBulkWriteOperation<T>[],
  ): Promise<void> {
    for (let start = 0; start < operations.length; start += BULK_CHUNK) {
      await model.collection.bulkWrite(operations.slice(start, start + BULK_CHUNK) as never, { ordered: true });
    }
  }

  return {
    /** One keyset page (newest first) plus one row to tell a next page exists, and the total. */
    async listPage(filter: LenderFilter, position: PagePosition): Promise<{ rows: LenderRecord[]; total: number }> {
      const query = toQuery(filter);
      const [rows, total] = await Promise.all([
        lenders.collection
          .find<LenderRecord>(withKeyset(query, position.after), {
            sort: KEYSET_SORT,
            limit: position.limit + 1,
          })
          .toArray(),
        position.total ?? lenders.collection.countDocuments(query),
      ]);
      return { rows, total };
    },

    async findLender(id: string): Promise<LenderRecord | null> {
      return lenders.collection.findOne<LenderRecord>({ _id: id } as never);
    },

    async findLenderByKey(key: string): Promise<LenderRecord | null> {
      return lenders.collection.findOne<LenderRecord>({ nameKey: key } as never);
    },

    /** The lenders with these name keys (the import's lookup). */
    async lendersByKeys(keys: string[]): Promise<LenderRecord[]> {
      if (keys.length === 0) return [];
      return lenders.collection.find<LenderRecord>({ nameKey: { $in: keys } } as never).toArray();
    },

    /** Stores a lender; a name already used (any case) fails with a duplicate-key error (code 11000). */
    async insertLender(lender: LenderRecord): Promise<void> {
      await lenders.collection.insertOne(lender as never);
    },

    /**
     * Applies `$set` to a lender and copies its name and active flag to its programs; null when
     * there is no such lender. A taken name fails with a duplicate-key error.
     */
    async updateLender(id: string, changes: Partial<LenderRecord>): Promise<LenderRecord | null> {
      const updated = await lenders.collection.findOneAndUpdate(
        { _id: id } as never,
        { $set: changes },
        { returnDocument: 'after' },
      );
      if (!updated) return null;
      if (changes.name !== undefined || changes.active !== undefined) {
        await programs.collection.updateMany({ lenderId: id } as never, {
          $set: { lenderName: updated.name, lenderActive: updated.active },
        });
      }
      return updated as unknown as LenderRecord;
    },

    /** A lender's programs, by name. */
    async programsOf(lenderId: string): Promise<ProgramRecord[]> {
      return programs.collection.find<ProgramRecord>({ lenderId } as never, { sort: { nameKey: 1, _id: 1 } }).toArray();
    },

    /** The programs of these lenders (the import's lookup and the export). */
    async programsOfMany(lenderIds: string[]): Promise<ProgramRecord[]> {
      if (lenderIds.length === 0) return [];
      return programs.collection
        .find<ProgramRecord>({ lenderId: { $in: lenderIds } } as never, { sort: { nameKey: 1, _id: 1 } })
        .toArray();
    },

    async findProgram(lenderId: string, id: string): Promise<ProgramRecord | null> {
      const program = await programs.collection.findOne<ProgramRecord>({ _id: id } as never);
      return program?.lenderId === lenderId ? program : null;
    },

    /** Stores a program; a name the lender's programs already use (any case) fails with a duplicate-key error. */
    async insertProgram(program: ProgramRecord): Promise<void> {
      await programs.collection.insertOne(program as never);
    },

    async updateProgram(id: string, changes: Partial<ProgramRecord>): Promise<ProgramRecord | null> {
      const updated = await programs.collection.findOneAndUpdate(
        { _id: id } as never,
        { $set: changes },
        { returnDocument: 'after' },
      );
      return updated as unknown as ProgramRecord | null;
    },

    async deleteProgram(id: string): Promise<boolean> {
      return (await programs.collection.deleteOne({ _id: id } as never)).deletedCount > 0;
    },

    /** A lender's contacts, in the order they were added. */
    async contactsOf(lenderId: string): Promise<ContactRecord[]> {
      return contacts.collection
        .find<ContactRecord>({ lenderId } as never, { sort: { createdAt: 1, _id: 1 } })
        .toArray();
    },

    async contactsOfMany(lenderIds: string[]): Promise<ContactRecord[]> {
      if (lenderIds.length === 0) return [];
      return contacts.collection
        .find<ContactRecord>({ lenderId: { $in: lenderIds } } as never, { sort: { createdAt: 1, _id: 1 } })
        .toArray();
    },

    async countContacts(lenderId: string): Promise<number> {
      return contacts.collection.countDocuments({ lenderId } as never);
    },

    /** The contacts with these ids, of any lender (a submission names contacts alone). */
    async contactsByIds(ids: string[]): Promise<ContactRecord[]> {
      if (ids.length === 0) return [];
      return contacts.collection.find<ContactRecord>({ _id: { $in: ids } } as never).toArray();
    },

    async findContact(lenderId: string, id: string): Promise<ContactRecord | null> {
      const contact = await contacts.collection.findOne<ContactRecord>({ _id: id } as never);
      return contact?.lenderId === lenderId ? contact : null;
    },

    async insertContact(contact: ContactRecord): Promise<void> {
      await contacts.collection.insertOne(contact as never);
    },

    async updateContact(id: string, changes: Partial<ContactRecord>): Promise<ContactRecord | null> {
      const updated = await contacts.collection.findOneAndUpdate(
        { _id: id } as never,
        { $set: changes },
        { returnDocument: 'after' },
      );
      return updated as unknown as ContactRecord | null;
    },

    async deleteContact(id: string): Promise<boolean> {
      return (await contacts.collection.deleteOne({ _id: id } as never)).deletedCount > 0;
    },

    /**
     * Rewrites a lender's summary of its programs and contacts (counts; states, property types
     * and loan purposes of the active programs), read back from them after a change.
     */
    async refreshSummary(lenderId: string, now: Date): Promise<LenderRecord | null> {
      const [own, contactCount] = await Promise.all([
        programs.collection.find<ProgramRecord>({ lenderId } as never).toArray(),
        contacts.collection.countDocuments({ lenderId } as never),
      ]);
      return (await lenders.collection.findOneAndUpdate(
        { _id: lenderId } as never,
        { $set: { ...summarise(own, contactCount), updatedAt: now } },
        { returnDocument: 'after' },
      )) as unknown as LenderRecord | null;
    },

    /** Every lender, by name (the export). */
    async allLenders(): Promise<LenderRecord[]> {
      return lenders.collection.find<LenderRecord>({}, { sort: { nameKey: 1, _id: 1 } }).toArray();
    },

    /** The import's writes, in bulk: inserts and `$set` updates by `_id`. */
    async writeLenders(operations: AnyBulkWriteOperation<LenderRecord>[]): Promise<void> {
      await bulk(lenders, operations);
    },
    async writePrograms(operations: AnyBulkWriteOperation<ProgramRecord>[]): Promise<void> {
      await bulk(programs, operations);
    },
    async writeContacts(operations: AnyBulkWriteOperation<ContactRecord>[]): Promise<void> {
      await bulk(contacts, operations);
    },
  };
}

export type LenderRepository = ReturnType<typeof createLenderRepository>;
