import { cpus } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Stack } from '../stack/stack';
import {
  describeChunk,
  distJsTotal,
  KIB,
  parseRemoteEntry,
  remoteRoleOf,
  sumOf,
  transferredOf,
  type JsFile,
} from './frontend-bundles';
import { FRONTEND_BUDGETS, LIST_DEALS, PIPELINE_DEALS, SCROLL_MS, SCROLL_STEP_PX } from './frontend-plan';
import type { FirstRowRun, PipelineRun, RemoteFigures } from './frontend-runs';
import { median, percentile, type BenchSection, type BudgetRow } from './types';

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

/** The front end's section of docs/performance.md and its budget rows. */
export function report(input: {
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
    "- What keeps the shell's first load small: react-router-dom is shared as `web-kit/build/react-router-dom.mjs`,",
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
