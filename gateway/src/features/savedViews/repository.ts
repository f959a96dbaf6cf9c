import type { SavedViewModel, SavedViewRecord } from './model';

/** The admins' saved views (a short list: read whole, sorted by name). */
export function createSavedViewRepository(views: SavedViewModel) {
  return {
    async list(): Promise<SavedViewRecord[]> {
      return views.find({}).sort({ nameLower: 1, _id: 1 }).lean<SavedViewRecord[]>().exec();
    },

    async count(): Promise<number> {
      return views.countDocuments({}).exec();
    },

    /** Stores a view; a name already used (any case) fails with a duplicate-key error (code 11000). */
    async insert(view: SavedViewRecord): Promise<void> {
      await views.collection.insertOne(view as never);
    },

    /** Applies `$set` to a view; null when there is no such view. A taken name fails with a duplicate-key error. */
    async update(id: string, changes: Partial<SavedViewRecord>): Promise<SavedViewRecord | null> {
      return views
        .findOneAndUpdate({ _id: id }, { $set: changes }, { returnDocument: 'after' })
        .lean<SavedViewRecord>()
        .exec();
    },

    async delete(id: string): Promise<boolean> {
      return (await views.deleteOne({ _id: id }).exec()).deletedCount > 0;
    },
  };
}

export type SavedViewRepository = ReturnType<typeof createSavedViewRepository>;
