import type { RuntimeConfig } from '../types/RuntimeConfig';
import { defaultRuntimeConfig } from './defaultRuntimeConfig';
import { parseRuntimeConfig } from './parseRuntimeConfig';

/**
 * Fetches `/runtime-config.json` from the shell's own origin. A missing or broken file falls
 * back to the loopback defaults (logged), so the shell still renders.
 */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  url = '/runtime-config.json',
): Promise<RuntimeConfig> {
  try {
    const response = await fetchFn(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('runtime-config.json could not be read; using the loopback defaults.', error);
    return defaultRuntimeConfig;
  }
}
