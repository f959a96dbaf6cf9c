import type { StrictServer } from '../../http/strict';
import type { DatabaseCapacityService } from './service';

/** The deal count against the embedded database's measured limit, for the admin's overview. */
export function createDatabaseCapacityHandlers({ capacity }: { capacity: DatabaseCapacityService }) {
  return {
    async getDatabaseCapacity() {
      return { status: 200, body: await capacity.read() };
    },
  } satisfies Pick<StrictServer, 'getDatabaseCapacity'>;
}
