import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { networkQuiet } from '../stack/browser';
import type { Stack } from '../stack/stack';
import { benchPage, timings, waitForMark, type StorageState } from './frontend-browser';
import { parseRemoteEntry, remoteRoleOf, type JsFile, type RemoteRole } from './frontend-bundles';
import { CLICK_PIPELINE_TAB, scrollScript, type ScrollResult } from './frontend-page';
import { SCROLL_MS, SCROLL_STEP_PX } from './frontend-plan';

export type App = 'shell' | 'mfe-deals' | 'mfe-admin';

// ---------------------------------------------------------------------------------------------
// 1. First-load JavaScript

export type Visit = { page: string; files: JsFile[] };

export type RemoteFigures = {
  app: App;
  page: string;
  byRole: Record<RemoteRole, JsFile[]>;
  shellOrigin: JsFile[];
};

function originsOf(stack: Stack): Record<string, App> {
  return {
    [new URL(stack.urls.shell).origin]: 'shell',
    [new URL(stack.urls.mfeDeals).origin]: 'mfe-deals',
    [new URL(stack.urls.mfeAdmin).origin]: 'mfe-admin',
  };
}

export function classifyRemote(
  root: string,
  stack: Stack,
  app: 'mfe-deals' | 'mfe-admin',
  visit: Visit,
): RemoteFigures {
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

export type FirstRowTimes = {
  rowFrame: number;
  dealsStart: number | null;
  dealsResponseEnd: number | null;
  domContentLoaded: number | null;
};
export type FirstRowRun = { cold: FirstRowTimes; warm: FirstRowTimes };

export async function firstRowRun(browser: Browser, stack: Stack, state: StorageState): Promise<FirstRowRun> {
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

export type PipelineRun = {
  listRowFrame: number;
  renderMs: number;
  idleMs: number;
  longestRenderTaskMs: number;
  scroll: ScrollResult;
};

export async function pipelineRun(browser: Browser, stack: Stack, state: StorageState): Promise<PipelineRun> {
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
