import { expect, test, STRONG_PASSWORD, uniqueEmail } from './support/index.js';

test('a candidate who signs up is signed in and lands on the home page with their name in the user menu', async ({
  page,
  expectToast,
}) => {
  const email = uniqueEmail('candidate');
  await page.goto('/signup');
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Re-type Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
  await expectToast('Signup successful!');

  // No second typing of the password: the new account is signed in.
  await expect(page).toHaveURL(/\/$/);
  const userMenu = page.getByRole('banner').getByRole('button', { name: /Grace Hopper/ });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toContainText('Candidate');
});

test('a recruiter who signs up is signed in and sees the company name and Talent Acquisition Manager', async ({
  page,
  expectToast,
}) => {
  const email = uniqueEmail('recruiter');
  const company = `Contoso ${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.getByLabel('Organization Name').fill(company);
  await page.getByLabel('Your Name').fill('Dana Scully');
  await page.getByLabel('City Country').fill('Toronto, Canada');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Re-type Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
  await expectToast('Signup successful!');

  await expect(page).toHaveURL(/\/$/);
  const userMenu = page.getByRole('banner').getByRole('button', { name: new RegExp(company) });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toContainText('Talent Acquisition Manager');
});

test('signing in with empty fields asks to fill all fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Please fill all fields', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in with a wrong password shows Signin failed!', async ({ page, api, expectToast }) => {
  const candidate = await api.registerCandidate();
  await page.goto('/login');
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Password').fill('Wrong#Password1');
  await page.getByLabel('Password').press('Enter');
  await expectToast('Signin failed!');
  await expect(page).toHaveURL(/\/login$/);
});

test('a toast said twice shows once, and never over the top bar or the page heading', async ({
  page,
  api,
  expectToast,
}) => {
  const candidate = await api.registerCandidate();
  await page.goto('/login');
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Password').fill('Wrong#Password1');
  await page.getByLabel('Password').press('Enter');
  await expectToast('Signin failed!');
  const secondAttempt = page.waitForResponse((response) => new URL(response.url()).pathname === '/login/');
  await page.getByLabel('Password').press('Enter');
  await secondAttempt;
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();

  const toasts = page.getByRole('status').filter({ hasText: 'Signin failed!' });
  await expect(toasts).toHaveCount(1);
  const toast = await toasts.boundingBox();
  for (const covered of [page.getByRole('banner'), page.getByRole('heading', { level: 1 })]) {
    const box = await covered.boundingBox();
    expect(toast && box, 'the toast and what it must not cover are on screen').toBeTruthy();
    if (toast && box) expect(toast.y >= box.y + box.height || toast.y + toast.height <= box.y).toBe(true);
  }
});

test('a recruiter created through the API can sign in from the login screen', async ({ page, api, signIn }) => {
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await expect(page.getByRole('banner')).toContainText(recruiter.name);
});
