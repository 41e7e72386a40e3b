import { configDefaults, defineConfig } from 'vitest/config';

// The files that replace a module with vi.mock: they run after the others, each with a module graph
// of its own (vitest.own-modules.config.ts), since a mock in a shared graph would reach other files.
export const OWN_MODULES = ['src/platform/http/fuzz-http.test.ts', 'src/platform/realtime/fuzz-sockets.test.ts', 'src/platform/security/tenant-sweep.test.ts'];

export const serverTestOptions = {
  // One migrated PGlite per run, copied for each test file's database (testing/pglite-template.ts).
  globalSetup: ['src/testing/pglite-template.ts'],
  pool: 'forks' as const,
  // Two cores: two test files at a time, each with its own app and database (CI runs the PostgreSQL
  // pass one file at a time beside the journeys: SERVER_TEST_WORKERS=1).
  // eslint-disable-next-line no-restricted-properties -- the test runner's setting, not the app's configuration
  maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 2),
  minWorkers: 1,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A report of a test's progress acknowledged after vitest's fixed 60 s is not a failure; every other
  // unhandled error still fails the run, through the reporter (decision 230).
  dangerouslyIgnoreUnhandledErrors: true,
  reporters: ['default', './src/testing/late-replies-reporter.ts'],
};

export default defineConfig({
  test: {
    ...serverTestOptions,
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...OWN_MODULES],
    // The files share their modules per worker (decision 179): the app's code is loaded once per
    // worker, not once per file; each file still starts its own app on its own database.
    isolate: false,
  },
});
