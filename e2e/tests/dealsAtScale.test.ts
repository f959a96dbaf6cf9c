import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRecord } from '../../gateway/src/features/deals/model';
import { seedDeals } from '../../gateway/test/support/seed';
import { artifactsDir, launchBrowser, newContext, screenshot, signInAs } from '../support/browser';
import { startE2eStack, type E2eStack } from '../support/stack';

const DEALS = 2_000;
const STAGE = 'Proposal';

/** What the page's fetch saw: each deals request, and whether the deals page was on screen when it started. */
type DealsFetch = { url: string; pageRendered: boolean };

/** Records every GET /deals… the page starts, before any of the page's own scripts run. */
async function recordDealsFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { url: string; pageRendered: boolean }[] = [];
    (window as unknown as { dealsFetches: typeof seen }).dealsFetches = seen;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, window.location.href).pathname.endsWith('/deals')) {
        // The deals page's heading is mfe-deals' first element on screen.
        seen.push({ url, pageRendered: document.getElementById('deals-title') !== null });
      }
      return original(input, init);
    };
  });
}

const dealsFetches = (page: Page) =>
  page.evaluate(() => (window as unknown as { dealsFetches: DealsFetch[] }).dealsFetches);

/** The list's first page: GET /deals?limit=50 with neither a cursor nor a stage. */
const isFirstListPage = (fetch: DealsFetch) => {
  const url = new URL(fetch.url);
  return url.pathname.endsWith('/deals') && url.searchParams.get('limit') === '50' && url.search === '?limit=50';
};

/** Browser tests of a member with a large book: the cold first load, and scrolling to the end. */
describe('deals at scale in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  let seeded: DealRecord[];

  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await launchBrowser();
    // The member exists once signed in; then 2,000 deals in one stage, one insert (rollups kept).
    const first = await (await newContext(browser)).newPage();
    await signInAs(first, stack.urls.shell, 'demo-member');
    await first.context().close();
    const c = stack.gateway.container;
    const member = await c.repositories.users.findByUsername('demo-member');
    if (!member) throw new Error('demo-member was not created by signing in');
    const start = Date.UTC(2026, 0, 1);
    seeded = await seedDeals(
      c,
      Array.from({ length: DEALS }, (_, i) => ({
        owner: member,
        fields: {
          stage: STAGE,
          propertyAddress: `${i + 1} Scale Street`,
          createdAt: new Date(start + i * 60_000),
        },
      })),
    );
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.dispose();
  });

  it('asks for the first deals page once, as soon as the user is known, before the deals remote renders', async () => {
    const page = await (await newContext(browser)).newPage();
    await recordDealsFetches(page);
    // Hold /auth/me until the deals remote's scripts have arrived: the page could then render at
    // once, so only a request started on sign-in (not by the page) goes out before it.
    let pending = 0;
    let remoteSeen = false;
    const isRemote = (url: string) => url.startsWith(stack.urls.mfeDeals);
    page.on('request', (request) => {
      if (!isRemote(request.url())) return;
      remoteSeen = true;
      pending++;
    });
    const settle = (request: { url(): string }) => {
      if (isRemote(request.url())) pending--;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.route(`${stack.urls.gateway}/auth/me`, async (route) => {
      await expect
        .poll(() => remoteSeen && pending === 0, { timeout: 30_000, interval: 100 })
        .toBe(true)
        .catch(() => undefined);
      await route.continue();
    });

    await signInAs(page, stack.urls.shell, 'demo-member');
    const firstRow = page.getByRole('list', { name: 'Deals', exact: true }).getByRole('listitem').first();
    await firstRow.waitFor({ state: 'visible', timeout: 60_000 });
    await expect(firstRow.textContent()).resolves.toContain(`${DEALS} Scale Street`);

    const fetches = await dealsFetches(page);
    const firstPages = fetches.filter(isFirstListPage);
    expect(firstPages).toHaveLength(1);
    expect(firstPages[0]?.pageRendered).toBe(false);
    // It was the first deals request of all, and the page did not ask again once it rendered.
    expect(fetches[0] && isFirstListPage(fetches[0])).toBe(true);
    await page.context().close();
  }, 120_000);

  it('scrolls a 2,000-deal list and a 2,000-deal stage to the end, page by page', async () => {
    const page = await (await newContext(browser)).newPage();
    await signInAs(page, stack.urls.shell, 'demo-member');
    const list = page.getByRole('list', { name: 'Deals', exact: true });
    await list.getByRole('listitem').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByText(`Showing 50 of ${DEALS.toLocaleString('en-US')} deals`).waitFor({ timeout: 30_000 });

    // The list: scroll to the bottom until nothing more is to come.
    const rows = list.locator(':scope > li');
    const more = page.getByText(/^Showing [\d,]+ of [\d,]+ deals$/);
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return more.count();
        },
        { timeout: 180_000, interval: 500 },
      )
      .toBe(0);
    // Virtualised: at the end only a window of the 2,000 rows is in the page, the last one the oldest deal.
    const oldest = seeded[0]!;
    // The last page may arrive after the last scroll, growing the list below the window: scroll again.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return rows.last().getAttribute('aria-posinset');
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(String(DEALS));
    await expect(rows.count()).resolves.toBeLessThan(100);
    await expect(rows.last().textContent()).resolves.toContain(oldest.dealId);
    await expect(rows.last().getAttribute('aria-setsize')).resolves.toBe(String(DEALS));
    // Walking the list from the top by half screens shows every deal once, in order, and the page
    // never holds more than a bounded window of rows.
    const walked = await page.evaluate(async () => {
      const list = document.querySelector('ul[aria-label="Deals"]');
      if (!list) throw new Error('no deal list');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const seen = new Map<number, string>();
      let most = 0;
      const listTop = list.getBoundingClientRect().top + window.scrollY;
      for (let y = listTop; y < list.getBoundingClientRect().bottom + window.scrollY; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
        const shown = list.querySelectorAll(':scope > li');
        most = Math.max(most, shown.length);
        for (const row of Array.from(shown)) {
          seen.set(Number(row.getAttribute('aria-posinset')), row.textContent?.match(/DL-\d{4}-\d{6}/)?.[0] ?? '');
        }
      }
      const positions = [...seen.keys()].sort((a, b) => a - b);
      return { positions, ids: positions.map((position) => seen.get(position) ?? ''), most };
    });
    expect(walked.positions).toEqual(Array.from({ length: DEALS }, (_, i) => i + 1));
    expect(new Set(walked.ids).size).toBe(DEALS);
    expect(walked.ids[0]).toBe(seeded[DEALS - 1]!.dealId);
    expect(walked.ids[DEALS - 1]).toBe(oldest.dealId);
    expect(walked.most).toBeLessThan(100);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The viewport only: a full-page shot of 2,000 rows is larger than Chromium will take in time.
    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: join(artifactsDir, 'deals-scale-list-end.png') });

    // The pipeline: the stage's header counts all 2,000 at once; its table loads as it scrolls.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('tab', { name: 'Deal Pipeline' }).click();
    const section = page.getByRole('region', { name: `${STAGE} stage` });
    await section.getByText(`${DEALS} deals`, { exact: true }).waitFor({ timeout: 60_000 });
    const scroller = page.getByRole('region', { name: `${STAGE} deals, ${DEALS} rows, scrollable` });
    await scroller.waitFor({ timeout: 60_000 });
    await expect(scroller.getAttribute('data-loaded-rows')).resolves.toBe('50');
    await expect
      .poll(
        async () => {
          await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
          return Number(await scroller.getAttribute('data-loaded-rows'));
        },
        { timeout: 180_000, interval: 500 },
      )
      .toBe(DEALS);
    // At the very end: the oldest deal is the last row and no 'Loading more deals…' row is left.
    await expect
      .poll(
        async () => {
          await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
          return scroller.getByRole('button', { name: new RegExp(`details of ${oldest.dealId} `) }).count();
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(1);
    await expect(scroller.getByText('Loading more deals…').count()).resolves.toBe(0);
    // Virtualised: only a window of the 2,000 rows is in the page.
    await expect(scroller.locator('button[aria-expanded]').count()).resolves.toBeLessThan(100);
    await screenshot(page, 'deals-scale-stage-end');
    await page.context().close();
  }, 420_000);
});
