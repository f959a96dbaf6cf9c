import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../stack/browser';
import { buildFrontends } from '../stack/frontends';
import { startStack, type Stack } from '../stack/stack';
import { recordVisit, signedInState, waitForMark } from './frontend-browser';
import { seedFor } from './frontend-deals';
import { ADMIN, LIST_DEALS, MEMBER, PIPELINE_DEALS, PIPELINE_MEMBER } from './frontend-plan';
import { report } from './frontend-report';
import {
  classifyRemote,
  firstRowRun,
  pipelineRun,
  type FirstRowRun,
  type PipelineRun,
  type Visit,
} from './frontend-runs';
import type { BenchLog, BenchSection } from './types';

export { FRONTEND_BUDGETS } from './frontend-plan';
export { benchDeal } from './frontend-deals';

/**
 * The front-end bench: builds the front ends, starts the stack as `npm start` runs it, signs the
 * benchmark members in, seeds their deals and measures first-load JavaScript, time to the first
 * deal row and the 5,000-deal pipeline (frontend-runs.ts); frontend-report.ts writes it up.
 */
export async function benchFrontend(options: { root: string; runs: number; log: BenchLog }): Promise<BenchSection> {
  const { root, log } = options;
  const runs = Math.max(1, Math.floor(options.runs));
  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`front end: no Chromium at ${chromium} (npm test installs Debian's: apt-get install chromium)`);
  }
  log('front end: building the front ends (cached by source hash)…');
  buildFrontends(root, { log });

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-frontend-'));
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  try {
    log('front end: starting the stack (embedded FerretDB, sandboxes, gateway, static servers)…');
    stack = await startStack({
      root,
      dataDir,
      host: '127.0.0.1',
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      buildFrontends: false,
      logLevel: 'warn',
      log: () => undefined,
    });
    browser = await launchBrowser();

    // Members: admitted through the auto-access list before their first sign-in, as real members are.
    for (const username of [MEMBER, PIPELINE_MEMBER]) {
      await stack.gateway.container.repositories.autoAccess.add({
        discordUsername: username,
        notes: 'benchmark member',
        addedBy: null,
        addedByUsername: 'bench',
      });
    }
    log('front end: signing in the benchmark members…');
    const memberState = await signedInState(browser, stack, MEMBER);
    const pipelineState = await signedInState(browser, stack, PIPELINE_MEMBER);
    const adminState = await signedInState(browser, stack, ADMIN);
    log(`front end: seeding ${LIST_DEALS} deals for ${MEMBER}…`);
    await seedFor(stack, MEMBER, LIST_DEALS);

    // 1. First-load JavaScript.
    log('front end: recording the JavaScript of the sign-in page, the deals page and the admin page…');
    const shellOrigin = new URL(stack.urls.shell).origin;
    const signInFiles = await recordVisit(browser, stack.urls.shell, undefined, async (page) => {
      await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).waitFor({ timeout: 30_000 });
    });
    // Everything the sign-in page loads counts, whatever its origin (remotes should load none).
    const shellFirstLoad = signInFiles;
    const signInOther = signInFiles.filter((file) => file.origin !== shellOrigin);
    const dealsVisit: Visit = {
      page: '/deals (member, 500 deals)',
      files: await recordVisit(browser, `${stack.urls.shell}/deals`, memberState, async (page) => {
        await waitForMark(page, 'listRow');
        await page.getByRole('region', { name: 'DEALS BY STAGE' }).locator('svg').first().waitFor({ timeout: 30_000 });
      }),
    };
    const adminVisit: Visit = {
      page: '/admin (demo-admin)',
      files: await recordVisit(browser, `${stack.urls.shell}/admin`, adminState, async (page) => {
        await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor({ timeout: 30_000 });
        await page.getByTestId('deal-status-chart').locator('svg').first().waitFor({ timeout: 30_000 });
      }),
    };
    const remotes = [
      classifyRemote(root, stack, 'mfe-deals', dealsVisit),
      classifyRemote(root, stack, 'mfe-admin', adminVisit),
    ];

    // 2. Time to first deal row.
    log(`front end: time to first deal row, ${runs} run(s)…`);
    const firstRows: FirstRowRun[] = [];
    for (let i = 0; i < runs; i += 1) firstRows.push(await firstRowRun(browser, stack, memberState));

    // 3. Pipeline with 5,000 deals.
    log(`front end: seeding ${PIPELINE_DEALS} deals for ${PIPELINE_MEMBER}…`);
    await seedFor(stack, PIPELINE_MEMBER, PIPELINE_DEALS);
    log(`front end: pipeline with ${PIPELINE_DEALS} deals, ${runs} run(s)…`);
    const pipelines: PipelineRun[] = [];
    for (let i = 0; i < runs; i += 1) pipelines.push(await pipelineRun(browser, stack, pipelineState));

    const section = report({
      root,
      stack,
      runs,
      load: [loadBefore, loadavg()[0]!],
      shellFirstLoad,
      signInOther,
      remotes,
      firstRows,
      pipelines,
    });
    log(`front end: done in ${Math.round((Date.now() - started) / 1000)} s`);
    return section;
  } finally {
    await browser?.close().catch(() => undefined);
    await stack?.stop().catch((error: unknown) => log(`front end: stopping the stack: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
