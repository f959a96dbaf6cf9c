import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealRecord, seedUser } from '../../gateway/test/support/seed';
import { screenshot, sessionToken } from '../support/browser';
import { signedInPage, visible, type Theme } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * A deal that GHL moved to Proposal `days` ago, as a sync records it (the history entry and
 * stageLastUpdated). The deal repository derives `stageEnteredAt` from that entry, as for every
 * deal imported with a history (docs/stale-deals.md): the test never writes it. The stack runs on
 * the system clock (no clock to move forward), so time in stage comes from the deal's history.
 */
const inProposalFor = (days: number, propertyName: string) => ({
  propertyName,
  propertyAddress: `${propertyName}, 10 Harbor Road, Portland OR`,
  stage: 'Proposal',
  createdAt: daysAgo(days + 20),
  stageLastUpdated: daysAgo(days),
  stageHistory: [{ from: 'Qualification', to: 'Proposal', at: daysAgo(days), source: 'sync' as const }],
});

/** Stale deals (docs/stale-deals.md) against the stack as `npm start` runs it. */
describe('stale deals in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;

  useStackAndBrowser((started) => ({ stack, browser } = started));

  const signedIn = (username: string, theme: Theme) => signedInPage(browser, stack.urls.shell, username, theme);

  /** PUT /admin/settings/stale-thresholds with the signed-in admin's token, as the Settings tab saves it. */
  async function setProposalThreshold(admin: Page, days: number): Promise<void> {
    const token = await sessionToken(admin, stack.urls.gateway);
    const response = await fetch(`${stack.urls.gateway}/admin/settings/stale-thresholds`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ stages: [{ stage: 'Proposal', days }] }),
    });
    expect(response.status).toBe(200);
  }

  it('a deal longer in its stage than the threshold the admin set shows the Stale badge in the list and the pipeline, and Stale only lists only such deals (member and admin)', async () => {
    const admin = await signedIn('demo-admin', 'dark');
    const member = await signedIn('demo-member', 'light');
    const c = stack.gateway.container;
    const owner = (await c.repositories.users.findByUsername('demo-member'))!;
    const broker = await seedUser(c, { username: 'e2e-stale-broker', name: 'Stale Broker' });
    const lagging = await c.repositories.deals.create(dealRecord(owner, inProposalFor(20, 'Lagging Lofts')));
    const fresh = await c.repositories.deals.create(dealRecord(owner, inProposalFor(2, 'Fresh Court')));
    const idle = await c.repositories.deals.create(dealRecord(broker, inProposalFor(20, 'Idle Tower')));
    await c.repositories.deals.create(dealRecord(broker, inProposalFor(1, 'New Plaza')));

    const memberList = member.getByRole('list', { name: 'Deals', exact: true });
    const laggingRow = memberList.getByRole('listitem', { name: new RegExp(lagging.dealId) });
    const freshRow = memberList.getByRole('listitem', { name: new RegExp(fresh.dealId) });

    // Under a 30-day threshold, 20 days in Proposal is not stale.
    await setProposalThreshold(admin, 30);
    await member.reload();
    await visible(laggingRow);
    await expect(laggingRow.getByRole('img', { name: /^Stale/ }).count()).resolves.toBe(0);

    // The admin lowers it to 10 days: the same deal is now past it; the 2-day one is not.
    await setProposalThreshold(admin, 10);
    await member.reload();
    await visible(laggingRow.getByRole('img', { name: 'Stale: 20 days in stage' }));
    await visible(freshRow);
    await expect(freshRow.getByRole('img', { name: /^Stale/ }).count()).resolves.toBe(0);
    await screenshot(member, 'stale-member-list-light');

    await member.getByRole('tab', { name: 'Deal Pipeline' }).click();
    const proposal = await visible(member.getByRole('region', { name: 'Proposal stage', exact: true }));
    const laggingCard = proposal.getByRole('row').filter({ hasText: lagging.dealId });
    const freshCard = proposal.getByRole('row').filter({ hasText: fresh.dealId });
    await visible(laggingCard.getByRole('img', { name: 'Stale: 20 days in stage' }));
    await visible(freshCard);
    await expect(freshCard.getByRole('img', { name: /^Stale/ }).count()).resolves.toBe(0);
    await screenshot(member, 'stale-member-pipeline-light');

    // Member: Stale only narrows the pipeline and the list to the stale deal, and stays in the address.
    await member.getByRole('checkbox', { name: 'Stale only' }).check();
    await member.waitForURL(/[?&]stale=true/);
    await expect.poll(() => freshCard.count()).toBe(0);
    await visible(laggingCard);
    await member.getByRole('tab', { name: 'Deal List' }).click();
    await visible(laggingRow);
    await expect.poll(() => freshRow.count()).toBe(0);
    await expect(memberList.getByText('Idle Tower').count()).resolves.toBe(0);
    await screenshot(member, 'stale-member-stale-only-light');
    await member.context().close();

    // Admin: Stale only among the filters; every member's stale deals and no others, list and stage view.
    await admin.reload();
    await visible(admin.getByText('Showing 4 deals', { exact: true }));
    const filters = admin.getByRole('search', { name: 'Filter deals' });
    await filters.getByRole('checkbox', { name: 'Stale only' }).check();
    await visible(admin.getByText('Showing 2 deals', { exact: true }));
    await admin.waitForURL(/[?&]stale=true/);
    const adminList = admin.getByRole('list', { name: 'Deals', exact: true });
    await visible(adminList.getByRole('listitem', { name: new RegExp(lagging.dealId) }));
    await visible(adminList.getByRole('listitem', { name: new RegExp(idle.dealId) }));
    await expect(adminList.getByText('Fresh Court').count()).resolves.toBe(0);
    await expect(adminList.getByText('New Plaza').count()).resolves.toBe(0);
    await screenshot(admin, 'stale-admin-stale-only-dark');

    await admin.getByRole('button', { name: 'Stage View' }).click();
    const adminProposal = await visible(admin.getByRole('region', { name: 'Proposal stage', exact: true }));
    await visible(adminProposal.getByText('2 deals', { exact: true }));
    await expect(adminProposal.getByRole('img', { name: 'Stale: 20 days in stage' }).count()).resolves.toBe(2);
    await screenshot(admin, 'stale-admin-stages-dark');

    // The filter is part of the address: a fresh load keeps it.
    await admin.reload();
    await visible(admin.getByText('Showing 2 deals', { exact: true }));
    await expect(filters.getByRole('checkbox', { name: 'Stale only' }).isChecked()).resolves.toBe(true);
    await admin.context().close();
  }, 240_000);
});
