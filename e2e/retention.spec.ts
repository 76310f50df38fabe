import { RETENTION_TEXT } from '../src/shared/retention.js';
import { expect, test } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

test('an Admin previews whom retention will erase and places a legal hold on an application', async ({
  page,
  api,
  request,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: 'Data Engineer' });
  const candidate = await api.registerCandidate({ name: 'Grace Hopper' });
  const applicationId = await api.applyWithResume(candidate, postingId);
  const token = await api.signIn(admin);
  const saved = await request.put('/api/privacy/', {
    headers: { authorization: token },
    data: { notice_text: 'We keep your application for a month.', retention_months: 1 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signIn(admin);
  await page.goto('/profile');
  const preview = page.getByRole('region', { name: RETENTION_TEXT.previewHeading });
  await expect(preview.getByRole('link')).toHaveCount(1);
  await expect(preview).toContainText(RETENTION_TEXT.quarantinedOn);
  await expectNoSeriousAxeViolations();

  await preview.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${applicationId}`));
  await page.getByLabel(RETENTION_TEXT.reason).fill('A claim about this hire is pending.');
  await page.getByRole('button', { name: RETENTION_TEXT.place }).click();
  await expectToast(RETENTION_TEXT.held);
  await expect(page.getByText('A claim about this hire is pending.')).toBeVisible();
  await expect(page.getByText(RETENTION_TEXT.noEnd)).toBeVisible();
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousAxeViolations();

  // A held candidate is out of the dry run.
  await page.goto('/profile');
  await expect(page.getByText(RETENTION_TEXT.nobody)).toBeVisible();
  await expectNoSeriousAxeViolations();
});
