// Scripts the benchmark runs inside the page. They are plain JavaScript strings so the bench needs
// no DOM types; every time is `performance.now()` of the page, i.e. milliseconds since the
// navigation started.

/** What the init script collects in `window.__bench`. */
export type PageMark = {
  /** When a matching row was first in the document (outside any [hidden] element). */
  inDom: number;
  /** When the next frame after that had been painted: the row is on screen. */
  frame: number | null;
  /** The first idle period of the main thread after the row (requestIdleCallback). */
  idle: number | null;
};

export type PageBench = {
  marks: Partial<Record<'listRow' | 'pipelineRow', PageMark>>;
  longTasks: { start: number; duration: number }[];
  clickAt?: number;
};

/**
 * Installed with addInitScript before any of the page's own scripts: a long-task observer and a
 * MutationObserver that notes when the first deal row (a list item, or a pipeline table row,
 * showing a deal number DL-yyyy-nnnnnn) appears.
 */
export const INIT_SCRIPT = `(() => {
  if (window.__bench) return;
  const bench = { marks: {}, longTasks: [] };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const DEAL_ID = /DL-\\d{4}-\\d{6}/;
  const watches = [
    { name: 'listRow', selector: 'li' },
    { name: 'pipelineRow', selector: 'section[aria-label$=" stage"] tbody tr' },
  ];
  // No layout is forced here (that would move the page's own work into the observer): a row
  // counts once it is in the document outside any [hidden] part; it is visible when the frame
  // after it has been painted (a message posted from requestAnimationFrame runs after the paint).
  const afterNextPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  const check = () => {
    for (const watch of watches) {
      if (bench.marks[watch.name]) continue;
      for (const element of document.querySelectorAll(watch.selector)) {
        if (!DEAL_ID.test(element.textContent || '') || element.closest('[hidden]')) continue;
        const mark = { inDom: performance.now(), frame: null, idle: null };
        bench.marks[watch.name] = mark;
        afterNextPaint((time) => { mark.frame = time; });
        const idle = () => { mark.idle = performance.now(); };
        if (window.requestIdleCallback) requestIdleCallback(idle, { timeout: 10000 });
        else setTimeout(idle, 0);
        break;
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** Reads `window.__bench` plus the navigation and the first GET /deals page's timings. */
export const READ_TIMINGS = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const deals = performance
    .getEntriesByType('resource')
    .filter((entry) => /\\/(admin\\/)?deals(\\?|$)/.test(new URL(entry.name).pathname + new URL(entry.name).search))
    .filter((entry) => entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest');
  const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script');
  return {
    bench: window.__bench,
    documentResponseEnd: nav ? nav.responseEnd : null,
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
    // The first page's request: later pages load as the list scrolls.
    dealsStart: deals.length ? Math.min(...deals.map((entry) => entry.startTime)) : null,
    dealsResponseEnd: deals.length ? [...deals].sort((a, b) => a.startTime - b.startTime)[0].responseEnd : null,
    scriptsEnd: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null,
  };
})()`;

export type PageTimings = {
  bench: PageBench;
  documentResponseEnd: number | null;
  domContentLoaded: number | null;
  dealsStart: number | null;
  dealsResponseEnd: number | null;
  scriptsEnd: number | null;
};

/** Clicks the 'Deal Pipeline' tab from inside the page and returns the click time. */
export const CLICK_PIPELINE_TAB = `(() => {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => /Deal Pipeline/.test(element.textContent || ''));
  if (!tab) throw new Error('no Deal Pipeline tab');
  window.__bench.clickAt = performance.now();
  tab.click();
  return window.__bench.clickAt;
})()`;

export type ScrollResult = {
  start: number;
  end: number;
  sections: number;
  frames: number;
  intervals: number[];
  longTasks: number[];
  /** Deal rows (one tbody each) in the page at most while scrolling: proves virtualisation. */
  maxRowsInDom: number;
  /** Frames whose scroller showed the spacer instead of a row in the middle of its viewport. */
  blankFrames: number;
  scrolledPx: number;
};

/**
 * Scrolls each virtualised stage table in turn for `durationMs` in total (brought into view,
 * then `stepPx` further every animation frame, wrapping at the end), recording every frame's
 * timestamp and the long tasks that started meanwhile.
 */
export function scrollScript(durationMs: number, stepPx: number): string {
  return `(async () => {
  const durationMs = ${durationMs};
  const stepPx = ${stepPx};
  const bench = window.__bench;
  const scrollers = [...document.querySelectorAll('section[aria-label$=" stage"] [data-virtualized="true"]')];
  if (scrollers.length === 0) throw new Error('no virtualised stage table in the page');
  const perScroller = durationMs / scrollers.length;
  const frames = [];
  let maxRowsInDom = 0;
  let blankFrames = 0;
  let scrolledPx = 0;
  let current = -1;
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      frames.push(now);
      const elapsed = now - start;
      if (elapsed >= durationMs) { resolve(); return; }
      const index = Math.min(scrollers.length - 1, Math.floor(elapsed / perScroller));
      const scroller = scrollers[index];
      if (index !== current) {
        current = index;
        scroller.scrollIntoView({ block: 'center' });
      } else {
        const box = scroller.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 24, box.top + box.height / 2 + 20);
        if (!hit || !hit.closest('tbody[data-index]')) blankFrames += 1;
        const max = scroller.scrollHeight - scroller.clientHeight;
        const next = scroller.scrollTop + stepPx > max ? 0 : scroller.scrollTop + stepPx;
        scrolledPx += Math.abs(next - scroller.scrollTop);
        scroller.scrollTop = next;
      }
      maxRowsInDom = Math.max(maxRowsInDom, document.querySelectorAll('section[aria-label$=" stage"] tbody[data-index]').length);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const end = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 250));
  const intervals = frames.slice(1).map((time, i) => time - frames[i]);
  const longTasks = bench.longTasks.filter((task) => task.start >= start && task.start < end).map((task) => task.duration);
  return { start, end, sections: scrollers.length, frames: frames.length, intervals, longTasks, maxRowsInDom, blankFrames, scrolledPx };
})()`;
}
