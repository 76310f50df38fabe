import type { Page } from '@playwright/test';
import { expect, test } from './support/index.js';

// Each screen is checked once its form is on screen, after the load splash.
const GUEST_SCREENS: { path: string; ready: (page: Page) => ReturnType<Page['getByText']> }[] = [
  { path: '/login', ready: (page) => page.getByLabel('Password') },
  { path: '/register-type', ready: (page) => page.getByText('Candidate Registration') },
  { path: '/register', ready: (page) => page.getByLabel('Organization Name') },
  { path: '/signup', ready: (page) => page.getByLabel('Your Name') },
  { path: '/forgot', ready: (page) => page.getByLabel('Email') },
];

for (const screen of GUEST_SCREENS) {
  test(`axe-core finds no serious or critical violation on ${screen.path}`, async ({
    page,
    expectNoSeriousAxeViolations,
  }) => {
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
}

test('axe-core finds no serious or critical violation on /login in the dark theme', async ({
  page,
  expectNoSeriousAxeViolations,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectNoSeriousAxeViolations();
});
