import type { Page } from '@playwright/test';
import { expect, test } from './support/index.js';

async function storedTheme(page: Page): Promise<string | undefined> {
  const { origins } = await page.context().storageState();
  return origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === 'color-theme')?.value;
}

test('the dark theme chosen with the toggle is kept across a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('body')).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('dark');

  await page.reload();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('dark');
});
