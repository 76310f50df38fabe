import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../src/shared/auth.js';
import { expect, test, STRONG_PASSWORD, uniqueEmail } from './support/index.js';

async function expectMessage(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function submitCandidateSignup(page: Page, password: string, retyped: string) {
  await page.goto('/signup');
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('candidate'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-type Password').fill(retyped);
  await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
}

test.describe('candidate signup', () => {
  test('different passwords show Password does not match', async ({ page }) => {
    await submitCandidateSignup(page, STRONG_PASSWORD, `${STRONG_PASSWORD}x`);
    await expectMessage(page, 'Password does not match');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a password under 6 characters shows Password must be at least 6 characters', async ({ page }) => {
    await submitCandidateSignup(page, 'Ab1!x', 'Ab1!x');
    await expectMessage(page, 'Password must be at least 6 characters');
  });

  test('a weak password of 6 characters or more shows the strong-password rule', async ({ page }) => {
    await submitCandidateSignup(page, 'abcdefgh', 'abcdefgh');
    await expectMessage(page, AUTH_MESSAGES.strongPassword);
  });
});

test.describe('recruiter signup', () => {
  test('an empty form shows Please fill all the fields', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
    await expectMessage(page, 'Please fill all the fields');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('different passwords show Passwords do not match', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Organization Name').fill('Contoso');
    await page.getByLabel('Your Name').fill('Dana Scully');
    await page.getByLabel('City Country').fill('Toronto, Canada');
    await page.getByLabel('Email').fill(uniqueEmail('recruiter'));
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Re-type Password').fill(`${STRONG_PASSWORD}x`);
    await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
    await expectMessage(page, 'Passwords do not match');
  });

  test('a weak password shows the strong-password rule', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Organization Name').fill('Contoso');
    await page.getByLabel('Your Name').fill('Dana Scully');
    await page.getByLabel('City Country').fill('Toronto, Canada');
    await page.getByLabel('Email').fill(uniqueEmail('recruiter'));
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Re-type Password').fill('abcdefgh');
    await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
    await expectMessage(page, AUTH_MESSAGES.strongPassword);
  });
});
