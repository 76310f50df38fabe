import type { Page } from '@playwright/test';
import { formatDay, toDateFieldValue } from '../src/web/lib/dates.js';
import { expect, test } from './support/index.js';

const DAY_MS = 86_400_000;

/** A date field's value for a day `days` from now, in the browser's own calendar (the test runs in the same zone). */
const dateFieldValue = (days: number) => toDateFieldValue(new Date(Date.now() + days * DAY_MS));

async function chooseSkills(page: Page, label: string, searches: [string, string][]): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  for (const [search, option] of searches) {
    await combobox.click();
    await combobox.fill(search);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await combobox.press('Escape');
}

async function writeRichText(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(text);
}

test('a recruiter creates a posting, finds it, edits it, shares its link and deletes it', async ({
  page,
  context,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  // The whole life of a posting in one journey: about 25 s here, more on a busy machine.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);

  await expect(page.getByRole('heading', { name: 'Current Openings (0)' })).toBeVisible();
  await expect(page.getByText('No Jobs Available')).toBeVisible();
  await page.getByRole('link', { name: 'Create Job', exact: true }).click();
  await expect(page).toHaveURL(/\/job$/);
  await expect(page.getByRole('heading', { name: 'Create Job Posting' })).toBeVisible();

  await page.getByLabel('Job Title', { exact: true }).fill('Platform Engineer');
  await page.getByLabel('Department', { exact: true }).fill('Infrastructure');
  await page.getByLabel('City', { exact: true }).fill('Toronto');
  await page.getByLabel('Country', { exact: true }).selectOption('Canada');

  const today = dateFieldValue(0);
  await expect(page.getByLabel('Posting Date', { exact: true })).toHaveValue(today);
  await expect(page.getByLabel('Deadline', { exact: true })).toHaveValue(dateFieldValue(30));
  const deadline = dateFieldValue(45);
  await page.getByLabel('Deadline', { exact: true }).fill(deadline);
  await expect(page.getByText(formatDay(today), { exact: true })).toBeVisible();
  await expect(page.getByText(formatDay(deadline), { exact: true })).toBeVisible();

  await chooseSkills(page, 'Choose soft skills', [
    ['lead', 'Leadership'],
    ['team', 'Teamwork'],
  ]);
  await chooseSkills(page, 'Choose technical skills', [
    ['kaf', 'Kafka'],
    ['type', 'TypeScript'],
  ]);
  await expect(page.getByRole('list', { name: 'Chosen soft skills' })).toContainText('Leadership');
  await expect(page.getByRole('list', { name: 'Chosen technical skills' })).toContainText('Kafka');
  await page.getByRole('button', { name: 'Remove Teamwork' }).click();
  await expect(page.getByRole('list', { name: 'Chosen soft skills' })).not.toContainText('Teamwork');

  // The full form asks at least one question; the quick form, the default, may ask none.
  await page.getByRole('radio', { name: 'Full application' }).click();
  await expect(page.getByLabel('Question 1', { exact: true })).toHaveValue('Tell me about yourself?');
  await page.getByRole('button', { name: 'Remove question 1' }).click();
  await expectToast('At least one question is required.');
  await expect(page.getByLabel('Question 1', { exact: true })).toHaveValue('Tell me about yourself?');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('Which system are you proudest of?');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByLabel('Question 3', { exact: true }).fill('A question we take back');
  await page.getByRole('button', { name: 'Remove question 3' }).click();
  await expect(page.getByLabel('Question 3', { exact: true })).toHaveCount(0);

  await page.getByLabel('Recruiter Name', { exact: true }).fill('Rita Recruiter');
  await page.getByLabel('Recruiter Email', { exact: true }).fill(recruiter.email);

  await writeRichText(page, 'About Company', 'We build hiring tools for small teams.');
  const aboutToolbar = page.getByRole('toolbar', { name: 'About Job formatting' });
  await page.getByRole('textbox', { name: 'About Job', exact: true }).click();
  await aboutToolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Own the platform.');
  await writeRichText(page, 'Qualification', 'Five years with distributed systems.');
  await page.getByRole('textbox', { name: 'Key Requirements', exact: true }).click();
  await page
    .getByRole('toolbar', { name: 'Key Requirements formatting' })
    .getByRole('button', { name: 'Bullet list' })
    .click();
  await page.keyboard.type('Kafka');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Kubernetes');
  await expect(page.getByRole('textbox', { name: 'Key Requirements', exact: true }).locator('li')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'About Job', exact: true }).locator('strong')).toHaveText(
    'Own the platform.',
  );
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expectNoSeriousAxeViolations();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast('Job created successfully!');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByLabel('Job Title', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Posting link', { exact: true })).toHaveValue(/\/apply\/[0-9a-f-]{36}$/);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Current Openings (1)' })).toBeVisible();
  const dashboardCard = page.getByRole('article').filter({ hasText: 'Platform Engineer' });
  await expect(dashboardCard).toContainText('Toronto, Canada');
  await expect(dashboardCard).toContainText('0 Applicants');

  await page.getByRole('link', { name: 'See All openings' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Current Openings' })).toBeVisible();
  const search = page.getByPlaceholder('Search jobs...');
  await search.fill('PLATFORM');
  await expect(page.getByRole('article').filter({ hasText: 'Platform Engineer' })).toBeVisible();
  await search.fill('designer');
  await expect(page.getByText('No Jobs Available')).toBeVisible();
  await search.fill('toronto');
  await expect(page.getByRole('article').filter({ hasText: 'Platform Engineer' })).toBeVisible();
  await page.getByLabel('Filter by location', { exact: true }).selectOption('Toronto, Canada');
  await expectNoSeriousAxeViolations();

  await page.getByRole('button', { name: 'Edit Platform Engineer' }).click();
  await expect(page).toHaveURL(/\/edit-job$/);
  await expect(page.getByRole('heading', { name: 'Edit Job Posting' })).toBeVisible();
  await expect(page.getByLabel('Job Title', { exact: true })).toHaveValue('Platform Engineer');
  await expect(page.getByLabel('Job Title', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'About Company', exact: true })).toHaveText(
    'We build hiring tools for small teams.',
  );
  await expect(page.getByLabel('Question 2', { exact: true })).toHaveValue('Which system are you proudest of?');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Job Title', { exact: true }).fill('Senior Platform Engineer');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast('Job updated successfully!');
  await expect(page.getByLabel('Job Title', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Job Title', { exact: true })).toHaveValue('Senior Platform Engineer');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Job Title', { exact: true }).fill('A title nobody saves');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Job Title', { exact: true })).toHaveValue('Senior Platform Engineer');

  const link = await page.getByLabel('Posting link', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expectToast('Link copied to clipboard');
  // The spec runs without the DOM library, so the page-side code is given as text.
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Job Posting' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this job posting? This action cannot be undone. Please confirm your decision.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast('Job deleted successfully!');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText('No Jobs Available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Job', exact: true }).last()).toBeVisible();
});

test('closed postings carry a badge on /jobs and the dashboard, and /jobs filters Active, Closed or All', async ({
  page,
  api,
  signIn,
}) => {
  const recruiter = await api.registerRecruiter();
  await api.createPosting(recruiter, { title: 'Open Role' });
  await api.createPosting(recruiter, { title: 'Paused Role', active: false });
  await signIn(recruiter);

  const card = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card('Paused Role')).toContainText('Closed');
  await expect(card('Open Role')).not.toContainText('Closed');

  await page.goto('/jobs');
  await expect(card('Paused Role')).toContainText('Closed');
  await expect(card('Open Role')).not.toContainText('Closed');
  const status = page.getByLabel('Filter by status');
  await status.selectOption('Active');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card('Open Role')).toBeVisible();
  await status.selectOption('Closed');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card('Paused Role')).toBeVisible();
  await status.selectOption('');
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('an incomplete posting is refused with Please fill all required fields.', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await page.goto('/job');
  await page.getByLabel('Job Title', { exact: true }).fill('Data Engineer');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast('Please fill all required fields.');
  await expect(page).toHaveURL(/\/job$/);
  await expect(page.getByLabel('Posting link', { exact: true })).toHaveValue('');
});

test('/edit-job without a chosen posting starts a new one on /job', async ({ page, api, signIn }) => {
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await page.evaluate("window.localStorage.removeItem('currentJobId')");
  await page.goto('/edit-job');
  await expect(page).toHaveURL(/\/job$/);
  await expect(page.getByRole('heading', { name: 'Create Job Posting' })).toBeVisible();
});
