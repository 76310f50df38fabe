import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, inBothThemes, test } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

test('a recruiter reads how hiring goes in charts with their numbers, and downloads a report as CSV', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const recruiter = await api.registerRecruiter();
  await api.withoutUndoWindow(recruiter);
  const title = `Data engineer ${randomUUID().slice(0, 6)}`;
  const postingId = await api.createPosting(recruiter, { title });
  const applications: string[] = [];
  for (let index = 0; index < 3; index++)
    applications.push(await api.applyWithResume(await api.registerCandidate(), postingId));
  await api.changeStatus(recruiter, applications[0]!, 'Under Review');
  await api.changeStatus(recruiter, applications[0]!, 'Interview Scheduled');
  await api.changeStatus(recruiter, applications[1]!, 'Under Review');
  await api.changeStatus(recruiter, applications[2]!, 'Not Selected');

  await signIn(recruiter);
  await page.getByRole('link', { name: 'Reports' }).click();
  // The page and its charts are a chunk of their own, loaded with it.
  await expect(page.getByRole('heading', { name: 'Hiring reports', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Job').selectOption({ label: title });
  await expect(page.getByText(/^3 applications sent from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\.$/)).toBeVisible({
    timeout: 30_000,
  });

  const funnel = page.getByRole('heading', { name: 'Funnel' }).locator('../../..');
  await expect(funnel.getByRole('img', { name: /applications that reached each stage/ })).toBeVisible();
  await expect(funnel.getByRole('row', { name: 'Under Review 2 66.7 %' })).toBeVisible();
  await expect(funnel.getByRole('row', { name: 'Interview Scheduled 1 50 %' })).toBeVisible();
  const offers = page.getByRole('heading', { name: 'Offers and outcomes' }).locator('../../..');
  await expect(offers.getByRole('row', { name: 'Rejected 1' })).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await inBothThemes(page, expectNoSeriousAxeViolations);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  }

  const downloading = page.waitForEvent('download');
  await funnel.getByRole('button', { name: 'Download Funnel as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^funnel-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Stage,Reached,Conversion from the previous stage (%)');
  expect(lines[1]).toBe('Application Submitted,3,');
});
