import { API_TOKEN_MESSAGES, API_TOKEN_REVOCATIONS } from '../src/shared/api-tokens.js';
import { TEAM_TOASTS } from '../src/shared/team.js';
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
  // Listed as revoked, with who revoked it, and no longer offered for revoking.
  await expect(page.getByText(API_TOKEN_REVOCATIONS.byAdmin(admin.member_name!))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke Payroll export' })).toHaveCount(0);
  expect((await postings()).status()).toBe(401);
});

test('removing an Admin says how many API tokens they made, which then answer 401 and are listed as revoked with why', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const admin = await api.registerRecruiter();
  const second = await api.addMember(admin, 'admin', 'Sol Second');
  const made = await page.request.post('/api/api_tokens/', {
    headers: { authorization: await api.signIn(second) },
    data: { name: 'Nightly sync', scopes: ['read_postings'] },
  });
  const { token } = (await made.json()) as { token: string };
  const postings = () => page.request.get('/api/postings/', { headers: { authorization: `Bearer ${token}` } });
  expect((await postings()).status()).toBe(200);

  await signIn(admin);
  await page.goto('/team');
  await page.getByRole('table', { name: 'Members' }).getByRole('button', { name: 'Remove Sol Second' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Sol Second?' });
  await expect(dialog).toContainText('The API token they made stops working at once');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectToast(TEAM_TOASTS.removed);
  expect((await postings()).status()).toBe(401);

  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'Nightly sync' })).toBeVisible();
  await expect(page.getByText(API_TOKEN_REVOCATIONS.makerRemoved('Sol Second'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke Nightly sync' })).toHaveCount(0);
});
