import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './stack';

// Launching Chromium, test contexts, waiting for quiet and signing in are shared with the bench.
export { countRequestsInFlight, launchBrowser, networkQuiet, newContext, signInAs } from '../../scripts/stack/browser';

export const artifactsDir = join(repoRoot, 'e2e', 'artifacts');

/** Keeps a screenshot as a CI artefact: e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Where the gateway's Discord callbacks sent the page (their Location headers), as they happen. */
export function watchCallbackRedirects(page: Page): string[] {
  const locations: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/auth/discord/callback') {
      locations.push(response.headers()['location'] ?? '');
    }
  });
  return locations;
}

/**
 * A bearer token of the page's session, for a test's own calls to the gateway. The shell keeps its
 * token in memory only, so this asks the refresh cookie for one from the page, as the shell does.
 */
export async function sessionToken(page: Page, gatewayUrl: string): Promise<string> {
  const token = await page.evaluate(async (url) => {
    const response = await fetch(`${url}/auth/refresh`, { method: 'POST', credentials: 'include' });
    return response.ok ? ((await response.json()) as { token: string }).token : null;
  }, gatewayUrl);
  if (!token) throw new Error('the page holds no session');
  return token;
}
