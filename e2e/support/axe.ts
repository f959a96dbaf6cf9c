import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './browser';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/** The rule sets the portal is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The impacts that fail a check (axe's "moderate" and "minor" are reported by axe but not enforced here). */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

export type AxeNode = {
  target: string[];
  html: string;
  failureSummary?: string;
  /** The contrast check's figures, when the rule is colour-contrast. */
  contrast?: { ratio: number; expected: string; foreground: string; background: string; fontSize: string };
};

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
};

export type AxeOptions = {
  /** CSS selectors left out of the audit (e.g. a third-party widget). */
  exclude?: string[];
  /** CSS selectors of the only parts audited (one card of a screen); the whole page when absent. */
  include?: string[];
};

type RawNode = {
  target: unknown[];
  html: string;
  failureSummary?: string;
  any: { id: string; data?: Record<string, unknown> | null }[];
};

type RawViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: RawNode[] };

/**
 * Runs axe-core in the page (injected from the e2e workspace's axe-core package) with the WCAG 2.1
 * A and AA rules and returns every violation, worst first. The page is audited as it stands: wait
 * for the screen to settle before calling this.
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol rather than added as a <script>: the portal's CSP
  // (script-src 'self') rightly refuses inline scripts, and the audit must not need it weakened.
  if (!loaded) await page.evaluate((axeSource ??= readFileSync(AXE_SCRIPT, 'utf8')) + '\n;undefined');
  const raw = await page.evaluate(
    async ({ tags, exclude, include }) => {
      const axe = (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<{ violations: RawViolation[] }> };
        }
      ).axe;
      const context =
        exclude.length || include.length
          ? {
              include: include.length ? include.map((selector) => [selector]) : [document],
              exclude: exclude.map((selector) => [selector]),
            }
          : document;
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    { tags: [...WCAG_TAGS], exclude: options.exclude ?? [], include: options.include ?? [] },
  );
  const order = ['critical', 'serious', 'moderate', 'minor'];
  return (raw as RawViolation[])
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => {
        const data = node.any.find((check) => check.id === 'color-contrast')?.data;
        return {
          target: node.target.map(String),
          html: node.html,
          failureSummary: node.failureSummary,
          contrast:
            data && typeof data.contrastRatio === 'number'
              ? {
                  ratio: data.contrastRatio,
                  expected: String(data.expectedContrastRatio),
                  foreground: String(data.fgColor),
                  background: String(data.bgColor),
                  fontSize: String(data.fontSize),
                }
              : undefined,
        };
      }),
    }))
    .sort((a, b) => order.indexOf(a.impact ?? 'minor') - order.indexOf(b.impact ?? 'minor'));
}

/** The violations that fail the standing check: serious and critical ones. */
export function blockingViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => (BLOCKING_IMPACTS as readonly string[]).includes(violation.impact ?? ''));
}

/** A readable report: rule, impact, help, then each element's selector (and contrast figures). */
export function formatViolations(screen: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `${screen}: no violations`;
  const lines = [`${screen}: ${violations.length} accessibility violation(s)`];
  for (const violation of violations) {
    lines.push(`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`);
    for (const node of violation.nodes.slice(0, 10)) {
      const contrast = node.contrast
        ? ` — contrast ${node.contrast.ratio}:1 (needs ${node.contrast.expected}), ${node.contrast.foreground} on ${node.contrast.background}, ${node.contrast.fontSize}`
        : '';
      lines.push(`    ${node.target.join(' ')}${contrast}`);
      lines.push(`      ${node.html.slice(0, 160)}`);
      if (!node.contrast && node.failureSummary) {
        lines.push(`      ${node.failureSummary.replace(/\s*\n\s*/g, ' / ').slice(0, 300)}`);
      }
    }
    if (violation.nodes.length > 10) lines.push(`    … and ${violation.nodes.length - 10} more`);
  }
  return lines.join('\n');
}

/**
 * Audits the page and throws, with a report of rule ids, impacts, selectors and contrast figures,
 * when it has any serious or critical WCAG 2.1 A/AA violation. Returns the full list (including
 * the moderate and minor ones) for callers that want to log them.
 */
export async function expectAccessible(page: Page, screen: string, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const violations = await runAxe(page, options);
  const blocking = blockingViolations(violations);
  // Every audited screen and its findings, kept as a CI artefact: e2e/artifacts/accessibility.log.
  mkdirSync(artifactsDir, { recursive: true });
  appendFileSync(join(artifactsDir, 'accessibility.log'), `${formatViolations(screen, violations)}\n`);
  if (blocking.length > 0) throw new Error(formatViolations(screen, blocking));
  return violations;
}
