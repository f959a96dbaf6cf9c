import type { AutoAccessUser, BulkAddSummary } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { UserRepository } from '../users/repository';
import type { AutoAccessRecord } from './model';
import type { AutoAccessRepository } from './repository';

export const USERNAME_REQUIRED = 'Discord username is required';
export const NO_VALID_USERNAMES = 'Please enter at least one valid username';
export const INVALID_USERNAME = 'Discord usernames are 2 to 32 characters without spaces, @, # or :';

/** Discord names: 2–32 characters, no whitespace and none of the characters Discord forbids in them. */
const VALID_USERNAME = /^[^\s@#:`]{2,32}$/u;
/** A Discord user id (a snowflake), which an admin may give instead of a name. */
const DISCORD_ID = /^\d{17,20}$/;

/** Shown with the account's current name when it has signed in (names change; the id does not). */
const toDto = (entry: AutoAccessRecord, addedByExists: boolean, currentName: string | undefined): AutoAccessUser => ({
  id: entry._id,
  discordUsername: currentName ?? entry.discordUsername,
  discordId: entry.discordId ?? null,
  notes: entry.notes || null,
  addedByUsername: addedByExists ? entry.addedByUsername : null,
  createdAt: new Date(entry.createdAt).toISOString(),
});

/** The Discord usernames admitted automatically on their first sign-in. */
export function createAutoAccessService({
  entries,
  users,
  cursors,
}: {
  entries: AutoAccessRepository;
  users: UserRepository;
  cursors: CursorCodec;
}) {
  const cleanNotes = (notes: string | null | undefined) => notes?.trim() ?? '';

  /** The Discord id an entry for `input` (an id or a name) admits, when known now, and the name to show. */
  async function resolveAccount(input: string): Promise<{ username: string; discordId: string | null }> {
    if (DISCORD_ID.test(input)) {
      const names = await users.usernamesByDiscordId([input]);
      return { username: names.get(input) ?? input, discordId: input };
    }
    const user = await users.findByUsername(input);
    return { username: input, discordId: user?.discordId ?? null };
  }
  const scope: CursorScope = { list: 'admin/discord-auto-access', filter: {} };

  return {
    /**
     * A page of the list, newest first; `addedByUsername` is null when that admin's account no
     * longer exists.
     */
    async list(request: PageRequest): Promise<Result<Page<AutoAccessUser>, DomainError<'validation'>>> {
      const position = cursors.position(scope, request);
      if (!position.ok) return position;
      const { rows, total } = await entries.listPage(position.value);
      const shown = rows.slice(0, position.value.limit);
      const adminIds = [...new Set(shown.map((entry) => entry.addedBy).filter((id): id is string => Boolean(id)))];
      const existing = new Set((await users.findManyByIds(adminIds)).map((user) => user._id));
      const currentNames = await users.usernamesByDiscordId(
        shown.map((entry) => entry.discordId).filter((id): id is string => Boolean(id)),
      );
      return ok(
        cursors.page(scope, position.value, rows, total, (entry) =>
          toDto(
            entry,
            Boolean(entry.addedBy && existing.has(entry.addedBy)),
            entry.discordId ? currentNames.get(entry.discordId) : undefined,
          ),
        ),
      );
    },

    /**
     * Adds one Discord account, by user id or by name (trimmed; unique regardless of case). A name
     * that a portal user holds now is bound to that user's Discord id at once; others are bound at
     * the first sign-in under that name.
     */
    async add(
      admin: AuthUser,
      body: { discordUsername: string; notes?: string | null },
    ): Promise<Result<AutoAccessUser, DomainError<'validation' | 'conflict'>>> {
      const name = body.discordUsername.trim();
      if (!name)
        return fail('validation', USERNAME_REQUIRED, [{ field: 'body.discordUsername', message: USERNAME_REQUIRED }]);
      if (!VALID_USERNAME.test(name)) {
        return fail('validation', INVALID_USERNAME, [{ field: 'body.discordUsername', message: INVALID_USERNAME }]);
      }
      const account = await resolveAccount(name);
      if (account.discordId && (await entries.hasDiscordId(account.discordId))) {
        return fail('conflict', `Discord username "${account.username}" is already on the auto-access list`);
      }
      try {
        const entry = await entries.add({
          discordUsername: account.username,
          discordId: account.discordId,
          notes: cleanNotes(body.notes),
          addedBy: admin.id,
          addedByUsername: admin.username,
        });
        return ok(toDto(entry, true, undefined));
      } catch (error) {
        if (isDuplicateKey(error))
          return fail('conflict', `Discord username "${name}" is already on the auto-access list`);
        throw error;
      }
    },

    /**
     * Adds many names: each item is split on newlines and commas, trimmed, empties dropped. Names
     * already listed or repeated count as duplicates; malformed ones as failed.
     */
    async bulkAdd(
      admin: AuthUser,
      body: { usernames?: string[]; notes?: string | null },
    ): Promise<Result<BulkAddSummary, DomainError<'validation'>>> {
      const names = (body.usernames ?? [])
        .flatMap((item) => item.split(/[\n\r,]+/))
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length === 0)
        return fail('validation', NO_VALID_USERNAMES, [{ field: 'body.usernames', message: NO_VALID_USERNAMES }]);

      const summary: BulkAddSummary = { successful: 0, duplicates: 0, failed: 0 };
      const seen = new Set<string>();
      const candidates: string[] = [];
      for (const name of names) {
        if (!VALID_USERNAME.test(name)) summary.failed++;
        else if (seen.has(name.toLowerCase())) summary.duplicates++;
        else {
          seen.add(name.toLowerCase());
          candidates.push(name);
        }
      }
      const listed = await entries.listedAmong(candidates.map((name) => name.toLowerCase()));
      for (const name of candidates) {
        if (listed.has(name.toLowerCase())) {
          summary.duplicates++;
          continue;
        }
        const account = await resolveAccount(name);
        if (account.discordId && (await entries.hasDiscordId(account.discordId))) {
          summary.duplicates++;
          continue;
        }
        try {
          await entries.add({
            discordUsername: account.username,
            discordId: account.discordId,
            notes: cleanNotes(body.notes),
            addedBy: admin.id,
            addedByUsername: admin.username,
          });
          summary.successful++;
        } catch (error) {
          if (isDuplicateKey(error)) summary.duplicates++;
          else summary.failed++;
        }
      }
      return ok(summary);
    },

    /** Removes a name; users who already signed in keep their access. */
    async remove(id: string): Promise<Result<{ message: string }, DomainError<'notFound'>>> {
      const removed = await entries.remove(id);
      if (!removed) return fail('notFound', 'Auto-access entry not found');
      return ok({
        message: `Discord username "${removed.discordUsername}" removed from auto-access list successfully`,
      });
    },
  };
}

export type AutoAccessService = ReturnType<typeof createAutoAccessService>;
