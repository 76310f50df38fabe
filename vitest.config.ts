import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    // Each file gets its own database, so files run in parallel; argon2 and PostgreSQL want the cores.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
