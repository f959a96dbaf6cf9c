import { ADMIN_TABS as TABS } from '../support/adminTabs';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_GHL_API_KEY,
  SANDBOX_GHL_LOCATION_ID,
  SANDBOX_PIPELINE,
  startGhlSandbox,
  type GhlSandbox,
} from '../../gateway/sandbox/ghl';
import { seedDeals, seedUser } from '../../gateway/test/support/seed';
import {
  artifactsDir,
  launchBrowser,
  networkQuiet,
  newContext,
  screenshot,
  sessionToken,
  signInAs,
} from '../support/browser';
import { repoRoot, startE2eStack, type E2eStack } from '../support/stack';

/** The SMTP catcher's JSON list of caught messages (the stack starts the catcher and points the e-mail settings at it). */
function messagesUrlOf(stack: E2eStack): string {
  if (!stack.urls.smtpInbox) throw new Error('the e2e stack runs no SMTP catcher');
  return `${stack.urls.smtpInbox}/messages`;
}

describe('admin dashboard in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  const contexts: BrowserContext[] = [];

  const shell = () => stack.urls.shell;
  /** Calls answered 4xx/5xx per page, printed when a step fails. */
  const failedCalls = new WeakMap<Page, string[]>();
  const watch = (page: Page) => {
    const calls: string[] = [];
    failedCalls.set(page, calls);
    page.on('response', (response) => {
      if (response.status() >= 400) calls.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  };

  async function personaPage(options: { theme?: 'light' | 'dark' } = {}): Promise<Page> {
    const context = await newContext(browser, options);
    contexts.push(context);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    watch(page);
    return page;
  }

  /** Signs in through the sandbox Discord and fails loudly when the shell came back with an error. */
  async function signIn(page: Page, username: string): Promise<void> {
    await signInAs(page, shell(), username);
    const error = new URL(page.url()).searchParams.get('error');
    if (error) throw new Error(`sign-in of ${username} failed: ${error}`);
    await page.waitForFunction(() => window.localStorage.getItem('user') !== null, undefined, { timeout: 10_000 });
  }

  async function openTab(page: Page, slug: string, label: string): Promise<void> {
    await page.goto(`${shell()}/admin${slug === 'overview' ? '' : `?tab=${slug}`}`);
    try {
      await page.getByRole('tab', { name: label, selected: true }).waitFor({ timeout: 20_000 });
    } catch (error) {
      await screenshot(page, `admin-failed-${slug}`);
      console.log(`openTab ${slug} failed at ${page.url()}; failed calls:`, failedCalls.get(page) ?? []);
      throw error;
    }
  }

  async function toast(page: Page, text: string | RegExp): Promise<void> {
    await page.getByText(text).first().waitFor({ timeout: 20_000 });
  }

  async function adminToken(page: Page): Promise<string> {
    return sessionToken(page, stack.urls.gateway);
  }

  async function gatewayJson<T>(token: string, path: string): Promise<T> {
    const response = await fetch(`${stack.urls.gateway}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** GHL saved in Settings as an admin would: the sandbox's key and location, Load Pipelines, its loan pipeline. */
  async function configureGhl(page: Page): Promise<void> {
    const token = await adminToken(page);
    const config = await gatewayJson<{ hasApiKey: boolean; pipelineId: string | null }>(token, '/admin/ghl/config');
    if (config.hasApiKey && config.pipelineId) return;
    await openTab(page, 'settings', 'Settings');
    const form = page.getByRole('form', { name: 'GHL configuration' });
    await form.getByLabel('API Key', { exact: true }).fill(SANDBOX_GHL_API_KEY);
    await form.getByRole('textbox', { name: 'Location ID' }).fill(SANDBOX_GHL_LOCATION_ID);
    await form.getByRole('button', { name: 'Load Pipelines' }).click();
    const loaded = page.getByText(/^Loaded \d+ pipelines$/).first();
    const refused = page.getByText('Failed to fetch GHL pipelines. Please check your API key.').first();
    await loaded.or(refused).waitFor({ timeout: 60_000 });
    if (await refused.isVisible()) {
      throw new Error('Load Pipelines failed: the gateway reached no GHL (the stack runs no GHL sandbox yet)');
    }
    await form.getByRole('combobox', { name: 'Pipeline' }).selectOption({ label: SANDBOX_PIPELINE.name });
    await form
      .getByRole('combobox', { name: 'Initial Qualification Stage' })
      .selectOption({ label: 'Initial Qualification Stage' });
    await form.getByRole('button', { name: 'Save GHL Configuration' }).click();
    await toast(page, 'GHL configuration saved successfully');
  }

  let broker: { _id: string; username: string };

  let ghl: GhlSandbox;

  beforeAll(async () => {
    // npm start points the gateway at the sandbox GHL when no GHL_API_BASE_URL is set; until the
    // stack starts one itself, this test runs it and gives the gateway the same settings.
    ghl = await startGhlSandbox();
    stack = await startE2eStack({ ...ghl.env });
    // A member with deals of three statuses, so the overview draws its chart.
    broker = await seedUser(stack.gateway.container, { username: 'e2e-broker', name: 'E2E Broker' });
    await seedDeals(
      stack.gateway.container,
      ['Open', 'Under Review', 'Closed'].map((status) => ({ owner: broker, fields: { status } })),
    );
    browser = await launchBrowser();
    admin = await personaPage();
    adminContext = admin.context();
    await signIn(admin, 'demo-admin');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await stack?.dispose();
    await ghl?.close();
  });

  it('loads the dashboard inside the shell; the first page stays within the remote budget', async () => {
    const fromRemote: string[] = [];
    const page = await adminContext.newPage();
    page.on('request', (request) => {
      if (request.url().startsWith(stack.urls.mfeAdmin)) fromRemote.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shell()}/admin`);
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    await page.getByTestId('deal-status-chart').locator('svg').first().waitFor();
    expect(await networkQuiet(page, { timeoutMs: 30_000 })).toBe(true);
    const sizes = fromRemote.map((path) => {
      const file = readFileSync(join(repoRoot, 'mfe-admin', 'dist', path.slice(1)));
      return { path, bytes: file.length, gzip: gzipSync(file).length };
    });
    const totalGzip = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(join(artifactsDir, 'admin-first-page.json'), JSON.stringify({ totalGzip, sizes }, null, 2));
    console.log(`mfe-admin first page: ${(totalGzip / 1024).toFixed(1)} KiB gzip`, sizes);
    expect(totalGzip).toBeLessThan(200 * 1024);
    await page.close();
  });

  it('the admin whitelists the pending demo member, who can then sign in and see the deals page', async () => {
    const pending = await personaPage();
    await signIn(pending, 'demo-pending');
    await pending.getByRole('heading', { name: 'Access Pending' }).waitFor();

    await openTab(admin, 'users', 'Users');
    const row = admin.getByRole('row').filter({ hasText: 'demo-pending' });
    const whitelisted = row.getByRole('checkbox', { name: 'Whitelisted' });
    expect(await whitelisted.isChecked()).toBe(false);
    await whitelisted.check();
    await toast(admin, 'User updated successfully');
    expect(await whitelisted.isChecked()).toBe(true);

    const again = await personaPage();
    await signIn(again, 'demo-pending');
    await again.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor();
    expect(await again.getByRole('heading', { name: 'Access Pending' }).count()).toBe(0);
  });

  it('the admin adds an auto-access name and a first sign-in with that name is admitted', async () => {
    await openTab(admin, 'discord-auto-access', 'Discord Auto-Access');
    await admin.getByRole('button', { name: 'Add Username' }).click();
    const form = admin.getByRole('form', { name: 'Add Discord username' });
    await form.getByRole('textbox', { name: 'Discord Username' }).fill('e2e-newcomer');
    await form.getByRole('textbox', { name: 'Notes (optional)' }).fill('Added in the browser test');
    await form.getByRole('button', { name: 'Add to List' }).click();
    await toast(admin, 'Discord username "e2e-newcomer" added to auto-access list successfully');
    await admin.getByRole('table', { name: 'Auto-access list' }).getByText('e2e-newcomer').waitFor();

    const newcomer = await personaPage();
    await signIn(newcomer, 'e2e-newcomer');
    await newcomer.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor();
    expect(await newcomer.getByRole('heading', { name: 'Access Pending' }).count()).toBe(0);
  });

  let importedName = '';

  it(
    'imports a GHL opportunity from the sandbox for a member, who then sees the deal',
    { timeout: 120_000 },
    async () => {
      // The member has signed in before (the import assigns the deal to an existing user).
      const member = await personaPage();
      await signIn(member, 'demo-member');
      await member.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor();

      await configureGhl(admin);
      await openTab(admin, 'ghl-import', 'GHL Import');
      await admin.getByRole('combobox', { name: 'Pipeline' }).selectOption({ index: 1 });
      const first = admin.getByTestId('opportunity-list').getByRole('radio').first();
      await first.waitFor();
      await first.check();
      importedName = ((await admin.getByText(/^Selected: /).textContent()) ?? '').replace(/^Selected: /, '');
      expect(importedName).not.toBe('');
      const users = admin.getByRole('combobox', { name: 'Assign to user' });
      const memberOption = await users
        .locator('option', { hasText: /^demo-member/ })
        .getAttribute('value', { timeout: 10_000 });
      await users.selectOption(memberOption ?? '');
      await admin.getByRole('button', { name: 'Import' }).click();
      await toast(admin, 'Opportunity imported successfully!');
      await admin.getByText('No opportunity selected.').waitFor();

      await member.reload();
      await member.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor();
      await member.getByText(importedName).first().waitFor();
    },
  );

  it('compares and syncs a changed deal', async () => {
    const deals = stack.gateway.db.collection('deals');
    const imported = await deals.findOne({ ghlOpportunityId: { $ne: null } }, { sort: { createdAt: -1 } });
    if (!imported) throw new Error('no GHL-linked deal: the import step did not run');
    await deals.updateOne({ _id: imported._id }, { $set: { propertyAddress: '99 Changed Street, E2E' } });

    await openTab(admin, 'ghl-compare', 'GHL Compare');
    const card = admin.getByRole('article', { name: new RegExp(`^${String(imported.dealId)}`) });
    await card.getByText('99 Changed Street, E2E').waitFor();
    await card.getByRole('checkbox', { name: 'Select' }).check();
    await admin.getByRole('button', { name: 'Sync Selected (1)' }).click();
    const result = admin.getByRole('status', { name: 'Sync result' });
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('Synced 1 of 1 deals');
    await card.getByText('In Sync').waitFor({ timeout: 20_000 });
  });

  it('connects the sandbox OneDrive and sees Connected', async () => {
    await openTab(admin, 'overview', 'Overview');
    const card = admin.getByRole('region', { name: 'OneDrive Storage' });
    await card.getByRole('button', { name: 'Connect OneDrive' }).click();
    await admin.waitForURL((url) => url.origin !== new URL(shell()).origin, { timeout: 10_000 });
    const authorize = new URL(admin.url());
    expect(authorize.searchParams.get('state')).toMatch(/^onedrive_auth/);
    // The sandbox's consent step, as the gateway's own tests approve it.
    const approve = new URL('/common/oauth2/v2.0/authorize/approve', authorize);
    approve.search = authorize.search;
    await admin.goto(approve.toString());
    await admin.waitForURL((url) => url.origin === new URL(shell()).origin && url.pathname === '/admin');
    await toast(admin, /^OneDrive connected successfully! Connected as: /);
    await admin.waitForURL((url) => url.search === '');
    await card.getByText('Connected', { exact: true }).waitFor();
  });

  it('saves the e-mail config and the test e-mail reaches the SMTP catcher', async () => {
    await openTab(admin, 'email-config', 'Email Config');
    const form = admin.getByRole('form', { name: 'Email configuration' });
    // The stack pointed the settings at its catcher; the admin keeps host, port and password.
    expect(await form.getByRole('textbox', { name: 'SMTP Host' }).inputValue()).not.toBe('');
    expect(await form.getByLabel('SMTP Password').inputValue()).toMatch(/^•+$/);
    await form.getByRole('textbox', { name: 'From Name' }).fill('E2E Deal Desk');
    await form.getByRole('textbox', { name: 'From Email' }).fill('deals@portal.example');
    await form.getByRole('textbox', { name: 'Add notification email' }).fill('ops@portal.example');
    await form.getByRole('textbox', { name: 'Add notification email' }).press('Enter');
    await form.getByRole('button', { name: 'Save Configuration' }).click();
    await toast(admin, 'Email configuration saved successfully!');

    const test = admin.getByRole('form', { name: 'Send a test email' });
    await test.getByRole('textbox', { name: 'Test email address' }).fill('e2e-admin@portal.example');
    await test.getByRole('button', { name: 'Send Test Email' }).click();
    await toast(admin, 'Test email sent successfully!');
    const messages = (await (await fetch(messagesUrlOf(stack))).json()) as { to: string[]; from: string }[];
    const caught = messages.filter((message) => message.to.includes('e2e-admin@portal.example'));
    expect(caught).toHaveLength(1);
    expect(caught[0]!.from).toContain('E2E Deal Desk');
  });

  it('screenshots each tab in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await personaPage({ theme });
      await page.context().addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await signIn(page, 'demo-admin');
      for (const [slug, label] of TABS) {
        await openTab(page, slug, label);
        // Bounded: with an unreachable GHL configured, its calls keep retrying for a while.
        await networkQuiet(page);
        await page
          .getByRole('tabpanel')
          .getByRole('status')
          .first()
          .waitFor({ state: 'detached', timeout: 8_000 })
          .catch(() => undefined);
        if (slug === 'overview') await page.getByTestId('deal-status-chart').locator('path').first().waitFor();
        if (slug === 'ghl-import') {
          await page.getByRole('combobox', { name: 'Pipeline' }).selectOption({ label: SANDBOX_PIPELINE.name });
          await page.getByTestId('opportunity-list').getByRole('radio').first().check();
        }
        await page.waitForTimeout(500); // the chart's short entry animation
        await screenshot(page, `admin-${slug}-${theme}`);
      }
    }
    const mobile = await newContext(browser, { mobile: true, theme: 'dark' });
    contexts.push(mobile);
    const phone = await mobile.newPage();
    watch(phone);
    await mobile.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await signIn(phone, 'demo-admin');
    await openTab(phone, 'overview', 'Overview');
    await networkQuiet(phone);
    await phone.waitForTimeout(500);
    await screenshot(phone, 'admin-overview-dark-mobile');
  }, 300_000);

  it('every tab fits a 390 px phone: its tab is in view, no page scrolls sideways, and the Users and Auto-Access lists stack into cards', async () => {
    const context = await newContext(browser, { mobile: true });
    contexts.push(context);
    const phone = await context.newPage();
    watch(phone);
    await signIn(phone, 'demo-admin');
    const lists: Partial<Record<string, { region: string; row: string }>> = {
      users: { region: 'Users, scrollable', row: 'demo-admin' },
      'discord-auto-access': { region: 'Auto-access list, scrollable', row: 'demo-member' },
    };
    for (const [slug, label] of TABS) {
      await openTab(phone, slug, label);
      await networkQuiet(phone);
      // The tab opened from the address is scrolled into the tab list's view.
      const tabBox = await phone.getByRole('tab', { name: label, selected: true }).boundingBox();
      expect(tabBox!.x, `${slug} tab`).toBeGreaterThanOrEqual(0);
      expect(tabBox!.x + tabBox!.width, `${slug} tab`).toBeLessThanOrEqual(390);
      const list = lists[slug];
      if (list) {
        const region = phone.getByRole('region', { name: list.region });
        await region.getByText(list.row, { exact: true }).first().waitFor();
        // The list itself does not scroll sideways either: each row is a card whose last control is on screen.
        expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth), slug).toBeLessThanOrEqual(
          0,
        );
        const lastControl = region.getByRole('row').nth(1).locator('input, button').last();
        const box = await lastControl.boundingBox();
        expect(box, slug).not.toBeNull();
        expect(box!.x + box!.width, slug).toBeLessThanOrEqual(390);
      }
      await phone.waitForTimeout(300);
      const [scrollWidth, innerWidth] = await phone.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      if (scrollWidth > innerWidth) await screenshot(phone, `admin-${slug}-phone-overflow`);
      expect(scrollWidth, `${slug} scrolls sideways at 390 px`).toBeLessThanOrEqual(innerWidth);
    }
  }, 180_000);

  it('a long username and e-mail address wrap in the Users list on a desktop instead of pushing Admin off to the side', async () => {
    const email = 'someone.with.a.really.long.address.for.reviewing.wrapping@subdomain.brokerage-example.com';
    await seedUser(stack.gateway.container, {
      username: 'a_thirty_two_characters_username', // 32, Discord's longest
      name: 'Maximilian Alexander Bartholomew-Fitzgerald the Third',
      email,
    });
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    watch(page);
    await signIn(page, 'demo-admin');
    await openTab(page, 'users', 'Users');
    const region = page.getByRole('region', { name: 'Users, scrollable' });
    await region.getByText(email).waitFor();
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  }, 60_000);

  // Last in the file: with 10,000 more deals the embedded database takes seconds for every unfiltered
  // admin page (README, "How many deals the embedded database holds"), which later steps would wait on.
  // The front end runs on another origin than the gateway: the browser lets it read the row count
  // (X-Total-Count) only because the gateway's CORS exposes that header.
  it('exports 10,000 deals streamed by the gateway: the bar moves and every row arrives', async () => {
    const seeded = await seedDeals(
      stack.gateway.container,
      Array.from({ length: 10_000 }, (_, i) => ({
        owner: broker,
        fields: {
          propertyAddress: `${i + 1} Export Lane`,
          additionalInformation: i === 41 ? '=HYPERLINK("http://evil.example")' : `Row "${i + 1}", quoted`,
        },
      })),
    );
    const total = await stack.gateway.container.repositories.deals.count({});

    await admin.goto(`${shell()}/admin`);
    const button = admin.getByRole('button', { name: 'EXPORT DEALS' });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    // Every value the progress bar takes, recorded in the page as it changes.
    await admin.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Exporting deals"]');
        const value = bar?.getAttribute('aria-valuenow');
        if (value !== null && value !== undefined && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    const [download] = await Promise.all([admin.waitForEvent('download', { timeout: 120_000 }), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^deals-\d{4}-\d{2}-\d{2}\.csv$/);
    await toast(admin, 'Deals exported successfully');
    const seen = (await admin.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(
      Number,
    );
    // The bar was seen between empty and full, moving forward.
    expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"id","dealId",/);
    expect(lines).toHaveLength(total + 1);
    const ids = new Set(lines.slice(1).map((line) => line.slice(1, line.indexOf('"', 1))));
    for (const deal of seeded) expect(ids.has(deal._id)).toBe(true);
    expect(csv).toContain('"Row ""40"", quoted"');
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"")"');
  }, 240_000);
});
