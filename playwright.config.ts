import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.js';
import { E2E_ENV } from './e2e/support/env.js';

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
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
