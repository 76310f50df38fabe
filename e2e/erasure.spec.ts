import { ERASURE_MESSAGES, ERASURE_TEXT } from '../src/shared/erasure.js';
import { emailSignInPathIn, expect, readMailTo, test, uniqueEmail, inBothThemes } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a candidate deletes their account from My data and can no longer sign in', async ({
    page,
    api,
    request,
    signIn,
    expectNoSeriousAxeViolations,
  }) => {
    const admin = await api.registerRecruiter();
    const postingId = await api.createPosting(admin, { title: 'Data Engineer' });
    const candidate = await api.registerCandidate();
    await api.applyWithResume(candidate, postingId);

    await signIn(candidate);
    await page.goto('/my-data');
    await expect(page.getByRole('heading', { name: ERASURE_TEXT.deleteAccountTitle, level: 2 })).toBeVisible();
    await expect(page.getByText(ERASURE_TEXT.deleteAccountHolds)).toBeVisible();
    await inBothThemes(page, () => expectNoSeriousAxeViolations());

    const password = page.getByLabel(ERASURE_TEXT.deleteAccountPassword);
    await password.fill('Not-the-password#1');
    await page.getByRole('button', { name: ERASURE_TEXT.deleteAccountTitle }).click();
    await expect(password).toHaveAccessibleDescription(ERASURE_MESSAGES.wrongPassword);

    await password.fill(candidate.password);
    await page.getByRole('button', { name: ERASURE_TEXT.deleteAccountTitle }).click();
    await expect(page.getByRole('heading', { name: ERASURE_TEXT.accountDeletedTitle, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/account-deleted$/);

    const login = await request.post('/login/', { data: { email: candidate.email, password: candidate.password } });
    expect(login.status()).not.toBe(200);
  });
});

test('a candidate deleting their account is shown the application a company keeps under a legal hold', async ({
  page,
  api,
  request,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: 'Records Clerk' });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  const hold = await request.post(`/api/applications/${applicationId}/legal_hold/`, {
    headers: { authorization: await api.signIn(admin) },
    data: { reason: 'Tribunal claim' },
  });
  expect(hold.status()).toBe(200);

  await signIn(candidate);
  await page.goto('/my-data');
  await page.getByLabel(ERASURE_TEXT.deleteAccountPassword).fill(candidate.password);
  await page.getByRole('button', { name: ERASURE_TEXT.deleteAccountTitle }).click();
  await expect(page.getByRole('heading', { name: ERASURE_TEXT.accountDeletedTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(ERASURE_TEXT.accountDeletedHeldDescription)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Records Clerk at' })).toBeVisible();
  await inBothThemes(page, () => expectNoSeriousAxeViolations());
});

test('a candidate without a password deletes their account with a code e-mailed to them', async ({
  page,
  request,
  expectNoSeriousAxeViolations,
}) => {
  const email = uniqueEmail('coded');
  const askedAt = Date.now();
  expect((await request.post('/api/candidate/email_code/', { data: { email } })).status()).toBe(200);
  await page.goto(emailSignInPathIn(await readMailTo(email, askedAt)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in\/email\//);

  await page.goto('/my-data');
  await expect(page.getByRole('heading', { name: ERASURE_TEXT.deleteAccountTitle, level: 2 })).toBeVisible();
  await expect(page.getByLabel(ERASURE_TEXT.deleteAccountPassword)).toHaveCount(0);
  const sentAt = Date.now();
  await page.getByRole('button', { name: ERASURE_TEXT.deleteAccountSendCode }).click();
  await expect(page.getByRole('status').filter({ hasText: ERASURE_MESSAGES.codeSent })).toBeVisible();
  const code = /delete your account is <strong>(\d{6})/.exec(await readMailTo(email, sentAt))?.[1];
  await inBothThemes(page, () => expectNoSeriousAxeViolations());

  const field = page.getByLabel(ERASURE_TEXT.deleteAccountCode);
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: ERASURE_TEXT.deleteAccountTitle }).click();
  await expect(field).toHaveAccessibleDescription(ERASURE_MESSAGES.wrongCode);

  await field.fill(code ?? '');
  await page.getByRole('button', { name: ERASURE_TEXT.deleteAccountTitle }).click();
  await expect(page.getByRole('heading', { name: ERASURE_TEXT.accountDeletedTitle, level: 1 })).toBeVisible();
});

test('an Admin erases a candidate, who is gone from the list and the board', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: 'Data Engineer' });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId, { lastName: 'Hopper' });

  await signIn(admin);
  await page.goto(`/candidate/${applicationId}`);
  const dialog = page.getByRole('dialog', { name: ERASURE_TEXT.eraseAction });
  const confirm = dialog.getByLabel(ERASURE_TEXT.eraseConfirmLabel);
  // The open dialog keeps the rest of the page out of reach: it closes to change the theme.
  await inBothThemes(page, async () => {
    await page.getByRole('button', { name: ERASURE_TEXT.eraseAction }).click();
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations();
    await page.keyboard.press('Escape');
  });
  await page.getByRole('button', { name: ERASURE_TEXT.eraseAction }).click();

  await confirm.fill('someone else');
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(confirm).toHaveAccessibleDescription(ERASURE_TEXT.eraseConfirmMismatch);

  await confirm.fill('ada hopper');
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expectToast("Erased the candidate's data: 1 application");
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(page.getByText('Ada Hopper')).toHaveCount(0);

  await page.goto(`/jobs/${postingId}/board`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Ada Hopper')).toHaveCount(0);
});
