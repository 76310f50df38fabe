import type { Page } from '@playwright/test';
import { TEAM_TOASTS } from '../src/shared/team.js';
import { expect, test } from './support/index.js';

const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Talent Acquisition Manager/ });

test('a founder signed up without their own name is asked for it on sign-in, and it is what the app shows for them', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  // The specification's sign-up names the company alone.
  const founder = await api.registerRecruiter({ member_name: undefined });
  await signIn(founder);

  const dialog = page.getByRole('dialog', { name: 'What is your name?' });
  await expect(dialog.getByLabel('Your Name')).toBeVisible();
  await expect(dialog).toContainText('Until you give it, they see your e-mail address.');
  await expectNoSeriousAxeViolations();
  // It is not waved away: Escape leaves it open, and an empty name is refused on the field.
  await page.keyboard.press('Escape');
  await expect(dialog.getByLabel('Your Name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Your Name')).toHaveAccessibleDescription(/Enter your name/);

  await dialog.getByLabel('Your Name').fill('Jane Founder');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(TEAM_TOASTS.renamed);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(userMenu(page)).toContainText('Jane Founder');

  // Signed in again, the name is known and nothing is asked.
  await page.reload();
  await expect(userMenu(page)).toContainText('Jane Founder');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member renames themselves from the user menu', async ({ page, api, signIn, expectToast }) => {
  const founder = await api.registerRecruiter({ member_name: 'Robin Founder' });
  await signIn(founder);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Your name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your name' });
  await expect(dialog.getByLabel('Your Name')).toHaveValue('Robin Founder');
  await dialog.getByLabel('Your Name').fill('Robin Okafor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(TEAM_TOASTS.renamed);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(userMenu(page)).toContainText('Robin Okafor');

  // Cancelling keeps the name.
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Your name' }).click();
  await page.getByRole('dialog', { name: 'Your name' }).getByLabel('Your Name').fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(userMenu(page)).toContainText('Robin Okafor');
});
