import type { Page } from '@playwright/test';
import { NOTIFICATION_TOASTS } from '../src/shared/notifications.js';
import { expect, readMailTo, test } from './support/index.js';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** The window comes back to the front, as when the recruiter returns to the tab. */
async function returnToPage(page: Page): Promise<void> {
  await page.evaluate('window.dispatchEvent(new Event("visibilitychange"))');
}

test('a new application reaches the recruiter: the bell counts it, the list names it, and opening it reads it', async ({
  page,
  api,
  signIn,
}) => {
  test.setTimeout(60_000);
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title: 'Platform Engineer' });
  // The bell's first count is in before anyone applies: a return to the page while that count is still on its way
  // would be answered by it.
  const firstCount = page.waitForResponse((response) => response.url().includes('/api/notifications/unread/'));
  await signIn(recruiter);
  await firstCount;
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  const candidate = await api.registerCandidate();
  const appliedAt = Date.now();
  const applicationId = await api.applyWithResume(candidate, postingId, { lastName: 'Byron' });
  await returnToPage(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  // The posting's recruiter is e-mailed at once, with a link to the application.
  const mail = await readMailTo(recruiter.email, appliedAt);
  expect(mail).toContain('New application: Ada Byron for Platform Engineer');
  expect(mail).toContain(`/candidate/${applicationId}`);

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByRole('link', { name: /Ada Byron applied for Platform Engineer/ });
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${applicationId}$`));
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await bell(page).click();
  await expect(page.getByRole('link', { name: /Ada Byron applied for Platform Engineer/ })).not.toContainText('Unread');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('a member chooses a daily digest for one job from the settings screen', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const recruiter = await api.registerRecruiter();
  await api.createPosting(recruiter, { title: 'Data Analyst' });
  await signIn(recruiter);
  await page.goto('/notifications/settings');
  const posting = page.getByRole('group', { name: 'Data Analyst' });
  // By default the posting's recruiter is e-mailed at once.
  await expect(posting.getByLabel('New applications for Data Analyst')).toHaveValue('instant');
  await posting.getByLabel('New applications for Data Analyst').selectOption('daily');
  await page.getByLabel('Send the digest at').selectOption('7');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(NOTIFICATION_TOASTS.saved);
  await page.reload();
  await expect(page.getByLabel('New applications for Data Analyst')).toHaveValue('daily');
  await expect(page.getByLabel('Send the digest at')).toHaveValue('7');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on /notifications and its settings in the ${theme} theme`, async ({
    page,
    api,
    signIn,
    expectNoSeriousAxeViolations,
  }) => {
    test.setTimeout(60_000);
    const recruiter = await api.registerRecruiter();
    const postingId = await api.createPosting(recruiter, { title: 'Support Lead' });
    for (const lastName of ['Byron', 'King'])
      await api.applyWithResume(await api.registerCandidate(), postingId, { lastName });
    await signIn(recruiter);
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
    }
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    await expect(page.getByRole('link', { name: /applied for Support Lead/ })).toHaveCount(2);
    await expectNoSeriousAxeViolations();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Support Lead' })).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
}
