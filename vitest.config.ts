import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const DATABASE_SETUP = 'src/server/test/global-setup.ts';
const SLOW = 'src/**/*.slow.test.ts';

// Three lanes: `unit` needs no database, `server` drives the app in-process on a real database, `slow` starts
// processes (the app, PostgreSQL, the CLI). `vitest run` runs all three; `--project <name>` runs one.
export default defineConfig({
  test: {
    // Each file gets its own database, so files run in parallel. They mostly wait on PostgreSQL, so two run
    // at a time even on two cores (Vitest's default there would be one).
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/web/**/*.test.ts', 'src/shared/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: [SLOW],
          globalSetup: [DATABASE_SETUP],
        },
      },
      {
        extends: true,
        // A start of the app or of PostgreSQL takes seconds, many more on a busy machine.
        test: { name: 'slow', include: [SLOW], globalSetup: [DATABASE_SETUP], testTimeout: 120_000 },
      },
    ],
  },
});
