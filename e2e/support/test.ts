import { test as base, expect, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

// Every journey imports `test` from here (eslint enforces it): it runs in the pages' real
// Content-Security-Policy and fails when the browser refuses anything (an Emotion style without the
// nonce, an inline script, an eval), which in production would be a silently broken page.

export { expect };

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

interface JourneyFixtures {
  /** Every journey signs in from 127.0.0.1: the product forgets the sign-in counts before each (test support, NODE_ENV=test). */
  freshRateLimits: void;
  /** What the browser refused in this test; the test fails unless it is empty at the end. */
  cspViolations: CspViolation[];
  /** A second person's browser (own storage, own socket), watched like the test's own page and closed after it. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/** Reports every `securitypolicyviolation` of the context's pages and frames into `violations`. */
async function watchPolicy(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, v: Omit<CspViolation, 'page'>) => {
    violations.push({ page: page.url(), ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
        void report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` });
      },
      true,
    );
  });
}

export const test = base.extend<JourneyFixtures>({
  freshRateLimits: [
    async ({ request }, use) => {
      const answer = await request.delete('/api/test-support/rate-limits');
      expect(answer.status(), 'the server forgets rate-limit counts between journeys').toBe(204);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    // Playwright reads the fixtures a fixture needs from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const violations: CspViolation[] = [];
      await use(violations);
      expect(violations, 'the browser refused something under the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await watchPolicy(context, cspViolations);
    await use(context);
  },
  newContext: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await watchPolicy(context, cspViolations);
      return context;
    });
    for (const context of opened) await context.close();
  },
});
