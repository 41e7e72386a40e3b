import { defineConfig } from 'vitest/config';

// npm run test:faults: real server processes killed, paused and cut off from PostgreSQL, Redis and
// SMTP (src/faults/). Not part of `npm test`. One file at a time: each starts its own PostgreSQL,
// Redis and nodes, and several at once would measure the machine, not the server.
export default defineConfig({
  test: {
    include: ['src/faults/**/*.fault.ts'],
    globalSetup: ['src/faults/fault-global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    minWorkers: 1,
    testTimeout: 150_000,
    hookTimeout: 90_000,
    teardownTimeout: 60_000,
  },
});
