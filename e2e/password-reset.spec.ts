import { expect, test, readMailTo, resetCodeIn } from './support/index.js';

test('a person resets a forgotten password with the code e-mailed to them', async ({ page, api, expectToast }) => {
  const candidate = await api.registerCandidate();
  const newPassword = 'Renewed#2026x';

  await page.goto('/forgot');
  const requestedAt = Date.now();
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Email').press('Enter');
  await expectToast('OTP has been sent to your email!');
  await expect(page).toHaveURL(/\/reset$/);

  const mail = await readMailTo(candidate.email, requestedAt);
  expect(mail).toContain('Subject: Your password reset code');
  const code = resetCodeIn(mail);

  await page.getByLabel('OTP').fill(code);
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/re-?enter password/i).fill(newPassword);
  await page.getByLabel(/re-?enter password/i).press('Enter');
  await expectToast('Password reset successful!');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Password').fill(candidate.password);
  await page.getByLabel('Password').press('Enter');
  await expectToast('Signin failed!');

  await page.getByLabel('Password').fill(newPassword);
  await page.getByLabel('Password').press('Enter');
  await expectToast('Signin successful!');
  await expect(page).toHaveURL(/\/$/);
});

test('opening /reset without having asked for a code sends the person to /forgot', async ({ page }) => {
  await page.goto('/reset');
  await expect(page).toHaveURL(/\/forgot$/);
});
