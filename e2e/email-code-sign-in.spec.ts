import type { Page } from '@playwright/test';
import { emailSignInCodeIn, emailSignInPathIn, expect, readMailTo, test, uniqueEmail } from './support/index.js';

/** From a job link to the code screen: the sign-in screen asks a guest from a job link their e-mail and name first. */
async function askForCode(page: Page, postingId: string, email: string): Promise<number> {
  await page.goto(`/apply/${postingId}`);
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('region', { name: 'Continue with e-mail' });
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByLabel('Your name (if you are new here)').fill('Grace Hopper');
  const requestedAt = Date.now();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/sign-in\/email$/);
  await expect(page.getByRole('heading', { name: `Enter the 6-digit code we sent to ${email}` })).toBeVisible();
  return requestedAt;
}

test('a new candidate from a job link signs in with the code from the e-mail and lands on the job', async ({
  page,
  api,
  expectToast,
}) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const email = uniqueEmail('guest');

  const requestedAt = await askForCode(page, postingId, email);
  const code = emailSignInCodeIn(await readMailTo(email, requestedAt));

  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  // Pasted with a space, as some mail apps copy it: the whole code signs in without another tap.
  await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expectToast('Signin successful!');
  await expect(page).toHaveURL(new RegExp(`/apply/${postingId}$`));
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();
});

test('a candidate who signed in with a code sets a password on their profile and can sign in with it', async ({
  page,
  api,
  expectToast,
}) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const email = uniqueEmail('settler');
  const password = 'Tea at 4 with Ada';

  const requestedAt = await askForCode(page, postingId, email);
  await page.getByLabel('6-digit code').fill(emailSignInCodeIn(await readMailTo(email, requestedAt)));
  await expect(page).toHaveURL(new RegExp(`/apply/${postingId}$`));

  await page.goto('/candidate-profile');
  const card = page.getByRole('heading', { name: 'Set a password' });
  await expect(card).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-type Password').fill(password);
  await page.getByRole('button', { name: 'Set a password' }).click();
  await expectToast('Password set.');
  await expect(card).toBeHidden();
  expect(await api.signIn({ email, password })).toMatch(/^[\w-]{43}$/);
});

test('a wrong code is announced, and the right one still signs in', async ({ page, api, expectToast }) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const email = uniqueEmail('typo');

  const requestedAt = await askForCode(page, postingId, email);
  const code = emailSignInCodeIn(await readMailTo(email, requestedAt));
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await page.getByLabel('6-digit code').fill(wrong);
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired. Request a new one.');
  await expect(page.getByLabel('6-digit code')).toHaveValue('');
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await page.getByLabel('6-digit code').fill(code);
  await expectToast('Signin successful!');
  await expect(page).toHaveURL(new RegExp(`/apply/${postingId}$`));
});

test('the link from the e-mail signs in on another device, and takes the candidate to the job', async ({
  page,
  browser,
  api,
}) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const email = uniqueEmail('linked');

  const requestedAt = await askForCode(page, postingId, email);
  const link = emailSignInPathIn(await readMailTo(email, requestedAt));

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(link);
  await expect(phonePage.getByRole('heading', { name: 'Sign in to Openhire' })).toBeVisible();
  await phonePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(phonePage).toHaveURL(new RegExp(`/apply/${postingId}$`));
  await expect(phonePage.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();

  // Used once, the link is spent: the code in the same e-mail with it.
  await phonePage.goto(link);
  await phonePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(phonePage.getByRole('alert')).toHaveText(
    'This sign-in link is invalid, used or expired. Request a new code.',
  );
  await phone.close();

  await page.getByLabel('6-digit code').fill(emailSignInCodeIn(await readMailTo(email, requestedAt)));
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired. Request a new one.');
  await expect(page).not.toHaveURL(/\/apply\//);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`on a device set to ${colorScheme}`, () => {
    test.use({ colorScheme });

    test('the e-mail, code and link screens have no serious accessibility violation', async ({
      page,
      api,
      expectNoSeriousAxeViolations,
    }) => {
      // Four screens, each checked by axe: slow on a busy machine.
      test.slow();
      const recruiter = await api.registerRecruiter();
      const postingId = await api.createPosting(recruiter);
      const email = uniqueEmail('axe');

      // A guest who did not come from a job link reaches the e-mail screen from the sign-in screen's first button.
      await page.goto('/login');
      await page.getByRole('link', { name: 'Continue with e-mail' }).click();
      await expect(page.getByLabel('Your e-mail')).toBeVisible();
      await expectNoSeriousAxeViolations();

      await page.goto(`/apply/${postingId}`);
      await expect(page.getByRole('region', { name: 'Continue with e-mail' }).getByLabel('Your e-mail')).toBeVisible();
      await expectNoSeriousAxeViolations();

      const requestedAt = await askForCode(page, postingId, email);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Enter the 6-digit code from the e-mail').first()).toBeVisible();
      await expectNoSeriousAxeViolations();

      await page.goto(emailSignInPathIn(await readMailTo(email, requestedAt)));
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousAxeViolations();
    });
  });
}
