import { createHash } from 'node:crypto';
import type { GhlAuth, GhlClient, GhlRawCustomField, GhlRawPipeline } from './client';

const PIPELINES_TTL_MS = 60_000;
const FIELDS_TTL_MS = 5 * 60_000;

type Entry<T> = { value: T; expiresAt: number };

/**
 * What rarely changes in GHL and many calls need, cached for a short while per location and token:
 * the pipelines (stage id → stage name for every webhook) and the opportunity custom-field
 * definitions (GHL reports values by field id; docs/product.md#records-and-fields speaks of keys).
 * A stage id it does not know makes it ask GHL again once, so a stage added in GHL is picked up at
 * once.
 */
export function createGhlCatalog(client: GhlClient) {
  const pipelines = new Map<string, Entry<GhlRawPipeline[]>>();
  const fields = new Map<string, Entry<GhlRawCustomField[]>>();
  const keyOf = (auth: GhlAuth) =>
    `${auth.locationId}:${createHash('sha256').update(auth.token).digest('base64url').slice(0, 16)}`;

  async function cached<T>(map: Map<string, Entry<T>>, key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const hit = map.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const value = await load();
    map.set(key, { value, expiresAt: Date.now() + ttl });
    return value;
  }

  const catalog = {
    async pipelines(auth: GhlAuth, { fresh = false } = {}): Promise<GhlRawPipeline[]> {
      if (fresh) pipelines.delete(keyOf(auth));
      return cached(pipelines, keyOf(auth), PIPELINES_TTL_MS, () => client.listPipelines(auth));
    },

    /** The opportunity custom fields of the location. */
    async opportunityFields(auth: GhlAuth): Promise<GhlRawCustomField[]> {
      return cached(fields, keyOf(auth), FIELDS_TTL_MS, () => client.listCustomFields(auth, 'opportunity'));
    },

    /** A stage's pipeline and GHL name; null when no pipeline of the location has that stage. */
    async findStage(
      auth: GhlAuth,
      stageId: string,
    ): Promise<{ pipeline: GhlRawPipeline; stage: { id: string; name: string } } | null> {
      const look = (list: GhlRawPipeline[]) => {
        for (const pipeline of list) {
          const stage = (pipeline.stages ?? []).find((s) => s.id === stageId);
          if (stage) return { pipeline, stage };
        }
        return null;
      };
      return look(await catalog.pipelines(auth)) ?? look(await catalog.pipelines(auth, { fresh: true }));
    },

    /** Drops everything (the configuration changed). */
    clear(): void {
      pipelines.clear();
      fields.clear();
    },
  };
  return catalog;
}

export type GhlCatalog = ReturnType<typeof createGhlCatalog>;
