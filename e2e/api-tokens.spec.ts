import { API_TOKEN_MESSAGES } from '../src/shared/api-tokens.js';
import { expect, inBothThemes, test } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

test('an Admin creates an API token, copies it from the one time it is shown, and revokes it, which refuses it at once', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  await api.createPosting(admin, { title: 'Token Reader' });
  await signIn(admin);
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'No API tokens yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  // The form says what is missing before anything is sent.
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText(API_TOKEN_MESSAGES.name)).toBeVisible();
  await expect(page.getByText(API_TOKEN_MESSAGES.scopes)).toBeVisible();
  await page.getByLabel('Name').fill('Payroll export');
  await page.getByRole('checkbox', { name: /Read the company's postings/ }).check();
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new token' });
  const field = dialog.getByLabel('Token');
  await expect(field).toHaveValue(/^ohk_/);
  const token = await field.inputValue();
  await expectNoSeriousAxeViolations();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payroll export' })).toBeVisible();
  await expect(page.getByText('read_postings', { exact: true })).toBeVisible();
  await inBothThemes(page, expectNoSeriousAxeViolations);

  const postings = () => page.request.get('/api/postings/', { headers: { authorization: `Bearer ${token}` } });
  expect((await postings()).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Last used')).toBeVisible();
  await expect(page.getByText('Not yet')).toHaveCount(0);

  await page.getByRole('button', { name: 'Revoke Payroll export' }).click();
  await page.getByRole('dialog', { name: 'Revoke token' }).getByRole('button', { name: 'Revoke' }).click();
  await expectToast(API_TOKEN_MESSAGES.revoked);
  await expect(page.getByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
  expect((await postings()).status()).toBe(401);
});
