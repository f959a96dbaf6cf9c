import type { User, UserUpdateRequest } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import type { Logger } from '../../infra/logger';
import { toAdminUserDto } from './dto';
import type { UserRecord } from './model';
import type { NewUserFlags, UserRepository } from './repository';

export const CANNOT_REMOVE_OWN_ADMIN = 'You cannot remove your own admin access';
export const CANNOT_REMOVE_OWN_ACCESS = 'You cannot remove your own access to the portal';
export const LAST_ADMIN = 'At least one admin must remain: make another user an admin first';

/** The admin's user management: approve (whitelist) and grant or remove admin. */
export function createUserService({
  users,
  cursors,
  log,
  sharesChanged,
}: {
  users: UserRepository;
  cursors: CursorCodec;
  log: Logger;
  /** Told after a member's own share of broker fees changed (fee figures cache the shares). */
  sharesChanged?: () => Promise<void>;
}) {
  return {
    /** Every user, newest first. */
    async list(): Promise<User[]> {
      return (await users.list()).map(toAdminUserDto);
    },

    /** A page of users, newest first; `search` keeps those whose username, name or e-mail contains it. */
    async listPage(request: PageRequest & { search?: string }): Promise<Result<Page<User>, DomainError<'validation'>>> {
      const search = request.search?.trim() ?? '';
      const scope: CursorScope = { list: 'admin/users', filter: { search } };
      const position = cursors.position(scope, request);
      if (!position.ok) return position;
      const { rows, total } = await users.listPage(position.value, search);
      return ok(cursors.page(scope, position.value, rows, total, toAdminUserDto));
    },

    /**
     * Sets `isWhitelisted`, `isAdmin` and/or `brokerSharePercent`. Granting admin also whitelists. An admin cannot lock
     * themselves out, and the change is undone when it would leave no whitelisted admin at all
     * (two admins demoting each other at once).
     */
    async update(
      caller: AuthUser,
      id: string,
      body: UserUpdateRequest,
    ): Promise<Result<User, DomainError<'notFound' | 'conflict'>>> {
      const target = await users.findById(id);
      if (!target) return fail('notFound', 'User not found');
      if (target._id === caller.id && body.isAdmin === false) return fail('conflict', CANNOT_REMOVE_OWN_ADMIN);
      if (target._id === caller.id && body.isWhitelisted === false) return fail('conflict', CANNOT_REMOVE_OWN_ACCESS);

      const flags: Partial<NewUserFlags> = {};
      if (body.isWhitelisted !== undefined) {
        flags.isWhitelisted = body.isWhitelisted;
        // A hand-made decision wins over Discord roles: access given by hand is never revoked by
        // them, and access removed by hand is not given back by them (docs/discord-access.md).
        flags.roleAccess = body.isWhitelisted ? null : 'blocked';
      }
      if (body.isAdmin !== undefined) flags.isAdmin = body.isAdmin;
      if (body.isAdmin === true) flags.isWhitelisted = true;

      const demotes =
        target.isAdmin && target.isWhitelisted && (flags.isAdmin === false || flags.isWhitelisted === false);
      if (demotes && (await users.countActiveAdmins()) <= 1) return fail('conflict', LAST_ADMIN);

      let updated: UserRecord | null = target;
      if (Object.keys(flags).length > 0) updated = await users.setFlags(id, flags);
      if (updated && body.brokerSharePercent !== undefined) {
        updated = await users.setBrokerShare(id, body.brokerSharePercent);
        await sharesChanged?.();
      }
      if (!updated) return fail('notFound', 'User not found');
      if (demotes && (await users.countActiveAdmins()) === 0) {
        // Without transactions, check after the write and undo a change that left nobody in charge.
        await users.setFlags(id, {
          isAdmin: target.isAdmin,
          isWhitelisted: target.isWhitelisted,
          roleAccess: target.roleAccess ?? null,
        });
        log.warn({ userId: id }, 'demotion undone: it would have left no admin');
        return fail('conflict', LAST_ADMIN);
      }
      return ok(toAdminUserDto(updated));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
