import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signInAs, watchCallbackRedirects } from '../support/browser';

/** Everything a script on the page can read from storage, as one string. */
const readableStorage = () =>
  JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }, document.cookie]);
import { startJoinPage } from '../support/joinPage';
import { repoRoot, startE2eStack, type E2eStack } from '../support/stack';
import { seedDeals } from '../../gateway/test/support/seed';

/**
 * The files of mfe-deals' deals page that its `./preload` does not need, from the container's
 * module map in the built remoteEntry.js (`"./DealsPage":()=>Promise.all([o.e(849),…])`).
 */
function dealsPageChunks(): Set<string> {
  const dist = join(repoRoot, 'mfe-deals', 'dist');
  const entry = readFileSync(join(dist, 'remoteEntry.js'), 'utf8');
  const chunksOf = (exposed: string) => {
    const loader = new RegExp(`"\\./${exposed}":\\(\\)=>[^"]*`).exec(entry)?.[0] ?? '';
    return new Set([...loader.matchAll(/\.e\((\d+)\)/g)].map((match) => match[1]!));
  };
  const preload = chunksOf('preload');
  const page = [...chunksOf('DealsPage')].filter((id) => !preload.has(id));
  return new Set(
    readdirSync(dist).filter((file) => page.some((id) => file.startsWith(`${id}.`) && file.endsWith('.js'))),
  );
}

/** The shell in a real browser against the stack as `npm start` runs it. */
describe('shell in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  let join: Awaited<ReturnType<typeof startJoinPage>>;

  beforeAll(async () => {
    join = await startJoinPage();
    stack = await startE2eStack({ JOIN_URL: join.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.dispose();
    await join?.close();
  });

  async function pageIn(theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await newContext(browser, { theme });
    const page = await context.newPage();
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    return page;
  }

  it.each(['light', 'dark'] as const)(
    'shows the login screen to signed-out visitors on any path (%s)',
    async (theme) => {
      const page = await pageIn(theme);
      await page.goto(`${stack.urls.shell}/some/deep/path`);
      await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).waitFor();
      await expect(page.getByText('MEMBERS ONLY').isVisible()).resolves.toBe(true);
      await expect(page.getByText('WELCOME TO DEALDESK PORTAL').isVisible()).resolves.toBe(true);
      await screenshot(page, `shell-login-${theme}`);
      await page.context().close();
    },
  );

  it('the demo admin lands on the deals page with the Admin entry; no token in any URL or script-readable storage; a reload keeps the session', async () => {
    const page = await pageIn();
    const urls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    const redirects = watchCallbackRedirects(page);
    await signInAs(page, stack.urls.shell, 'demo-admin');
    await page.getByRole('heading', { name: 'DEALS', exact: true }).waitFor();
    // The callback handed over a single-use code in the fragment, which left the address bar at once.
    expect(redirects).toEqual([expect.stringMatching(new RegExp(`^${stack.urls.shell}/#code=[\\w-]{43}$`))]);
    // No address the browser visited carries a token; none on the shell carries a JWT (they start eyJ).
    expect([...urls, ...redirects].every((url) => !/[?&#]token=/.test(url))).toBe(true);
    const shellUrls = [...urls, ...redirects].filter((url) => url.startsWith(stack.urls.shell));
    expect(shellUrls.every((url) => !url.includes('eyJ'))).toBe(true);
    expect(page.url()).toBe(`${stack.urls.shell}/`);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Admin' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('ADMIN', { exact: true }).first().isVisible()).resolves.toBe(true);
    // The bearer token lives in memory only: storage holds the user, never a token (a JWT starts eyJ).
    const storage = await page.evaluate(readableStorage);
    expect(storage).toContain('demo-admin');
    expect(storage).not.toContain('eyJ');
    await screenshot(page, 'shell-deals-admin-light');
    // A reload gets a new token from the HttpOnly refresh cookie.
    await page.reload();
    await page.getByRole('heading', { name: 'DEALS', exact: true }).waitFor();
    await expect(nav.getByRole('link', { name: 'Admin' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('on a cold start the first deals page is asked for before the bell’s calls and before the page’s chunks have arrived', async () => {
    const signIn = await newContext(browser);
    await signInAs(await signIn.newPage(), stack.urls.shell, 'demo-member');
    const storageState = await signIn.storageState();
    await signIn.close();
    const c = stack.gateway.container;
    const member = await c.repositories.users.findByUsername('demo-member');
    if (!member) throw new Error('demo-member was not created by signing in');
    await seedDeals(c, [{ owner: member, fields: { propertyAddress: '1 Cold Start Lane' } }]);
    // A new context: an empty HTTP cache, the session's cookie and stored user, as on a returning visit.
    const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    const pageChunks = dealsPageChunks();
    const kindOf = (url: string): string | null => {
      const parsed = new URL(url);
      if (url.startsWith(stack.urls.gateway)) {
        if (parsed.pathname === '/deals' && parsed.search === '?limit=50') return 'first deals page';
        if (parsed.pathname.startsWith('/notifications/')) return 'notifications';
        return null;
      }
      return url.startsWith(stack.urls.mfeDeals) && pageChunks.has(parsed.pathname.slice(1)) ? 'page chunk' : null;
    };
    // Playwright reports requests and their ends in the order the browser saw them.
    const events: string[] = [];
    page.on('request', (request) => {
      const kind = kindOf(request.url());
      if (kind) events.push(`start ${kind}`);
    });
    page.on('requestfinished', (request) => {
      const kind = kindOf(request.url());
      if (kind) events.push(`end ${kind}`);
    });

    await page.goto(stack.urls.shell);
    const firstRow = page.getByRole('list', { name: 'Deals', exact: true }).getByRole('listitem').first();
    await firstRow.waitFor({ state: 'visible', timeout: 60_000 });
    // The bell's calls come once the first page has been answered.
    await expect.poll(() => events.includes('start notifications'), { timeout: 30_000 }).toBe(true);

    const dealsStart = events.indexOf('start first deals page');
    expect(dealsStart).toBeGreaterThanOrEqual(0);
    expect(events.filter((event) => event === 'start first deals page')).toHaveLength(1);
    expect(events.indexOf('start notifications')).toBeGreaterThan(dealsStart);
    const chunkEnds = events.flatMap((event, index) => (event === 'end page chunk' ? [index] : []));
    expect(chunkEnds.length).toBeGreaterThan(0);
    expect(Math.min(...chunkEnds)).toBeGreaterThan(dealsStart);
    await context.close();
  }, 120_000);

  it('a member sees the deals page without the Admin entry', async () => {
    const page = await pageIn('dark');
    await signInAs(page, stack.urls.shell, 'demo-member');
    await page.getByRole('heading', { name: 'DEALS', exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Deals' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    await expect(page.getByText('USER', { exact: true }).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'shell-deals-member-dark');
    await page.goto(`${stack.urls.shell}/home`);
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await screenshot(page, 'shell-home-dark');
    await page.goto(`${stack.urls.shell}/nowhere`);
    await page.waitForURL(`${stack.urls.shell}/`);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('a pending member sees Access Pending and can sign out (%s)', async (theme) => {
    const page = await pageIn(theme);
    await signInAs(page, stack.urls.shell, 'demo-pending');
    const dialog = page.getByRole('dialog', { name: 'Access Pending' });
    await dialog.waitFor();
    await expect(
      dialog
        .getByText('Your account is pending approval. Please contact an administrator to get access to the Portal.')
        .isVisible(),
    ).resolves.toBe(true);
    await expect(dialog.getByText(/isWhitelisted.*false/).isVisible()).resolves.toBe(true);
    await screenshot(page, `shell-access-pending-${theme}`);
    await page.goto(`${stack.urls.shell}/admin`);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    // Signed out on the server too: a reload finds no session.
    await page.reload();
    await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).waitFor();
    await page.context().close();
  });

  it('a sign-in captured in one browser (callback URL or code link) signs no other browser in', async () => {
    const REFUSED = 'Sign-in expired or was started in another browser. Please try again.';
    const started = await pageIn();
    const elsewhere = await pageIn();

    // Browser A walks the sign-in up to Discord's redirect to our callback, whose URL is captured
    // and held back (Playwright routes only a redirect chain's first request: the approve step).
    let captured = '';
    const approveStep = (url: URL) => url.pathname === '/oauth2/authorize/approve';
    await started.route(approveStep, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      captured = response.headers()['location'] ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Held back</p>' });
    });
    await started.goto(stack.urls.shell);
    await started.getByRole('button', { name: 'LOGIN WITH DISCORD' }).click();
    await started.waitForURL(/\/oauth2\/authorize/);
    await started.locator('button[data-username="demo-member"]').click();
    await expect.poll(() => captured, { timeout: 20_000 }).toContain('/auth/discord/callback?');
    expect(new URL(captured).searchParams.get('state')).toBeTruthy();

    // Browser B opens the captured callback: nobody is signed in, and the login screen says why.
    await elsewhere.goto(captured);
    await elsewhere.getByRole('alert').filter({ hasText: REFUSED }).waitFor();
    await elsewhere.getByRole('button', { name: 'LOGIN WITH DISCORD' }).waitFor();
    expect(await elsewhere.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    expect(new URL(elsewhere.url()).search).toBe('');
    await screenshot(elsewhere, 'shell-sign-in-refused-light');

    // Browser A, which started it, still completes it (B's attempt did not spend it).
    await started.unrouteAll();
    const redirects = watchCallbackRedirects(started);
    await started.goto(captured);
    await started.getByRole('heading', { name: 'DEALS', exact: true }).waitFor();
    const codeLink = redirects[0] ?? '';
    expect(codeLink).toMatch(/#code=[\w-]{43}$/);

    // Browser B opens the code link A was sent to: refused as well (the code is bound to A's cookie,
    // and already spent).
    await elsewhere.goto('about:blank');
    await elsewhere.goto(codeLink);
    await elsewhere.getByRole('alert').filter({ hasText: REFUSED }).waitFor();
    expect(await elsewhere.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    expect(new URL(elsewhere.url()).hash).toBe('');

    // The callback cannot be replayed, even in the browser that started it.
    await started.context().clearCookies();
    await started.evaluate(() => window.localStorage.clear());
    await started.goto(captured);
    await started.getByRole('alert').filter({ hasText: REFUSED }).waitFor();
    expect(await started.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

    await started.context().close();
    await elsewhere.context().close();
  });

  it('a token revoked on the server signs the user out at the next call', async () => {
    const page = await pageIn();
    await signInAs(page, stack.urls.shell, 'demo-member');
    await page.getByRole('heading', { name: 'DEALS', exact: true }).waitFor();
    const user = JSON.parse((await page.evaluate(() => window.localStorage.getItem('user'))) ?? '{}') as { id: string };
    await stack.gateway.container.repositories.sessions.revokeAllForUser(user.id, new Date());
    // A background call of the open page (such as the notification stream) may meet the 401 first: the portal then
    // reloads itself, which aborts this navigation. Either way the next page is the sign-in.
    await page.goto(`${stack.urls.shell}/home`).catch((error: unknown) => {
      if (!String(error).includes('net::ERR_ABORTED')) throw error;
    });
    await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    await page.context().close();
  });

  it('a gateway answering 503 on /auth/me shows Service unavailable and keeps the session (both themes, phone)', async () => {
    const signedIn = await pageIn();
    await signInAs(signedIn, stack.urls.shell, 'demo-member');
    await signedIn.getByRole('heading', { name: 'DEALS', exact: true }).waitFor();
    const session = await signedIn.context().storageState();
    const storedUser = await signedIn.evaluate(() => localStorage.getItem('user'));
    await signedIn.context().close();
    for (const [theme, mobile] of [
      ['light', false],
      ['dark', false],
      ['light', true],
      ['dark', true],
    ] as const) {
      const context = await newContext(browser, { theme, mobile, storageState: session });
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      // The gateway's answer when its database is down; the shell is another origin (CORS).
      const cors = {
        'Access-Control-Allow-Origin': new URL(stack.urls.shell).origin,
        'Access-Control-Allow-Headers': 'authorization, content-type',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
      };
      await page.route(`${stack.urls.gateway}/auth/me`, (route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill({ status: 204, headers: cors })
          : route.fulfill({
              status: 503,
              headers: { ...cors, 'Retry-After': '5' },
              contentType: 'application/json',
              body: JSON.stringify({ error: 'Service unavailable' }),
            }),
      );
      await page.goto(`${stack.urls.shell}/deals`);
      await page.getByRole('heading', { name: 'Service unavailable' }).waitFor({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).count()).resolves.toBe(0);
      await expect(page.evaluate(() => localStorage.getItem('user'))).resolves.toBe(storedUser);
      await screenshot(page, `shell-service-unavailable-${theme}${mobile ? '-mobile' : ''}`);
      await context.close();
    }
  }, 240_000);

  it('the theme toggle persists across reloads', async () => {
    const context = await newContext(browser, { theme: 'light' });
    const page = await context.newPage();
    await signInAs(page, stack.urls.shell, 'demo-member');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.waitFor();
    const before = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    const after = await toggle.getAttribute('aria-pressed');
    expect(after).not.toBe(before);
    await page.reload();
    await page.getByRole('button', { name: 'Dark theme' }).waitFor();
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe(after);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe(after === 'true' ? 'dark' : 'light');
    await context.close();
  });

  it('a stopped remote shows a contained error with Retry while the rest of the shell works', async () => {
    const page = await pageIn();
    await signInAs(page, stack.urls.shell, 'demo-member');
    await page.getByRole('heading', { name: 'DEALS', exact: true }).waitFor();
    await stack.stopRemote('mfeDeals');
    try {
      const fresh = await (await newContext(browser, { storageState: await page.context().storageState() })).newPage();
      await fresh.goto(`${stack.urls.shell}/`);
      const alert = fresh.getByRole('alert').filter({ hasText: 'is unavailable' });
      await alert.waitFor({ timeout: 20_000 });
      await screenshot(fresh, 'shell-remote-unavailable-light');
      // The shell around it still works: navigate home.
      await fresh.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home' }).click();
      await fresh.waitForURL(`${stack.urls.shell}/home`);
      await fresh.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Deals' }).click();
      await alert.waitFor();
      await stack.startRemote('mfeDeals');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await fresh.getByRole('heading', { name: 'DEALS', exact: true }).waitFor({ timeout: 20_000 });
      await fresh.context().close();
    } finally {
      await stack.startRemote('mfeDeals');
      await page.context().close();
    }
  }, 120_000);

  it('/join shows the redirect text and goes to the community page', async () => {
    const page = await pageIn();
    // Hold the public configuration (which names the community page) back until the interim text
    // has been seen: once the browser is on its way out, the old page can no longer be read.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.origin === new URL(stack.urls.gateway).origin && url.pathname === '/config',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(`${stack.urls.shell}/join`);
    await page.getByText('Redirecting to the product...').waitFor();
    release();
    await page.waitForURL(join.url);
    expect(await page.getByRole('heading', { name: 'Join the community' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
