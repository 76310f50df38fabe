import { expect, test } from '@playwright/test';
import { registerCandidate, signIn } from './support/index.js';

test('logging out shows Logout successful, returns to login and protected screens ask to sign in again', async ({
  page,
  request,
}) => {
  const candidate = await registerCandidate(request);
  await signIn(page, candidate);

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(candidate.name) })
    .click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByText('Logout successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/applications');
  await expect(page).toHaveURL(/\/login$/);
});
