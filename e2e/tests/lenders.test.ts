import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { networkQuiet, screenshot, signInAs } from '../support/browser';
import { pageIn, signedInPage, visible, type Theme } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

const COLUMNS = [
  'lender_name',
  'lender_type',
  'lender_website',
  'program_name',
  'loan_purposes',
  'property_types',
  'max_ltv',
  'states',
  'recourse',
  'indicative_rate',
  'contact_name',
  'contact_email',
  'contact_role',
] as const;

/**
 * Three lenders with one program each, judged against the deal below (a $7.2M purchase of a Texas
 * multifamily valued at $10M: LTV 72 %): max LTV 75 Matches, max LTV 70 is Near (2 points past, the
 * default tolerance is 5), max LTV 60 is out (12 points past).
 */
const LENDERS = {
  match: { lender: 'Anchor Plains Bank', program: 'Texas Multifamily 75' },
  near: { lender: 'Bluewater Debt Partners', program: 'Core Multifamily 70' },
  out: { lender: 'Cinder Street Capital', program: 'Low Leverage 60' },
} as const;
const LENDER_NAMES = Object.values(LENDERS).map(({ lender }) => lender);

function lendersCsv(nearMaxLtv: string): string {
  const rows: Record<(typeof COLUMNS)[number], string>[] = [
    {
      lender_name: LENDERS.match.lender,
      lender_type: 'bank',
      lender_website: 'anchorplains.example',
      program_name: LENDERS.match.program,
      loan_purposes: 'purchase;refinance',
      property_types: 'Multifamily',
      max_ltv: '75',
      states: 'TX;OK',
      recourse: 'partial',
      indicative_rate: '6.25',
      contact_name: 'Dana Ortiz',
      contact_email: 'dana.ortiz@anchorplains.example',
      contact_role: 'Originator',
    },
    {
      lender_name: LENDERS.near.lender,
      lender_type: 'Debt fund',
      lender_website: 'https://bluewater.example',
      program_name: LENDERS.near.program,
      loan_purposes: 'purchase',
      property_types: 'Multifamily;Office',
      max_ltv: nearMaxLtv,
      states: 'nationwide',
      recourse: 'non-recourse',
      indicative_rate: '6.75',
      contact_name: '',
      contact_email: '',
      contact_role: '',
    },
    {
      lender_name: LENDERS.out.lender,
      lender_type: 'private',
      lender_website: '',
      program_name: LENDERS.out.program,
      loan_purposes: 'purchase;refinance',
      property_types: 'Multifamily',
      max_ltv: '60',
      states: 'TX',
      recourse: 'full',
      indicative_rate: '7',
      contact_name: '',
      contact_email: '',
      contact_role: '',
    },
  ];
  return (
    [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => row[column]).join(','))].join('\r\n') + '\r\n'
  );
}

const csvFile = (name: string, csv: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

/** A description list (dt/dd) as term → text. */
async function detailsOf(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((element) => {
    const details: Record<string, string> = {};
    for (const term of Array.from(element.querySelectorAll('dt'))) {
      const value = term.nextElementSibling;
      if (value?.tagName === 'DD') details[term.textContent?.trim() ?? ''] = value.textContent?.trim() ?? '';
    }
    return details;
  });
}

/** Neither the page nor an open dialog (nor the backdrop it scrolls in) is wider than it shows. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflows = await page.evaluate(() => {
    const boxes: Element[] = [document.documentElement];
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]'))) {
      boxes.push(dialog);
      if (dialog.parentElement) boxes.push(dialog.parentElement);
    }
    return boxes.map((box) => box.scrollWidth - box.clientWidth);
  });
  expect(overflows.length).toBeGreaterThan(0);
  for (const overflow of overflows) expect(overflow).toBeLessThanOrEqual(0);
}

/** Every element of `scope` a user can see ends inside a 390 px wide viewport (visually hidden ones aside). */
async function expectWithinPhoneWidth(scope: Locator): Promise<void> {
  const outside = await scope.evaluate((root) => {
    const hidden = (element: Element | null): boolean => {
      for (let node = element; node && node !== root.parentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' || style.clipPath !== 'none' || node.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    return Array.from(root.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > 390 && !hidden(element))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"`);
  });
  expect(outside).toEqual([]);
}

/**
 * Lender sizing and matching end to end: the admin imports the lender directory from a CSV (a bad
 * row is refused whole, by row and column), a member creates a deal with underwriting figures, the
 * admin's Lenders tab of the deal lists the programs that Match and the Near one with its reason,
 * an edit of the value moves the Near program to Match, and the member sees the sizing and the
 * counts only, never a lender.
 */
describe('lender sizing and matching in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  let dealNumber = '';

  useStackAndBrowser((started) => ({ stack, browser } = started));

  async function adminPage(theme: Theme, path: string, options: { mobile?: boolean } = {}): Promise<Page> {
    const page = await pageIn(browser, theme, options);
    await signInAs(page, stack.urls.shell, 'demo-admin');
    await page.goto(`${stack.urls.shell}${path}`);
    return page;
  }

  /** The deal's summary opened from the deals list: 'Details of' for an admin, 'View' for its member. */
  async function openSummary(page: Page, action: 'Details of' | 'View'): Promise<Locator> {
    await (await visible(page.getByRole('button', { name: `${action} ${dealNumber}` }), 30_000)).click();
    const summary = page.getByRole('dialog', { name: 'Deal Summary' });
    await visible(summary);
    return summary;
  }

  async function openLendersTab(page: Page): Promise<Locator> {
    const summary = await openSummary(page, 'Details of');
    await summary.getByRole('tab', { name: 'Lenders' }).click();
    await visible(summary.getByRole('heading', { name: 'Lender matches' }), 30_000);
    return summary;
  }

  const matchCard = (scope: Locator, { lender, program }: { lender: string; program: string }) =>
    scope.getByRole('article', { name: `${lender} — ${program}` });

  it('the admin imports lenders from a CSV: a bad row is refused whole, the fixed file lists them', async () => {
    const page = await adminPage('light', '/admin?tab=lenders');
    try {
      await visible(page.getByRole('heading', { name: 'Lenders', level: 2 }), 30_000);
      await visible(page.getByText('No lenders yet', { exact: true }), 30_000);
      await page.getByRole('button', { name: 'Import CSV' }).first().click();
      const file = page.getByLabel('CSV file');
      await visible(file);

      // The template names every column the file below uses.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Download template' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('lenders-template.csv');
      const template = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const header = template
        .split(/\r?\n/)[0]!
        .split(',')
        .map((cell) => cell.replace(/^"(.*)"$/, '$1'));
      expect(header).toEqual(expect.arrayContaining([...COLUMNS]));

      // Row 3 (the second program) asks for a max LTV of 140 %: the whole file is refused.
      await file.setInputFiles(csvFile('lenders-bad.csv', lendersCsv('140')));
      const refusal = page.getByRole('alert').filter({ hasText: 'The file has 1 error: nothing was imported' });
      await visible(refusal, 30_000);
      const problems = refusal.getByRole('list', { name: 'Problems in lenders-bad.csv' });
      await expect(problems.getByRole('listitem').allTextContents()).resolves.toEqual([
        'Row 3, column max_ltv: must be a number between 1 and 100',
      ]);
      await expect(refusal.getByText('Nothing was saved.', { exact: false }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true);
      await screenshot(page, 'lenders-import-refused-light');
      await expectAccessible(page, 'Lenders: a refused CSV import (light)');

      // Nothing was saved: after a reload the directory is still empty.
      await page.reload();
      await visible(page.getByText('No lenders yet', { exact: true }), 30_000);
      await expect(page.getByRole('table', { name: 'Lenders' }).count()).resolves.toBe(0);

      // The fixed file is checked (a dry run), then imported.
      await page.getByRole('button', { name: 'Import CSV' }).first().click();
      await page.getByLabel('CSV file').setInputFiles(csvFile('lenders.csv', lendersCsv('70')));
      await visible(page.getByText('lenders.csv: 3 rows checked, no problems'), 30_000);
      await expect(
        page.getByRole('list', { name: 'What the import changes' }).getByRole('listitem').allTextContents(),
      ).resolves.toEqual(['Lenders: 3 new, 0 updated', 'Programs: 3 new, 0 updated', 'Contacts: 1 new, 0 updated']);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await visible(page.getByText('Import finished: 3 lenders, 3 programs and 1 contact added'), 30_000);

      const table = page.getByRole('table', { name: 'Lenders' });
      await visible(table, 30_000);
      await visible(page.getByText('3 lenders in the directory', { exact: true }));
      for (const name of LENDER_NAMES) await visible(table.getByRole('link', { name, exact: true }));
      const bluewater = table.getByRole('row').filter({ hasText: LENDERS.near.lender });
      await expect(bluewater.getByRole('cell').allTextContents()).resolves.toEqual(
        expect.arrayContaining(['Debt fund', '1 program', 'Nationwide']),
      );
      await networkQuiet(page);
      await screenshot(page, 'lenders-imported-light');
      await expectAccessible(page, 'Lenders: the imported directory (light)');

      // A lender's page shows the program as imported.
      await table.getByRole('link', { name: LENDERS.near.lender, exact: true }).click();
      await visible(page.getByRole('article', { name: LENDERS.near.program }), 30_000);
    } catch (error) {
      await screenshot(page, 'lenders-import-failed');
      throw error;
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('a member creates a deal with underwriting figures and sees its sizing and match count, no lender', async () => {
    const page = await signedInPage(browser, stack.urls.shell, 'demo-member', 'light');
    try {
      await (await visible(page.getByRole('button', { name: 'NEW DEAL' }), 30_000)).click();
      const create = page.getByRole('dialog', { name: 'Create New Deal' });
      await visible(create);
      await create.getByLabel('First Name').fill('Lena');
      await create.getByLabel('Last Name').fill('Lender');
      await create.getByLabel('Phone Number').fill('555-0177');
      await create.getByLabel('Email Address').fill('lena@example.com');
      await create.getByLabel('Deal Type').selectOption('Acquisition');
      await create.getByLabel('Property Type').selectOption('Multifamily');
      await create.getByLabel('Property Address').fill('500 Congress Ave, Austin, TX 78701');
      await create.getByLabel('Loan Request').fill('$7.2M');

      // The underwriting section starts collapsed; the state is offered from the address.
      const underwriting = create.getByRole('group', { name: 'Underwriting (optional)' });
      await expect(underwriting.isVisible()).resolves.toBe(false);
      const toggle = create.getByRole('button', { name: /^Underwriting \(optional\)/ });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await toggle.click();
      await visible(underwriting);
      await visible(underwriting.getByText('From the address: Texas'));
      await underwriting.getByLabel('Property State').selectOption('TX');
      await underwriting.getByLabel('Loan Purpose').selectOption('purchase');
      await underwriting.getByLabel('Property Value (as-is or purchase price)').fill('$10,000,000');
      await underwriting.getByLabel('Net Operating Income (annual)').fill('$750,000');
      await underwriting.getByLabel('Term (months)').fill('120');
      await visible(create.getByRole('button', { name: 'Underwriting (optional) · 5 filled' }));
      await screenshot(page, 'lenders-create-underwriting-light');
      await create.getByRole('button', { name: 'Create Deal' }).click();
      await visible(page.getByText('Deal created successfully', { exact: true }), 30_000);
      await create.getByRole('button', { name: 'Done' }).click();
      await create.waitFor({ state: 'detached' });

      const row = page
        .getByRole('list', { name: 'Deals', exact: true })
        .getByRole('listitem')
        .filter({ hasText: '500 Congress Ave' });
      await visible(row, 30_000);
      dealNumber = (await row.first().textContent())?.match(/DL-\d{4}-\d{6}/)?.[0] ?? '';
      expect(dealNumber).not.toBe('');

      // Everything the gateway answers while the summary opens, to check no lender reaches the browser.
      const answers: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(stack.urls.gateway)) answers.push(response.text().catch(() => ''));
      });
      const summary = await openSummary(page, 'View');
      // Members see the summary alone: no tabs, no lender matches.
      await expect(summary.getByRole('tab', { name: 'Lenders' }).count()).resolves.toBe(0);
      const figures = await detailsOf(summary.getByRole('region', { name: 'Underwriting' }).locator('dl'));
      expect(figures).toMatchObject({
        'Property State': 'Texas (TX)',
        'Property Value': '$10,000,000',
        'Net Operating Income': '$750,000 a year',
        'Loan Purpose': 'Purchase',
        Term: '120 months',
      });

      const sizing = summary.getByRole('region', { name: 'Loan Sizing' });
      await visible(sizing.getByText('1 program matches, 1 is near', { exact: true }), 30_000);
      // Purchase defaults: 6.5 % over 360 months, max LTV 70 %, min DSCR 1.25x, min debt yield 9 %.
      expect(await detailsOf(sizing.locator('dl'))).toMatchObject({
        LTV: '72.00 %',
        DSCR: '1.37x',
        'Debt yield': '10.42 %',
        'Annual debt service': '$546,106.77 a year',
        'Max loan by LTV': '$7,000,000',
        'Max loan by DSCR': '$7,910,541',
        'Max loan by debt yield': '$8,333,333',
        'Max loan': '$7,000,000 — LTV-limited',
      });
      await visible(sizing.getByText(/^Default terms for Purchase: 6\.5 % over 360 months, max LTV 70 %/));
      await visible(sizing.getByRole('heading', { name: 'Lender programs' }));

      // Counts only: no lender or program name anywhere on the page, nor in what the gateway sent it.
      await networkQuiet(page);
      const html = await page.content();
      const sent = (await Promise.all(answers)).join('\n');
      expect(answers.length).toBeGreaterThan(0);
      expect(sent).toContain('"match":1');
      for (const { lender, program } of Object.values(LENDERS)) {
        expect(html).not.toContain(lender);
        expect(html).not.toContain(program);
        expect(sent).not.toContain(lender);
        expect(sent).not.toContain(program);
      }
      await sizing.scrollIntoViewIfNeeded();
      await screenshot(page, 'lenders-member-sizing-light');
      await expectAccessible(page, 'Deal Summary: loan sizing and match count (member, light)');
    } catch (error) {
      await screenshot(page, 'lenders-member-create-failed');
      throw error;
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it("the admin's Lenders tab of the deal lists the Match and the Near program with its reason", async () => {
    expect(dealNumber).not.toBe('');
    const page = await signedInPage(browser, stack.urls.shell, 'demo-admin', 'dark');
    try {
      const summary = await openLendersTab(page);
      await visible(summary.getByText('1 program matches, 1 is near, of 3 active programs judged.'), 30_000);

      const matches = summary.getByRole('region', { name: 'Match (1)' });
      const near = summary.getByRole('region', { name: 'Near (1)' });
      const matchResult = matchCard(matches, LENDERS.match);
      await visible(matchResult);
      await expect(matchResult.getByText('Match', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(matchResult.getByText('Bank', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(matchResult.getByText('LTV 72 % ≤ max 75 %').isVisible()).resolves.toBe(true);
      await expect(matchResult.getByText(/: State TX in (TX, OK|OK, TX)$/).isVisible()).resolves.toBe(true);
      await expect(matchResult.getByText('Partial recourse', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(matchResult.getByText('Dana Ortiz', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(
        matchResult.getByRole('link', { name: 'dana.ortiz@anchorplains.example' }).getAttribute('href'),
      ).resolves.toBe('mailto:dana.ortiz@anchorplains.example');

      const nearResult = matchCard(near, LENDERS.near);
      await visible(nearResult);
      await expect(nearResult.getByText('Near · 2.9% past a limit', { exact: true }).isVisible()).resolves.toBe(true);
      const ltv = nearResult.getByRole('listitem').filter({ hasText: 'Max LTV' });
      await expect(ltv.textContent()).resolves.toBe('MissedMax LTV: LTV 72 % > max 70 % (within tolerance)');
      await expect(nearResult.getByText('No contacts on file.').isVisible()).resolves.toBe(true);

      // The program 12 points past its limit is left out.
      await expect(summary.getByText(LENDERS.out.lender).count()).resolves.toBe(0);
      await expect(summary.getByRole('article').count()).resolves.toBe(2);
      await networkQuiet(page);
      await screenshot(page, 'lenders-deal-matches-dark');
      await expectAccessible(page, "Deal Summary: the admin's Lenders tab (dark)");
    } catch (error) {
      await screenshot(page, 'lenders-deal-matches-failed');
      throw error;
    } finally {
      await page.context().close();
    }
  }, 180_000);

  it('a higher value lowers the LTV: the Near program Matches, for the admin and in the member count', async () => {
    expect(dealNumber).not.toBe('');
    const member = await signedInPage(browser, stack.urls.shell, 'demo-member', 'dark');
    try {
      await (await visible(member.getByRole('button', { name: `Edit ${dealNumber}` }), 30_000)).click();
      const edit = member.getByRole('dialog', { name: `Edit Deal ${dealNumber}` });
      await visible(edit);
      await edit.getByRole('button', { name: /^Underwriting \(optional\)/ }).click();
      const value = edit.getByRole('group', { name: 'Underwriting (optional)' }).getByLabel(/^Property Value/);
      await visible(value);
      await expect(value.inputValue()).resolves.toBe('$10,000,000');
      await value.fill('$10,500,000');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await visible(member.getByText('Deal updated successfully'), 30_000);
      await edit.waitFor({ state: 'detached' });

      const summary = await openSummary(member, 'View');
      const sizing = summary.getByRole('region', { name: 'Loan Sizing' });
      await visible(sizing.getByText('2 programs match, 0 are near', { exact: true }), 30_000);
      expect(await detailsOf(sizing.locator('dl'))).toMatchObject({
        LTV: '68.57 %',
        'Max loan by LTV': '$7,350,000',
        'Max loan': '$7,350,000 — LTV-limited',
      });
      const html = await member.content();
      for (const name of LENDER_NAMES) expect(html).not.toContain(name);
      await networkQuiet(member);
      await sizing.scrollIntoViewIfNeeded();
      await screenshot(member, 'lenders-member-sizing-edited-dark');
      await expectAccessible(member, 'Deal Summary: loan sizing and match count after an edit (member, dark)');
    } catch (error) {
      await screenshot(member, 'lenders-member-edit-failed');
      throw error;
    } finally {
      await member.context().close();
    }

    const admin = await signedInPage(browser, stack.urls.shell, 'demo-admin', 'light');
    try {
      const summary = await openLendersTab(admin);
      await visible(summary.getByText('2 programs match, 0 are near, of 3 active programs judged.'), 30_000);
      const matches = summary.getByRole('region', { name: 'Match (2)' });
      // Match first, then by program name.
      await expect(matches.getByRole('heading', { level: 5 }).allTextContents()).resolves.toEqual([
        `${LENDERS.near.lender} — ${LENDERS.near.program}`,
        `${LENDERS.match.lender} — ${LENDERS.match.program}`,
      ]);
      const formerNear = matchCard(matches, LENDERS.near);
      await expect(formerNear.getByText('Match', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(formerNear.getByText('LTV 68.57 % ≤ max 70 %').isVisible()).resolves.toBe(true);
      await expect(summary.getByRole('region', { name: /^Near / }).count()).resolves.toBe(0);
      await expect(summary.getByText(LENDERS.out.lender).count()).resolves.toBe(0);
      await networkQuiet(admin);
      await screenshot(admin, 'lenders-deal-matches-edited-light');
      await expectAccessible(admin, "Deal Summary: the admin's Lenders tab after an edit (light)");
    } catch (error) {
      await screenshot(admin, 'lenders-deal-matches-edited-failed');
      throw error;
    } finally {
      await admin.context().close();
    }
  }, 240_000);

  it('on a 390 px phone in the dark theme the directory, the matches and the sizing fit the width', async () => {
    expect(dealNumber).not.toBe('');
    const admin = await adminPage('dark', '/admin?tab=lenders', { mobile: true });
    try {
      const table = admin.getByRole('table', { name: 'Lenders' });
      await visible(table, 30_000);
      for (const name of LENDER_NAMES) await visible(table.getByRole('link', { name, exact: true }));
      await networkQuiet(admin);
      await expectNoSidewaysScroll(admin);
      await expectWithinPhoneWidth(table);
      await screenshot(admin, 'lenders-directory-dark-phone');
      await expectAccessible(admin, 'Lenders: the directory (dark, phone)');

      await admin.goto(stack.urls.shell);
      await visible(admin.getByRole('heading', { name: 'DEALS', level: 1 }), 30_000);
      const summary = await openLendersTab(admin);
      await visible(matchCard(summary, LENDERS.match), 30_000);
      await networkQuiet(admin);
      await expectNoSidewaysScroll(admin);
      await expectWithinPhoneWidth(summary);
      await screenshot(admin, 'lenders-deal-matches-dark-phone');
      await expectAccessible(admin, "Deal Summary: the admin's Lenders tab (dark, phone)");
    } catch (error) {
      await screenshot(admin, 'lenders-phone-admin-failed');
      throw error;
    } finally {
      await admin.context().close();
    }

    const member = await signedInPage(browser, stack.urls.shell, 'demo-member', 'dark', { mobile: true });
    try {
      const summary = await openSummary(member, 'View');
      const sizing = summary.getByRole('region', { name: 'Loan Sizing' });
      await visible(sizing.getByText('2 programs match, 0 are near', { exact: true }), 30_000);
      await networkQuiet(member);
      await expectNoSidewaysScroll(member);
      await expectWithinPhoneWidth(summary);
      await sizing.scrollIntoViewIfNeeded();
      await screenshot(member, 'lenders-member-sizing-dark-phone');
      await expectAccessible(member, 'Deal Summary: loan sizing and match count (member, dark, phone)');
    } catch (error) {
      await screenshot(member, 'lenders-phone-member-failed');
      throw error;
    } finally {
      await member.context().close();
    }
  }, 240_000);
});
