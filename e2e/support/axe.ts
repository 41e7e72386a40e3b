import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { expect, test } from './test';

// Decision 198: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on the screens the journeys reach. The
// source is evaluated through the DevTools protocol (page.evaluate of a string), which the page's
// Content-Security-Policy does not govern, so the product's policy stays as it is and the journeys'
// CSP watch still fails on anything the page itself tries.
//
// AXE_REPORT=<file> appends every violation (any impact) as one JSON line per screen;
// AXE_REPORT_ONLY=1 records without failing (to measure a state before fixing it).

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface AxeWindow {
  axe?: { run: (context: Document, options: unknown) => Promise<AxeResults> };
}

/** Runs axe on the page as it is now and answers its violations (any impact). */
export async function axeViolations(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe));
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) => (window as unknown as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_22_AA,
  );
  return results.violations;
}

/** One readable line per violation and up to three of its elements. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`);
      const more = v.nodes.length > 3 ? [`    … and ${v.nodes.length - 3} more`] : [];
      return [`  ${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

function record(label: string, page: Page, violations: Result[]): void {
  const file = process.env.AXE_REPORT;
  if (!file) return;
  const line = {
    label,
    url: new URL(page.url()).pathname,
    test: test.info().title,
    violations: violations.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length, nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${(n.failureSummary ?? '').slice(0, 200)}`) })),
  };
  fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** Fails the journey when the screen has a serious or critical WCAG 2.2 A/AA violation, and lists them. */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  record(label, page, violations);
  const serious = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  if (process.env.AXE_REPORT_ONLY === '1') return;
  expect(serious.length, `axe (WCAG 2.2 A/AA) on ${label}:\n${describeViolations(serious)}`).toBe(0);
}
