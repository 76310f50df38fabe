import { TEAM_MESSAGES, TEAM_TOASTS } from '../src/shared/team.js';
import { expect, readMailTo, test } from './support/index.js';

test("a new company's Admin confirms their address from the e-mailed link, and the Team screen stops asking", async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  await signIn(admin);
  await page.goto('/team');
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(notice).toBeVisible();
  await expectNoSeriousAxeViolations();

  const resentAt = Date.now();
  await notice.getByRole('button', { name: 'Resend confirmation' }).click();
  await expectToast(TEAM_TOASTS.confirmationSent);
  const link = /\/confirm-email\/[\w-]+/.exec(await readMailTo(admin.email, resentAt))?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByText(TEAM_MESSAGES.confirmed)).toBeVisible();
  await expectNoSeriousAxeViolations();
  await page.getByRole('link', { name: 'Go to your team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The link works once.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('alert')).toHaveText(TEAM_MESSAGES.confirmationUnusable);
});
