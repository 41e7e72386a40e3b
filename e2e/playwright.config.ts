import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run (the config is also loaded by workers: only the
// server started below uses it).
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'procura-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// Two journeys at a time (most of a journey's time is the real clock of a session or a mail), in
// three groups by what they share on the one server (every journey signs in from 127.0.0.1):
// - server-wide: journeys that read or rely on what every journey changes: the demo buyer's
//   dashboard counters (read from the API, then compared with the page), and a refused code request
//   (the rate-limit reset before every other journey would lift the refusal). They run first, alone.
// - own-accounts: journeys of freshly registered accounts (or the demo buyer's new, unpriced
//   procurements, its pages read by password sign-in, and master data no other journey reads by
//   position): any two at once.
// - demo-accounts: the rest, one at a time (the default for a new journey): they sign the demo
//   vendors in by one-time code (a second code asked for the same account from the same address
//   within 30 s is refused, and a new code voids the one being typed), and they price the demo
//   buyer's procurements, which the saving journey measures as a difference.
const SERVER_WIDE = [/\/buyer-reads-dashboard\.spec\.ts$/, /\/sign-in-refusal-stays\.spec\.ts$/];
const OWN_ACCOUNTS = [
  'buyer-and-admin-land-and-menus',
  'buyer-completes-onboarding',
  'buyer-invites-vendors-to-auction',
  'buyer-prepares-merit-point-initiation',
  'buyer-prepares-negotiation-initiation',
  'buyer-registers-and-verifies',
  'demo-room',
  'landing-free-trial',
  'landing-language-carries-over',
  'one-time-code-sign-in',
  'pages-refuse-inline-code',
  'session-timeout',
  'super-admin-adds-currency',
  'wrong-password',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
const chromium = { browserName: 'chromium' as const, viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes side by side when E2E_WORKERS=2 (as .ci/run sets it); one at a time otherwise.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'server-wide', testMatch: SERVER_WIDE, workers: 1, use: chromium },
    // One worker each, so that the two groups run side by side from the start (the dispatcher fills
    // the workers in project order, and the one-at-a-time group is the longest).
    { name: 'own-accounts', testMatch: OWN_ACCOUNTS, dependencies: ['server-wide'], workers: 1, use: chromium },
    { name: 'demo-accounts', testIgnore: [...SERVER_WIDE, ...OWN_ACCOUNTS], dependencies: ['server-wide'], workers: 1, use: chromium },
  ],
  webServer: {
    // The built server, as `npm start` runs it (bundling takes well under a second, so the journeys
    // always test the current sources); the web app is built separately (npm run build -w web).
    command: 'node server/build.mjs && node --enable-source-maps server/dist/main.js',
    cwd: '..',
    url: `${baseURL}/health/ready`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', DEMO_DATA: 'true', PUBLIC_URL: baseURL, ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}) },
  },
});
