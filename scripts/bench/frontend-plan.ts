/** What the front-end bench measures, on how much data, and the budgets it holds the figures to. */

/** The front-end budgets (docs/performance.md#budgets). */
export const FRONTEND_BUDGETS = {
  shellFirstLoadKiB: 150,
  remoteFirstPageKiB: 200,
  firstDealRowMs: 1000,
  /** What "renders and scrolls without jank" is taken to mean here. */
  pipeline: { renderMs: 1000, p95FrameMs: 50, longestScrollTaskMs: 200, blankFrames: 0 },
} as const;

export const LIST_DEALS = 500;
export const PIPELINE_DEALS = 5000;
export const SCROLL_MS = 3000;
export const SCROLL_STEP_PX = 60;
export const VIEWPORT = { width: 1366, height: 860 };
export const MEMBER = 'bench-member';
export const PIPELINE_MEMBER = 'bench-pipeline';
export const ADMIN = 'demo-admin';
