import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated PGlite per run, copied for each test file's database (testing/pglite-template.ts).
    globalSetup: ['src/testing/pglite-template.ts'],
    pool: 'forks',
    // Two cores: two test files at a time, each with its own database.
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
