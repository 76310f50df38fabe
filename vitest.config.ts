import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/chromium.js';

const DATABASE_SETUP = 'src/server/test/global-setup.ts';
const SLOW = 'src/**/*.slow.test.ts';

// Four lanes: `unit` needs no database, `server` drives the app in-process on a real database, `slow` starts
// processes (the app, PostgreSQL, the CLI), `web` renders the web app's components in Chromium and drives them as a
// person does. `vitest run` runs all four; `--project <name>` runs one.
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
        test: { name: 'unit', include: ['src/web/**/*.test.ts', 'src/shared/**/*.test.ts', 'bench/**/*.test.ts'] },
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
      {
        // In the real browser rather than a DOM written in JavaScript: focus, keyboard and layout are Chromium's,
        // as in Playwright's journeys (decision 085). The server is not running: each test answers fetch itself.
        plugins: [react()],
        // Bundled before the first test: a dependency found halfway through a run reloads the page and leaves two
        // copies of React in it.
        optimizeDeps: {
          include: [
            '@dnd-kit/core',
            '@dnd-kit/sortable',
            '@dnd-kit/utilities',
            '@headlessui/react',
            '@hookform/resolvers/zod',
            '@tanstack/react-query',
            '@testing-library/jest-dom/vitest',
            '@testing-library/react',
            '@testing-library/user-event',
            'react',
            'react-dom',
            'react-dom/client',
            'react-hook-form',
            'react-hot-toast',
            'react-router',
            'react/jsx-dev-runtime',
            'zod',
          ],
        },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 15_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
