import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_GHL_API_KEY, SANDBOX_GHL_LOCATION_ID, SANDBOX_PIPELINE } from '../../gateway/sandbox/ghl';
import { expectAccessible } from '../support/axe';
import { screenshot, sessionToken } from '../support/browser';
import { signedInPage, visible, type Theme } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/** The sample-data card in each of its states (offered, loading, loaded). */
const CARD = 'section[aria-labelledby="sample-data-title"], section[aria-label="Sample data"]';
/** A load takes a few seconds, more with the embedded database on a busy machine. */
const LOAD_TIMEOUT = 120_000;

/**
 * Sample data for a first look (docs/sample-data.md) on a fresh stack as `npm start` runs it: its
 * own empty data folder and every external service the sandbox, so the book is offered.
 */
describe('sample data on a fresh portal', () => {
  let stack: E2eStack;
  let browser: Browser;

  useStackAndBrowser((started) => ({ stack, browser } = started));

  const signedIn = (username: string, theme: Theme, options: { mobile?: boolean } = {}) =>
    signedInPage(browser, stack.urls.shell, username, theme, options);

  const openAdminTab = async (page: Page, slug: string, label: string) => {
    await page.goto(`${stack.urls.shell}/admin${slug === 'overview' ? '' : `?tab=${slug}`}`);
    await page.getByRole('tab', { name: label, selected: true }).waitFor({ timeout: 20_000 });
  };

  /** The sandbox GHL saved as Settings saves it (key, location, loan pipeline), so the book gets its GHL opportunities. */
  async function connectSandboxGhl(admin: Page): Promise<void> {
    const token = await sessionToken(admin, stack.urls.gateway);
    const response = await fetch(`${stack.urls.gateway}/admin/ghl/config`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        apiKey: SANDBOX_GHL_API_KEY,
        locationId: SANDBOX_GHL_LOCATION_ID,
        pipelineId: SANDBOX_PIPELINE.id,
      }),
    });
    expect(response.status).toBe(200);
  }

  /**
   * Screens of the admin that the sample book fills, each waited for, audited whole by axe (stale
   * badges, the unread count, every status and stage colour of the theme) and kept as a screenshot.
   */
  async function adminScreens(page: Page, variant: string, { everyTab = true } = {}): Promise<void> {
    await openAdminTab(page, 'overview', 'Overview');
    await visible(page.getByRole('region', { name: 'Total Deals' }).getByText('150', { exact: true }), 20_000);
    await visible(page.getByRole('button', { name: 'Remove sample data' }));
    await visible(page.getByTestId('deal-status-chart').locator('path'), 20_000);
    await expectAccessible(page, `admin overview with the sample book (${variant})`);
    await screenshot(page, `sample-data-admin-overview-${variant}`);

    await page.goto(stack.urls.shell);
    await visible(page.getByText('Showing 150 deals', { exact: true }), 20_000);
    await visible(page.getByRole('region', { name: 'DEALS BY STAGE' }).locator('svg'), 20_000);
    await visible(page.getByText('Stale', { exact: true }));
    await expectAccessible(page, `admin deals with the sample book (${variant})`);
    await screenshot(page, `sample-data-admin-deals-${variant}`);

    if (!everyTab) return;
    await page.getByRole('button', { name: 'Stage View' }).click();
    await visible(page.getByRole('region', { name: 'Underwriting stage', exact: true }));
    await expectAccessible(page, `admin stage view with the sample book (${variant})`);

    for (const [slug, label] of [
      ['users', 'Users'],
      ['deals', 'Deals'],
      ['ghl-compare', 'GHL Compare'],
    ] as const) {
      await openAdminTab(page, slug, label);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expectAccessible(page, `admin ${slug} tab with the sample book (${variant})`);
    }
  }

  /**
   * A sample deal of the first page that both Matches and is Near some sample lender's program
   * (asked of the API), opened from the admin's deals list: its Lenders tab lists both groups, a
   * near miss with its reason, and passes axe.
   */
  async function sampleDealMatches(admin: Page): Promise<void> {
    const token = await sessionToken(admin, stack.urls.gateway);
    const get = async <T>(path: string) => {
      const response = await fetch(`${stack.urls.gateway}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const page = await get<{ items: { id: string; dealId: string }[] }>('/admin/deals?limit=50');
    let chosen: { dealId: string; match: number; near: number } | null = null;
    for (const deal of page.items) {
      const { summary } = await get<{ summary: { match: number; near: number } }>(
        `/admin/deals/${deal.id}/matches?limit=1`,
      );
      if (summary.match > 0 && summary.near > 0) {
        chosen = { dealId: deal.dealId, ...summary };
        break;
      }
    }
    expect(chosen, 'a sample deal of the first page with Match and Near programs').not.toBeNull();
    await admin.goto(stack.urls.shell);
    await (await visible(admin.getByRole('button', { name: `Details of ${chosen!.dealId}` }), 30_000)).click();
    const summary = admin.getByRole('dialog', { name: 'Deal Summary' });
    await visible(summary);
    await summary.getByRole('tab', { name: 'Lenders' }).click();
    await visible(summary.getByRole('heading', { name: 'Lender matches' }), 30_000);
    await visible(summary.getByRole('region', { name: `Match (${chosen!.match})` }), 30_000);
    const near = summary.getByRole('region', { name: `Near (${chosen!.near})` });
    await visible(near);
    await visible(near.getByText(/\(within tolerance\)$/).first());
    await expectAccessible(admin, "a sample deal's Lenders tab (light)");
    await screenshot(admin, 'sample-data-deal-lenders-light');
    await admin.keyboard.press('Escape');
  }

  it('the admin loads the sample book from the Overview (progress shown), every admin screen fills, and one click removes it', async () => {
    const admin = await signedIn('demo-admin', 'light');
    await connectSandboxGhl(admin);

    // Offered on the empty Overview; the card passes axe.
    await openAdminTab(admin, 'overview', 'Overview');
    await visible(admin.getByRole('heading', { name: 'Take a first look with sample data' }));
    await visible(admin.getByRole('region', { name: 'Total Deals' }).getByText('0', { exact: true }));
    await expectAccessible(admin, 'sample-data card offered (light)', { include: [CARD] });
    await screenshot(admin, 'sample-data-offered-light');

    await admin.getByRole('button', { name: 'Load sample data' }).click();
    await visible(admin.getByRole('status').filter({ hasText: /Loading sample data… \d+ of about 150 deals/ }));
    await screenshot(admin, 'sample-data-loading-light');
    await visible(admin.getByRole('button', { name: 'Remove sample data' }), LOAD_TIMEOUT);
    await visible(admin.getByText('Sample data loaded'));
    await expectAccessible(admin, 'sample-data card loaded (light)', { include: [CARD] });

    // The Overview, the admin's Deals page (list, figures, charts) and the stage view.
    await visible(admin.getByRole('region', { name: 'Total Deals' }).getByText('150', { exact: true }), 20_000);
    await expect(admin.getByRole('region', { name: 'Total Users' }).textContent()).resolves.toMatch(/\d/);
    await expectAccessible(admin, 'admin overview with the sample book (light)');
    await screenshot(admin, 'sample-data-admin-overview-light');

    await admin.goto(stack.urls.shell);
    await visible(admin.getByText('Showing 150 deals', { exact: true }), 20_000);
    await visible(admin.getByRole('region', { name: 'DEALS BY STAGE' }).locator('svg'), 20_000);
    const rows = admin.getByRole('list', { name: 'Deals', exact: true }).getByRole('listitem');
    await expect(rows.first().textContent()).resolves.toMatch(/DL-\d{4}-\d{6}/);
    await expectAccessible(admin, 'admin deals with the sample book (light)');
    await screenshot(admin, 'sample-data-admin-deals-light');
    await admin.getByRole('button', { name: 'Stage View' }).click();
    await visible(admin.getByRole('region', { name: 'Qualification stage', exact: true }));
    await visible(admin.getByRole('region', { name: 'Underwriting stage', exact: true }));
    // Every stage of the sandbox pipeline holds sample deals: no section is empty.
    await expect(admin.getByRole('region', { name: / stage$/ }).count()).resolves.toBeGreaterThanOrEqual(6);
    await expect(admin.getByText('No deals in this stage').count()).resolves.toBe(0);
    await expectAccessible(admin, 'admin stage view with the sample book (light)');
    await screenshot(admin, 'sample-data-admin-stages-light');

    // Users: the five sample members; GHL Compare: the sample deals linked to sandbox opportunities, all in sync.
    await openAdminTab(admin, 'users', 'Users');
    await visible(admin.getByText('Maya Chen'));
    await visible(admin.getByText('Hannah Weiss'));
    await expectAccessible(admin, 'admin users tab with the sample book (light)');
    await screenshot(admin, 'sample-data-admin-users-light');
    await openAdminTab(admin, 'ghl-compare', 'GHL Compare');
    const summary = await visible(admin.getByLabel('Comparison summary'), 30_000);
    await expect
      .poll(async () => Number((await summary.textContent())?.match(/In Sync\s*(\d+)/)?.[1] ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(0);
    // Each sample deal in GHL matches its opportunity field for field.
    expect((await summary.textContent())?.match(/With Differences\s*(\d+)/)?.[1]).toBe('0');
    await expectAccessible(admin, 'admin ghl-compare tab with the sample book (light)');
    await screenshot(admin, 'sample-data-admin-ghl-compare-light');

    // The sample lenders: a sample deal with Match and Near programs shows them, with their reasons.
    await sampleDealMatches(admin);

    // The same screens in the dark theme and at 390 px.
    const dark = await signedIn('demo-admin', 'dark');
    await adminScreens(dark, 'dark');
    await dark.context().close();
    const phone = await signedIn('demo-admin', 'light', { mobile: true });
    await adminScreens(phone, 'mobile-light', { everyTab: false });
    await phone.context().close();

    // One click removes it; the empty state and the offer return.
    await openAdminTab(admin, 'overview', 'Overview');
    await admin.getByRole('button', { name: 'Remove sample data' }).click();
    await visible(admin.getByText('Sample data removed (150 deals)'), 120_000);
    await visible(admin.getByRole('heading', { name: 'Take a first look with sample data' }), 20_000);
    await visible(admin.getByRole('region', { name: 'Total Deals' }).getByText('0', { exact: true }));
    await admin.goto(stack.urls.shell);
    await visible(admin.getByText('Showing 0 deals', { exact: true }), 20_000);
    await screenshot(admin, 'sample-data-removed-light');
    await admin.context().close();
  }, 480_000);

  it('a member loads it from their empty Deals page: their list, pipeline and dashboard fill; removing it empties them', async () => {
    const member = await signedIn('demo-member', 'light');
    await visible(member.getByText(/No deals yet/));
    await visible(member.getByRole('heading', { name: 'Take a first look with sample data' }));
    await expectAccessible(member, 'sample-data card offered on the Deals page (light)', { include: [CARD] });

    await member.getByRole('button', { name: 'Load sample data' }).click();
    await visible(member.getByRole('status').filter({ hasText: /Loading sample data…/ }));
    await visible(member.getByRole('button', { name: 'Remove sample data' }), LOAD_TIMEOUT);

    // The loader owns 30 of the deals: their list, dashboard and pipeline.
    const list = member.getByRole('list', { name: 'Deals', exact: true });
    await visible(list.getByRole('listitem'), 20_000);
    await expect(member.getByRole('region', { name: 'TOTAL DEALS' }).textContent()).resolves.toContain('30');
    await visible(member.getByRole('region', { name: 'DEALS BY STAGE' }).locator('svg'), 20_000);
    await expectAccessible(member, 'member deals with the sample book (light)');
    await screenshot(member, 'sample-data-member-list-light');
    await member.getByRole('tab', { name: 'Deal Pipeline' }).click();
    await visible(member.getByRole('region', { name: /stage$/ }));
    await expectAccessible(member, 'member pipeline with the sample book (light)');
    await screenshot(member, 'sample-data-member-pipeline-light');

    for (const [theme, mobile] of [
      ['dark', false],
      ['dark', true],
    ] as const) {
      const page = await signedIn('demo-member', theme, { mobile });
      await visible(page.getByRole('list', { name: 'Deals', exact: true }).getByRole('listitem'), 20_000);
      await visible(page.getByRole('region', { name: 'DEALS BY STAGE' }).locator('svg'), 20_000);
      await expectAccessible(page, `member deals with the sample book (${mobile ? 'mobile-' : ''}${theme})`);
      await screenshot(page, `sample-data-member-list-${mobile ? 'mobile-' : ''}${theme}`);
      await page.getByRole('tab', { name: 'Deal Pipeline' }).click();
      await visible(page.getByRole('region', { name: /stage$/ }));
      await expectAccessible(page, `member pipeline with the sample book (${mobile ? 'mobile-' : ''}${theme})`);
      await screenshot(page, `sample-data-member-pipeline-${mobile ? 'mobile-' : ''}${theme}`);
      await page.context().close();
    }

    await member.getByRole('tab', { name: 'Deal List' }).click();
    await member.getByRole('button', { name: 'Remove sample data' }).click();
    await visible(member.getByText('Sample data removed (150 deals)'), 120_000);
    await visible(member.getByText(/No deals yet/), 20_000);
    await visible(member.getByRole('heading', { name: 'Take a first look with sample data' }));
    await member.context().close();
  }, 300_000);
});
