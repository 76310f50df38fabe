import { expect, test } from './support/index.js';

test('a guest opening /jobs lands on the login screen', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/login$/);
});

test('a candidate opening the recruiter screen /jobs lands on the home page', async ({ page, api, signIn }) => {
  const candidate = await api.registerCandidate();
  await signIn(candidate);
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in person opening /login lands on the home page', async ({ page, api, signIn }) => {
  const candidate = await api.registerCandidate();
  await signIn(candidate);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a guest opening a posting link signs in and lands back on that posting', async ({ page, api, expectToast }) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const candidate = await api.registerCandidate();

  await page.goto(`/apply/${postingId}`);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Password').fill(candidate.password);
  await page.getByLabel('Password').press('Enter');
  await expectToast('Signin successful!');
  await expect(page).toHaveURL(new RegExp(`/apply/${postingId}$`));
});
