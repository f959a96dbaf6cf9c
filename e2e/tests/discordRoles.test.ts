import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_GUILD, SANDBOX_MEMBER_ROLE_ID } from '../../gateway/sandbox/discord';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newContext, screenshot, signInAs } from '../support/browser';
import { startE2eStack, type E2eStack } from '../support/stack';

const MEMBER = 'e2e-role-member';

describe('access from Discord roles in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await stack?.dispose();
  });

  async function signedIn(username: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await newContext(browser, { theme });
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page, stack.urls.shell, username);
    const error = new URL(page.url()).searchParams.get('error');
    if (error) throw new Error(`sign-in of ${username} failed: ${error}`);
    return page;
  }

  /** The sandbox Discord's control: `username`'s roles in the sandbox guild. */
  async function setRoles(username: string, roles: string[]): Promise<void> {
    const response = await fetch(`${stack.urls.discord}/_sandbox/guilds/${SANDBOX_GUILD.id}/members/${username}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ roles }),
    });
    expect(response.status).toBe(200);
  }

  it('a member given the granting role (picked by name) is admitted at sign-in; once the role is removed and an admin clicks Check now, they see Access Pending at the next call', async () => {
    const admin = await signedIn('demo-admin');
    try {
      await admin.goto(`${stack.urls.shell}/admin?tab=settings`);
      const card = admin.getByRole('region', { name: 'Discord role access' });
      await card.getByText('Role access off', { exact: true }).waitFor({ timeout: 30_000 });
      await card.getByLabel('Discord server (guild) ID').fill(SANDBOX_GUILD.id);
      // The roles are read from the sandbox guild with the bot token and picked by name.
      const roles = card.getByRole('group', { name: 'Roles that grant access' });
      await roles.getByRole('checkbox', { name: 'Member', exact: true }).check({ timeout: 30_000 });
      expect(await roles.getByRole('checkbox', { name: 'Moderator', exact: true }).isChecked()).toBe(false);
      await expectAccessible(admin, 'Discord role access, roles by name (light)');
      await card.getByRole('button', { name: 'Save role access' }).click();
      await card.getByText('Role access on', { exact: true }).waitFor();
      expect(await card.getByText('Bot token set', { exact: true }).count()).toBe(1);
    } catch (error) {
      await screenshot(admin, 'discord-roles-settings-failed');
      throw error;
    }

    await setRoles(MEMBER, [SANDBOX_MEMBER_ROLE_ID]);
    const member = await signedIn(MEMBER);
    try {
      await member.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor({ timeout: 30_000 });
      expect(await member.getByRole('heading', { name: 'Access Pending' }).count()).toBe(0);
    } catch (error) {
      await screenshot(member, 'discord-roles-admitted-failed');
      throw error;
    }

    await setRoles(MEMBER, []);
    // Check now, instead of waiting for the recurring check: it starts the run, and the card follows
    // it until it has finished (its outcome replaces the progress bar); the change list refreshes by itself.
    const card = admin.getByRole('region', { name: 'Discord role access' });
    const changes = admin.getByRole('table', { name: 'Access changes from Discord roles' });
    try {
      await card.getByRole('button', { name: 'Check now' }).click();
      await card.getByText(/^Checked \d+ members?: 1 revoked, 0 restored\.$/).waitFor({ timeout: 30_000 });
      expect(await card.getByRole('progressbar').count()).toBe(0);
      await card.getByRole('button', { name: 'Check now' }).waitFor();
      expect(await stack.gateway.container.services.roleAccess.checkRun()).toMatchObject({
        status: 'finished',
        revoked: 1,
      });
      const revoked = changes.getByRole('row').filter({ hasText: MEMBER }).filter({ hasText: 'Revoked' });
      await revoked.waitFor({ timeout: 30_000 });
      expect(await revoked.textContent()).toContain('Lost the granting role');
      expect(await changes.getByRole('row').filter({ hasText: 'Granted' }).count()).toBe(1);
      await expectAccessible(admin, 'Discord role access after Check now (light)');
    } catch (error) {
      await screenshot(admin, 'discord-roles-check-now-failed');
      throw error;
    }
    expect(await stack.gateway.container.services.roleAccess.getSettings()).toMatchObject({
      lastCheckAt: expect.any(String),
    });

    // The next call (the page loading again asks who they are) finds the access gone.
    await member.reload();
    try {
      await member.getByRole('heading', { name: 'Access Pending' }).waitFor({ timeout: 30_000 });
    } catch (error) {
      await screenshot(member, 'discord-roles-pending-failed');
      throw error;
    }
  });

  it('the role picker and Check now pass the accessibility check in the dark theme', async () => {
    const admin = await signedIn('demo-admin', 'dark');
    try {
      await admin.goto(`${stack.urls.shell}/admin?tab=settings`);
      const card = admin.getByRole('region', { name: 'Discord role access' });
      await card
        .getByRole('group', { name: 'Roles that grant access' })
        .getByRole('checkbox', { name: 'Member', exact: true })
        .waitFor({ timeout: 30_000 });
      await card.getByRole('button', { name: 'Check now' }).click();
      await card.getByText(/^Checked \d+ members?:/).waitFor({ timeout: 30_000 });
      await expectAccessible(admin, 'Discord role access (dark)');
    } catch (error) {
      await screenshot(admin, 'discord-roles-dark-failed');
      throw error;
    }
  });
});
