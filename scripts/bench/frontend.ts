import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { countRequestsInFlight, launchBrowser, networkQuiet, signInAs } from '../../e2e/support/browser';
import { seedDeals, type SeedDeal } from '../../gateway/test/support/seed';
import { buildFrontends } from '../stack/frontends';
import { startStack, type Stack } from '../stack/stack';
import {
  describeChunk,
  distJsTotal,
  KIB,
  parseRemoteEntry,
  recordJs,
  remoteRoleOf,
  sumOf,
  transferredOf,
  type JsFile,
  type RemoteRole,
} from './frontend-bundles';
import {
  CLICK_PIPELINE_TAB,
  INIT_SCRIPT,
  READ_TIMINGS,
  scrollScript,
  type PageTimings,
  type ScrollResult,
} from './frontend-page';
import { median, percentile, type BenchLog, type BenchSection, type BudgetRow } from './types';

/** BRIEF §9, front end. */
export const FRONTEND_BUDGETS = {
  shellFirstLoadKiB: 150,
  remoteFirstPageKiB: 200,
  firstDealRowMs: 1000,
  /** What "renders and scrolls without jank" is taken to mean here. */
  pipeline: { renderMs: 1000, p95FrameMs: 50, longestScrollTaskMs: 200, blankFrames: 0 },
} as const;

const LIST_DEALS = 500;
const PIPELINE_DEALS = 5000;
const SCROLL_MS = 3000;
const SCROLL_STEP_PX = 60;
const VIEWPORT = { width: 1366, height: 860 };
const MEMBER = 'bench-member';
const PIPELINE_MEMBER = 'bench-pipeline';
const ADMIN = 'demo-admin';

const STAGES = ['Qualification', 'Needs Analysis', 'Lender Submission', 'Proposal', 'Signed Proposal', 'Underwriting'];
const STATUSES = ['Open', 'Under Review', 'Open', 'Closed'];
const PROPERTY_TYPES = ['Multifamily', 'Retail', 'Office', 'Industrial', 'Hospitality', 'Mixed Use', 'Self Storage'];
const DEAL_TYPES = ['Acquisition', 'Refinance', 'Construction', 'Bridge'];
const DAY_MS = 24 * 60 * 60 * 1000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type App = 'shell' | 'mfe-deals' | 'mfe-admin';

/** A varied deal, spread over the six pipeline stages and the last year. */
export function benchDeal(i: number, now: number): SeedDeal {
  const createdAt = new Date(now - (i % 365) * DAY_MS - i * 1000);
  return {
    stage: STAGES[i % STAGES.length]!,
    status: STATUSES[i % STATUSES.length]!,
    propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length]!,
    dealType: DEAL_TYPES[i % DEAL_TYPES.length]!,
    loanRequest: `$${(1 + (i % 37) / 4).toFixed(2)}M`,
    contactFirstName: 'Client',
    contactLastName: `No. ${i + 1}`,
    contactName: `Client No. ${i + 1}`,
    contactEmail: `client${i + 1}@bench.example`,
    propertyAddress: `${i + 1} Bench Street, Springfield`,
    sponsorNetWorth: '$12M',
    sponsorLiquidity: '$2M',
    additionalInformation: i % 3 === 0 ? 'Stabilised asset, quick close wanted.' : null,
    createdAt,
    updatedAt: createdAt,
  };
}

async function seedFor(stack: Stack, username: string, count: number): Promise<void> {
  const c = stack.gateway.container;
  const user = await c.repositories.users.findByUsername(username);
  if (!user) throw new Error(`${username} has not signed in`);
  const now = Date.now();
  await seedDeals(
    c,
    Array.from({ length: count }, (_, i) => ({ owner: user, fields: benchDeal(i, now) })),
  );
}

/** Signs in through the sandbox Discord once and keeps the session (the token in localStorage). */
async function signedInState(browser: Browser, stack: Stack, username: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await signInAs(page, stack.urls.shell, username);
    await page.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function benchPage(browser: Browser, state?: StorageState): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', storageState: state });
  countRequestsInFlight(context);
  const page = await context.newPage();
  await page.addInitScript({ content: INIT_SCRIPT });
  return { context, page };
}

async function timings(page: Page): Promise<PageTimings> {
  return (await page.evaluate(READ_TIMINGS)) as PageTimings;
}

async function waitForMark(page: Page, mark: 'listRow' | 'pipelineRow', timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    `(() => { const m = window.__bench && window.__bench.marks.${mark}; return !!m && m.frame !== null && m.idle !== null; })()`,
    undefined,
    { timeout, polling: 50 },
  );
}

// ---------------------------------------------------------------------------------------------
// 1. First-load JavaScript

type Visit = { page: string; files: JsFile[] };

type RemoteFigures = {
  app: App;
  page: string;
  byRole: Record<RemoteRole, JsFile[]>;
  shellOrigin: JsFile[];
};

async function recordVisit(
  browser: Browser,
  url: string,
  state: StorageState | undefined,
  ready: (page: Page) => Promise<void>,
): Promise<JsFile[]> {
  const { context, page } = await benchPage(browser, state);
  try {
    const recorder = recordJs(page);
    await page.goto(url);
    await ready(page);
    await networkQuiet(page, { timeoutMs: 30_000 });
    return await recorder.stop();
  } finally {
    await context.close();
  }
}

function originsOf(stack: Stack): Record<string, App> {
  return {
    [new URL(stack.urls.shell).origin]: 'shell',
    [new URL(stack.urls.mfeDeals).origin]: 'mfe-deals',
    [new URL(stack.urls.mfeAdmin).origin]: 'mfe-admin',
  };
}

function classifyRemote(root: string, stack: Stack, app: 'mfe-deals' | 'mfe-admin', visit: Visit): RemoteFigures {
  const origins = originsOf(stack);
  const map = parseRemoteEntry(readFileSync(join(root, app, 'dist', 'remoteEntry.js'), 'utf8'));
  const byRole: Record<RemoteRole, JsFile[]> = { entry: [], exposed: [], shared: [], lazy: [] };
  for (const file of visit.files) {
    if (origins[file.origin] === app) byRole[remoteRoleOf(file.file, map)].push(file);
  }
  if (byRole.entry.length !== 1 || byRole.exposed.length === 0) {
    throw new Error(
      `${app}: ${visit.page} did not load remoteEntry.js and the exposed module from the remote's origin`,
    );
  }
  return {
    app,
    page: visit.page,
    byRole,
    shellOrigin: visit.files.filter((file) => origins[file.origin] === 'shell'),
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Time to first deal row

type FirstRowTimes = {
  rowFrame: number;
  dealsStart: number | null;
  dealsResponseEnd: number | null;
  domContentLoaded: number | null;
};
type FirstRowRun = { cold: FirstRowTimes; warm: FirstRowTimes };

async function firstRowRun(browser: Browser, stack: Stack, state: StorageState): Promise<FirstRowRun> {
  const { context, page } = await benchPage(browser, state);
  try {
    const measure = async () => {
      await page.goto(`${stack.urls.shell}/deals`, { waitUntil: 'commit' });
      await waitForMark(page, 'listRow');
      const t = await timings(page);
      return {
        rowFrame: t.bench.marks.listRow!.frame!,
        dealsStart: t.dealsStart,
        dealsResponseEnd: t.dealsResponseEnd,
        domContentLoaded: t.domContentLoaded,
      };
    };
    // A new context has an empty HTTP cache: the first visit loads every script; the second
    // navigation finds the hashed chunks cached (remoteEntry.js and runtime-config are revalidated).
    const cold = await measure();
    await networkQuiet(page, { timeoutMs: 30_000 });
    const warm = await measure();
    return { cold, warm };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Pipeline with 5,000 deals

type PipelineRun = {
  listRowFrame: number;
  renderMs: number;
  idleMs: number;
  longestRenderTaskMs: number;
  scroll: ScrollResult;
};

async function pipelineRun(browser: Browser, stack: Stack, state: StorageState): Promise<PipelineRun> {
  const { context, page } = await benchPage(browser, state);
  try {
    await page.goto(`${stack.urls.shell}/deals`, { waitUntil: 'commit' });
    await waitForMark(page, 'listRow', 60_000);
    // Let the dashboard's lazily loaded charts finish so they do not overlap the pipeline.
    await page
      .getByRole('region', { name: 'DEALS BY STAGE' })
      .locator('svg')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await networkQuiet(page, { timeoutMs: 30_000 });
    await page.waitForTimeout(300);
    const clickAt = (await page.evaluate(CLICK_PIPELINE_TAB)) as number;
    await waitForMark(page, 'pipelineRow');
    await page.waitForTimeout(300);
    const t = await timings(page);
    const mark = t.bench.marks.pipelineRow!;
    const renderTasks = t.bench.longTasks.filter((task) => task.start >= clickAt - 1 && task.start <= mark.idle!);
    const scroll = (await page.evaluate(scrollScript(SCROLL_MS, SCROLL_STEP_PX))) as ScrollResult;
    return {
      listRowFrame: t.bench.marks.listRow!.frame!,
      renderMs: mark.frame! - clickAt,
      idleMs: Math.max(mark.idle!, ...renderTasks.map((task) => task.start + task.duration)) - clickAt,
      longestRenderTaskMs: Math.max(0, ...renderTasks.map((task) => task.duration)),
      scroll,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Markdown

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KB`;
const ms = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : `${Math.round(value)} ms`;
/** The median of a figure over runs, formatted (runs without it are left out). */
function medianOf<T>(runs: readonly T[], figure: (run: T) => number | null): string {
  return ms(median(runs.map(figure).filter((value): value is number => value !== null)));
}
const yes = (met: boolean) => (met ? 'yes' : '**no**');

function fileRows(files: readonly JsFile[], distDir: string, limit = 20): string[] {
  return files
    .slice(0, limit)
    .map(
      (file) => `| \`${file.file}\` | ${kib(file.bytes)} | ${kib(file.gzip)} | ${describeChunk(distDir, file.file)} |`,
    );
}

function totalCell(files: readonly JsFile[]): string {
  const transferred = transferredOf(files);
  return `${files.length} | ${kib(sumOf(files, 'bytes'))} | **${kib(sumOf(files, 'gzip'))}** | ${
    transferred === null ? '–' : kib(transferred)
  }`;
}

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

function report(input: {
  root: string;
  stack: Stack;
  runs: number;
  /** 1-minute load average before and after the run. */
  load: [number, number];
  shellFirstLoad: JsFile[];
  signInOther: JsFile[];
  remotes: RemoteFigures[];
  firstRows: FirstRowRun[];
  pipelines: PipelineRun[];
}): BenchSection {
  const { root, shellFirstLoad, signInOther, remotes, firstRows, pipelines, load } = input;
  const B = FRONTEND_BUDGETS;
  const budgets: BudgetRow[] = [];
  const md: string[] = [
    '### Front end',
    '',
    `Everything runs on this machine: ${cpus().length} CPU cores shared by headless Chromium, the gateway, the`,
    `embedded FerretDB and the static servers (1-minute load average ${load[0].toFixed(1)} before the run,`,
    `${load[1].toFixed(1)} after; other work on the machine slows every timing below).`,
    '',
  ];

  // 1. First-load JavaScript.
  const shellGzip = sumOf(shellFirstLoad, 'gzip');
  const shellMet = shellGzip < B.shellFirstLoadKiB * KIB;
  budgets.push({
    budget: `Shell first-load JS < ${B.shellFirstLoadKiB} KB gzip`,
    measured: kib(shellGzip),
    met: shellMet,
    note: 'everything the sign-in page loads, shared react/react-dom/react-router included',
  });
  md.push(
    '#### First-load JavaScript',
    '',
    'Measured in Chromium against the production builds as `npm start` serves them: every script response',
    "is recorded (`page.on('response')`), its decoded body gzipped with node:zlib at the default level (6, the",
    'level the static server sends) and attributed to the app by origin (each remote has its own port).',
    'KB = 1,024 bytes. "Transferred" is what Chromium reports as received (a cross-check).',
    '',
    '| what | files | raw | gzip | transferred | budget | met |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| shell, sign-in page (first load, shared singletons included) | ${totalCell(shellFirstLoad)} | < ${B.shellFirstLoadKiB} KB | ${yes(shellMet)} |`,
  );
  for (const remote of remotes) {
    const first = [...remote.byRole.entry, ...remote.byRole.exposed];
    const gzip = sumOf(first, 'gzip');
    const met = gzip < B.remoteFirstPageKiB * KIB;
    budgets.push({
      budget: `${remote.app} first page < ${B.remoteFirstPageKiB} KB gzip beyond shared modules`,
      measured: kib(gzip),
      met,
      note: `remoteEntry.js + the exposed module's chunks on ${remote.page}; lazy chunks ${kib(sumOf(remote.byRole.lazy, 'gzip'))} more`,
    });
    md.push(
      `| ${remote.app}, first page ${remote.page}: remoteEntry.js + exposed module | ${totalCell(first)} | < ${B.remoteFirstPageKiB} KB | ${yes(met)} |`,
      `| ${remote.app}, loaded lazily on that page (charts…) | ${totalCell(remote.byRole.lazy)} | | |`,
      `| ${remote.app}, its own copies of shared modules loaded | ${totalCell(remote.byRole.shared)} | | |`,
    );
  }
  const shellFirstNames = new Set(shellFirstLoad.map((file) => file.file));
  const signedInExtra = remotes[0]!.shellOrigin.filter((file) => !shellFirstNames.has(file.file));
  md.push(`| shell, more on the signed-in deals page | ${totalCell(signedInExtra)} | | |`);
  if (signInOther.length > 0) {
    md.push(`| of which from other origins than the shell's (included above) | ${totalCell(signInOther)} | | |`);
  }
  md.push('');
  for (const app of ['shell', 'mfe-deals', 'mfe-admin'] as const) {
    const all = distJsTotal(join(root, app, 'dist'));
    md.push(
      `- ${app}: the build emits ${all.files} .js files, ${kib(all.gzip)} gzip in all (what no single page loads).`,
    );
  }
  md.push(
    "- A remote's chunks are told apart by its `remoteEntry.js`: the container's module map names the chunks of the",
    '  exposed module, the share-scope registrations and consume fallbacks name the shared modules, and anything',
    '  else is loaded later by the remote itself (`React.lazy`).',
    "- What keeps the shell's first load small: react-router-dom is shared as `shell/federation/react-router-dom.mjs`,",
    '  the declarative API the apps use (~14 KB gzip), instead of all of react-router 7 (~61 KB: data routers,',
    '  framework mode, server rendering); the signed-in frame, its pages and react-hot-toast are a chunk of their',
    '  own (`SignedInRoutes`), which a visitor with a session starts fetching at once. What is left is react-dom,',
    '  the Module Federation runtime (`main.js`), react-query, styled-components and the sign-in page itself.',
    '',
    'Shell first load, file by file (contents from the source maps, by original source size):',
    '',
    '| file | raw | gzip | holds |',
    '|---|---:|---:|---|',
    ...fileRows(shellFirstLoad, join(root, 'shell', 'dist')),
    '',
  );
  for (const remote of remotes) {
    const files = [...remote.byRole.entry, ...remote.byRole.exposed, ...remote.byRole.lazy].sort(
      (a, b) => b.gzip - a.gzip,
    );
    md.push(
      `${remote.app} on ${remote.page}, file by file:`,
      '',
      '| file | raw | gzip | holds |',
      '|---|---:|---:|---|',
      ...files.map((file) => {
        const role = remoteRoleOf(
          file.file,
          parseRemoteEntry(readFileSync(join(root, remote.app, 'dist', 'remoteEntry.js'), 'utf8')),
        );
        return `| \`${file.file}\` (${role === 'lazy' ? 'lazy' : 'first page'}) | ${kib(file.bytes)} | ${kib(file.gzip)} | ${describeChunk(join(root, remote.app, 'dist'), file.file)} |`;
      }),
      '',
    );
  }

  // 2. Time to first deal row.
  const cold = firstRows.map((run) => run.cold.rowFrame);
  const warm = firstRows.map((run) => run.warm.rowFrame);
  const coldMedian = median(cold);
  const rowMet = coldMedian < B.firstDealRowMs;
  budgets.push({
    budget: `First deal row visible < ${B.firstDealRowMs / 1000} s (loopback)`,
    measured: `${ms(coldMedian)} (cold cache), ${ms(median(warm))} (warm)`,
    met: rowMet,
    note: `median of ${firstRows.length}; ${LIST_DEALS} deals; navigation start to the first row painted`,
  });
  md.push(
    '#### Time to first deal row',
    '',
    `A member with ${LIST_DEALS} deals, already signed in (the token in localStorage, restored as storage state`,
    'in a new browser context for each run, so signing in is not timed). Time from navigation start of',
    '`/deals` until the first deal row (a list item showing DL-yyyy-nnnnnn) is on screen: a MutationObserver',
    'installed before any page script (`addInitScript`) notes the row entering the page, and the row counts as',
    'visible once the next frame has been painted (a message posted from `requestAnimationFrame`); times are',
    "the page's `performance.now()`. Cold: a new context, empty HTTP cache. Warm: the same page navigated",
    'again (hashed chunks cached; remoteEntry.js and runtime-config.json revalidated).',
    '',
    '| run | cold: DOMContentLoaded | cold: GET /deals sent | cold: GET /deals done | cold: first row | warm: GET /deals sent | warm: GET /deals done | warm: first row |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...firstRows.map(
      (run, i) =>
        `| ${i + 1} | ${ms(run.cold.domContentLoaded)} | ${ms(run.cold.dealsStart)} | ${ms(run.cold.dealsResponseEnd)} | ${ms(run.cold.rowFrame)} | ${ms(run.warm.dealsStart)} | ${ms(run.warm.dealsResponseEnd)} | ${ms(run.warm.rowFrame)} |`,
    ),
    `| **median** | ${medianOf(firstRows, (r) => r.cold.domContentLoaded)} | ${medianOf(firstRows, (r) => r.cold.dealsStart)} | ${medianOf(firstRows, (r) => r.cold.dealsResponseEnd)} | **${ms(coldMedian)}** | ${medianOf(firstRows, (r) => r.warm.dealsStart)} | ${medianOf(firstRows, (r) => r.warm.dealsResponseEnd)} | **${ms(median(warm))}** |`,
    '',
    `Budget: cold-cache median under ${B.firstDealRowMs} ms — ${rowMet ? 'met' : '**missed**'}.`,
    '',
    `Where the time goes (cold medians): the first page of GET /deals (50 of ${LIST_DEALS} deals) is sent at`,
    `${medianOf(firstRows, (r) => r.cold.dealsStart)} and answered by ${medianOf(firstRows, (r) => r.cold.dealsResponseEnd)}; the page paints the first row ${ms(
      median(firstRows.map((r) => r.cold.rowFrame - (r.cold.dealsResponseEnd ?? Number.NaN))),
    )} after it. The request`,
    "starts as soon as /auth/me and the deals remote's small preload module are in (both are fetched at once);",
    "the page's own chunks are fetched once it is on its way and the bell's calls once it has been answered;",
    'later pages load as the member scrolls.',
    '',
  );

  // 3. Pipeline.
  const P = B.pipeline;
  const allIntervals = pipelines.flatMap((run) => run.scroll.intervals);
  const perRun = pipelines.map((run) => ({
    render: run.renderMs,
    idle: run.idleMs,
    medianFrame: median(run.scroll.intervals),
    p95Frame: percentile(run.scroll.intervals, 95),
    longFrames: run.scroll.intervals.filter((interval) => interval > 50).length,
    longestTask: Math.max(0, ...run.scroll.longTasks),
  }));
  const renderMedian = median(perRun.map((run) => run.render));
  const p95Median = median(perRun.map((run) => run.p95Frame));
  const worstTask = Math.max(0, ...perRun.map((run) => run.longestTask));
  const blank = Math.max(0, ...pipelines.map((run) => run.scroll.blankFrames));
  const maxRows = Math.max(0, ...pipelines.map((run) => run.scroll.maxRowsInDom));
  const pipelineMet =
    renderMedian <= P.renderMs &&
    p95Median <= P.p95FrameMs &&
    worstTask <= P.longestScrollTaskMs &&
    blank <= P.blankFrames &&
    maxRows < PIPELINE_DEALS / 10;
  budgets.push({
    budget: `${PIPELINE_DEALS.toLocaleString('en-US')}-deal pipeline renders and scrolls without jank`,
    measured: `render ${ms(renderMedian)}, scroll p95 frame ${ms(p95Median)}, longest task while scrolling ${ms(worstTask)}`,
    met: pipelineMet,
    note: `jank = tab click to first row > ${P.renderMs} ms, p95 frame > ${P.p95FrameMs} ms, a long task > ${P.longestScrollTaskMs} ms while scrolling, or a blank frame`,
  });
  md.push(
    `#### Pipeline with ${PIPELINE_DEALS.toLocaleString('en-US')} deals`,
    '',
    `A member with ${PIPELINE_DEALS.toLocaleString('en-US')} deals spread evenly over the six pipeline stages. Each run opens`,
    "`/deals` in a new context, waits for the list and the dashboard's charts, then clicks **Deal Pipeline** (from",
    'inside the page, so the click time is exact) and times the frame that paints the first pipeline row and the',
    'first idle period after it (`requestIdleCallback`, or the end of a later long task). Then every virtualised',
    `stage table is scrolled in turn for ${SCROLL_MS / 1000} s in all: brought into view, then ${SCROLL_STEP_PX} px further on every`,
    'animation frame (a fast, steady scroll), while every frame time (`requestAnimationFrame`) and every long task',
    "(`PerformanceObserver('longtask')`, > 50 ms) is recorded. A frame is blank when the middle of the visible",
    "table shows the virtualiser's spacer instead of a row.",
    '',
    `**Jank** here: the first pipeline row later than ${P.renderMs} ms after the click, a 95th-percentile frame interval`,
    `above ${P.p95FrameMs} ms (under 20 fps), any long task above ${P.longestScrollTaskMs} ms while scrolling, or any blank frame.`,
    '',
    '| run | list: first row | pipeline: first row | pipeline: idle | frames | median frame | p95 frame | frames > 50 ms | long tasks while scrolling | longest | rows in page (max) | blank frames |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...pipelines.map((run, i) => {
      const r = perRun[i]!;
      return `| ${i + 1} | ${ms(run.listRowFrame)} | ${ms(r.render)} | ${ms(r.idle)} | ${run.scroll.frames} | ${r.medianFrame.toFixed(1)} ms | ${r.p95Frame.toFixed(1)} ms | ${r.longFrames} | ${run.scroll.longTasks.length} | ${ms(r.longestTask)} | ${run.scroll.maxRowsInDom} | ${run.scroll.blankFrames} |`;
    }),
    `| **median** | ${ms(median(pipelines.map((run) => run.listRowFrame)))} | **${ms(renderMedian)}** | ${ms(median(perRun.map((r) => r.idle)))} | ${median(pipelines.map((run) => run.scroll.frames))} | ${median(perRun.map((r) => r.medianFrame)).toFixed(1)} ms | **${p95Median.toFixed(1)} ms** | ${median(perRun.map((r) => r.longFrames))} | ${median(pipelines.map((run) => run.scroll.longTasks.length))} | ${ms(median(perRun.map((r) => r.longestTask)))} | ${maxRows} | ${blank} |`,
    '',
    `All runs together: ${allIntervals.length} frame intervals, p95 ${percentile(allIntervals, 95).toFixed(1)} ms, p99 ${percentile(allIntervals, 99).toFixed(1)} ms, ${allIntervals.filter((interval) => interval > 50).length} over 50 ms. "list: first row" is navigation to the first row of the`,
    `Deal List tab, which shows all ${PIPELINE_DEALS.toLocaleString('en-US')} deals (not part of this budget; for reference).`,
    '',
    `Budget: ${pipelineMet ? 'met' : '**missed**'}. Headless Chromium (software rendering, \`--disable-gpu\`), 2 CPU cores shared`,
    "with the gateway and the database; the page's frame rate is capped at 60 fps (16.7 ms).",
    '',
  );

  return { markdown: md.join('\n'), budgets };
}
