import { expect, test } from './support/index.js';

test('logging out shows Logout successful, returns to login and protected screens ask to sign in again', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const candidate = await api.registerCandidate();
  await signIn(candidate);

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(candidate.name) })
    .click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expectToast('Logout successful');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/applications');
  await expect(page).toHaveURL(/\/login$/);
});
