import { randomUUID } from 'node:crypto';
import { canonicalListQuery, type SavedView } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { SavedViewRecord } from './model';
import type { SavedViewRepository } from './repository';

export const NAME_REQUIRED = 'Name is required';
export const MAX_NAME_LENGTH = 60;
export const NAME_TOO_LONG = `Name must be at most ${MAX_NAME_LENGTH} characters`;
export const MAX_VIEWS = 50;
export const TOO_MANY_VIEWS = `There are already ${MAX_VIEWS} saved views: delete one first`;
export const VIEW_NOT_FOUND = 'Saved view not found';
const nameTaken = (name: string) => `A saved view named "${name}" already exists`;

const toDto = (view: SavedViewRecord): SavedView => ({
  id: view._id,
  name: view.name,
  query: view.query,
  createdByUsername: view.createdByUsername ?? null,
  createdAt: new Date(view.createdAt).toISOString(),
  updatedAt: new Date(view.updatedAt).toISOString(),
});

type NameResult = Result<string, DomainError<'validation'>>;

function validName(raw: string): NameResult {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return fail('validation', NAME_REQUIRED, [{ field: 'body.name', message: NAME_REQUIRED }]);
  if (name.length > MAX_NAME_LENGTH)
    return fail('validation', NAME_TOO_LONG, [{ field: 'body.name', message: NAME_TOO_LONG }]);
  return ok(name);
}

/**
 * Saved views of the admins' deal lists: a name and the list's filters (its URL query), shared
 * by every admin so a view's link opens the same list for any of them (docs/search.md).
 */
export function createSavedViewService({ views, clock }: { views: SavedViewRepository; clock: Clock }) {
  /** 409 when another view already has the name (the unique index also holds under races). */
  async function nameFree(name: string, exceptId?: string): Promise<Result<true, DomainError<'conflict'>>> {
    const lower = name.toLowerCase();
    const clash = (await views.list()).find((view) => view.nameLower === lower && view._id !== exceptId);
    return clash ? fail('conflict', nameTaken(name)) : ok(true);
  }

  return {
    async list(): Promise<{ items: SavedView[] }> {
      return { items: (await views.list()).map(toDto) };
    },

    async create(
      admin: AuthUser,
      body: { name: string; query: string },
    ): Promise<Result<SavedView, DomainError<'validation' | 'conflict'>>> {
      const name = validName(body.name);
      if (!name.ok) return name;
      if ((await views.count()) >= MAX_VIEWS) return fail('conflict', TOO_MANY_VIEWS);
      const free = await nameFree(name.value);
      if (!free.ok) return free;
      const now = clock.now();
      const view: SavedViewRecord = {
        _id: randomUUID(),
        name: name.value,
        nameLower: name.value.toLowerCase(),
        query: canonicalListQuery(body.query),
        createdBy: admin.id,
        createdByUsername: admin.username,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await views.insert(view);
      } catch (error) {
        if (isDuplicateKey(error)) return fail('conflict', nameTaken(name.value));
        throw error;
      }
      // Two admins saving the 50th view at once both passed the count above: counted again after
      // the insert, a view over the limit is taken back, so the limit holds (both may be refused).
      if ((await views.count()) > MAX_VIEWS) {
        await views.delete(view._id);
        return fail('conflict', TOO_MANY_VIEWS);
      }
      return ok(toDto(view));
    },

    /** Renames a view and/or replaces its filters. */
    async update(
      id: string,
      body: { name?: string; query?: string },
    ): Promise<Result<SavedView, DomainError<'validation' | 'conflict' | 'notFound'>>> {
      const changes: Partial<SavedViewRecord> = { updatedAt: clock.now() };
      if (body.name !== undefined) {
        const name = validName(body.name);
        if (!name.ok) return name;
        const free = await nameFree(name.value, id);
        if (!free.ok) return free;
        changes.name = name.value;
        changes.nameLower = name.value.toLowerCase();
      }
      if (body.query !== undefined) changes.query = canonicalListQuery(body.query);
      try {
        const updated = await views.update(id, changes);
        return updated ? ok(toDto(updated)) : fail('notFound', VIEW_NOT_FOUND);
      } catch (error) {
        if (isDuplicateKey(error)) return fail('conflict', nameTaken(changes.name ?? ''));
        throw error;
      }
    },

    async delete(id: string): Promise<Result<{ message: string }, DomainError<'notFound'>>> {
      return (await views.delete(id)) ? ok({ message: 'Saved view deleted' }) : fail('notFound', VIEW_NOT_FOUND);
    },
  };
}

export type SavedViewService = ReturnType<typeof createSavedViewService>;
