import type { RuntimeConfig } from '../types/RuntimeConfig';
import { defaultRuntimeConfig } from './defaultRuntimeConfig';

function readUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    return fallback;
  }
}

/** Reads a runtime-config document, keeping the defaults for missing or malformed fields. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const remotes = (doc.remotes && typeof doc.remotes === 'object' ? doc.remotes : {}) as Record<string, unknown>;
  return {
    apiBaseUrl: readUrl(doc.apiBaseUrl, defaultRuntimeConfig.apiBaseUrl),
    remotes: {
      mfeDeals: readUrl(remotes.mfeDeals, defaultRuntimeConfig.remotes.mfeDeals),
      mfeAdmin: readUrl(remotes.mfeAdmin, defaultRuntimeConfig.remotes.mfeAdmin),
    },
  };
}
