import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_ENV } from './e2e/support/env.js';

// The browser tests run on the system's Chromium: Playwright never downloads a browser for this project.
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install it (Debian: apt-get install chromium) or set CHROME_PATH`,
  );
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Every test signs up with its own e-mail address, so files run side by side; the machines have 2 cores.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup, which starts the app on a free port; workers inherit its environment.
    baseURL: process.env[E2E_ENV.baseUrl],
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
