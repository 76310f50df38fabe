import { randomUUID } from 'node:crypto';
import { formatListDate } from '../src/web/lib/dates.js';
import { expect, test } from './support/index.js';

test("a posting's applicant count opens its applications, and the posting and location filters stay in the address", async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  // Two applications through the API before the screens: about 15 s here, more on a busy machine.
  test.slow();
  const recruiter = await api.registerRecruiter();
  const publisher = { token: await api.signIn(recruiter), email: recruiter.email };
  const toronto = await api.createPosting(publisher, { title: 'Backend Engineer', city: 'Toronto' });
  const montreal = await api.createPosting(publisher, { title: 'Product Designer', city: 'Montreal' });
  await api.applyWithResume(await api.registerCandidate(), toronto, { lastName: 'Torontonian' });
  await api.applyWithResume(await api.registerCandidate(), montreal, { lastName: 'Montrealer' });
  await signIn(recruiter);

  await page.goto('/jobs');
  await page.getByRole('link', { name: '1 Applicant to Product Designer' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates\\?posting_id=${montreal}$`));
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Montrealer' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Torontonian' })).toHaveCount(0);
  await expect(page.getByLabel('Filter by Posting')).toHaveValue(montreal);

  await page.getByLabel('Filter by Posting').selectOption('');
  await page.getByLabel('Filter by Location').selectOption('Toronto, Canada');
  await expect(page).toHaveURL(/\/candidates\?location=Toronto%2C\+Canada$/);
  await expect(rows.filter({ hasText: 'Torontonian' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Montrealer' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Filter by Location')).toHaveValue('Toronto, Canada');
  await expect(rows.filter({ hasText: 'Torontonian' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Montrealer' })).toHaveCount(0);
  await expectNoSeriousAxeViolations();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: '1 Applicant to Backend Engineer' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates\\?posting_id=${toronto}$`));
  await expect(rows.filter({ hasText: 'Torontonian' })).toBeVisible();
});

test('a candidate who applied sees Applied on with a link to the application on the job page, the recent jobs and home', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  const publisher = { token: await api.signIn(recruiter), email: recruiter.email };
  const title = `Applied Role ${randomUUID().slice(0, 8)}`;
  const applied = await api.createPosting(publisher, { title });
  const open = await api.createPosting(publisher, { title: `Open Role ${randomUUID().slice(0, 8)}` });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, applied);
  const appliedOn = `Applied on ${formatListDate(new Date().toISOString())}`;
  await signIn(candidate);

  const appliedLink = page.getByRole('link', { name: `${appliedOn}: view your application to ${title}` });
  await expect(appliedLink).toBeVisible();
  await expect(appliedLink).toHaveText(appliedOn);
  await expect(page.getByRole('link', { name: new RegExp(`^Apply to ${title}`) })).toHaveCount(0);

  await page.goto('/recent-jobs');
  await expect(appliedLink).toBeVisible();
  await appliedLink.click();
  await expect(page).toHaveURL(new RegExp(`/application/${applicationId}$`));

  await page.goto(`/apply/${applied}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(appliedOn, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations();
  await page.getByRole('link', { name: 'View your application' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${applicationId}$`));

  await page.goto(`/apply/${open}`);
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  await expect(page.getByText(/^Applied on/)).toHaveCount(0);
});

test('the job form keeps its actions in reach, marks required fields, starts from the account and shows the new link on top', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await page.goto('/job');
  const menuLink = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  await expect(menuLink('Create Job Posting')).toHaveAttribute('aria-current', 'page');

  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  await expect(page.getByLabel('Recruiter Name', { exact: true })).toHaveValue(recruiter.name);
  await expect(page.getByLabel('Recruiter Email', { exact: true })).toHaveValue(recruiter.email);
  // The top of a long form, and its Submit button is on screen all the same.
  await expect(page.getByRole('button', { name: 'Submit' })).toBeInViewport();

  await page.getByLabel('Job Title', { exact: true }).fill('Site Reliability Engineer');
  await page.getByLabel('Department', { exact: true }).fill('Infrastructure');
  await page.getByLabel('City', { exact: true }).fill('Toronto');
  await page.getByLabel('Country', { exact: true }).selectOption('Canada');
  for (const [label, option] of [
    ['Choose soft skills', 'Teamwork'],
    ['Choose technical skills', 'Linux'],
  ] as const) {
    const combobox = page.getByRole('combobox', { name: label });
    await combobox.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
    await combobox.press('Escape');
  }
  for (const label of ['About Company', 'About Job', 'Qualification', 'Key Requirements']) {
    await page.getByRole('textbox', { name: label, exact: true }).click();
    await page.keyboard.type(`${label} text.`);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast('Job created successfully!');

  await expect(page).toHaveURL(/\/edit-job$/);
  await expect(menuLink('Postings')).toHaveAttribute('aria-current', 'page');
  await expect(menuLink('Create Job Posting')).not.toHaveAttribute('aria-current', 'page');
  const link = page.getByLabel('Posting link', { exact: true });
  await expect(link).toHaveValue(/\/apply\/[0-9a-f-]{36}$/);
  await expect(link).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeInViewport();
  await expectNoSeriousAxeViolations();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeInViewport();
});
