import type { User } from '@portal/contracts';

/** The `user` query parameter of the sign-in callback (JSON), or null when it is not a user. */
export function parseUserParam(raw: string): User | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { id?: unknown }).id === 'string' &&
      typeof (parsed as { username?: unknown }).username === 'string'
    ) {
      return parsed as User;
    }
  } catch {
    // not JSON
  }
  return null;
}
