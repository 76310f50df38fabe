import { existsSync } from 'node:fs';

// The browser tests, Playwright's journeys and Vitest's component tests alike, run on the system's Chromium:
// nothing downloads a browser for this project.
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install it (Debian: apt-get install chromium) or set CHROME_PATH`,
  );
}

export const chromiumLaunchOptions = {
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
};
