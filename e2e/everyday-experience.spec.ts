import { randomUUID } from 'node:crypto';
import { formatDay, formatListDate, toDateFieldValue } from '../src/web/lib/dates.js';
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
  await expect(page.getByLabel('Recruiter Name', { exact: true })).toHaveValue(recruiter.member_name!);
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

test('a recruiter without postings is told what to do first, each step a link', async ({ page, api, signIn }) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);

  await expect(page.getByRole('heading', { name: 'Get started in three steps' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first job posting' })).toHaveAttribute('href', '/job');
  await expect(page.getByRole('link', { name: 'Share the posting link' })).toHaveAttribute('href', '/job');
  await expect(page.getByText('No Jobs Available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Job', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Complete your company profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await api.createPosting(recruiter, { title: 'First Role' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Current Openings (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get started in three steps' })).toHaveCount(0);
});

test('the skill pickers work from the keyboard, show removable chips and leave the form usable while open', async ({
  page,
  api,
  signIn,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await page.goto('/job');
  const soft = page.getByRole('combobox', { name: 'Choose soft skills' });
  const chips = page.getByRole('list', { name: 'Chosen soft skills' });

  await soft.focus();
  await page.keyboard.type('lead');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(chips.getByRole('listitem')).toHaveText(['Leadership']);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('team');
  await expect(page.getByRole('option', { name: 'Teamwork', exact: true })).toBeVisible();
  // The list is open: nothing else on the page is made inert behind it.
  expect(await page.locator('[inert]').count()).toBe(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(chips.getByRole('listitem')).toHaveText(['Teamwork', 'Leadership']);
  await page.getByLabel('Department', { exact: true }).fill('Operations');
  await expect(page.getByLabel('Department', { exact: true })).toHaveValue('Operations');

  await soft.focus();
  await page.keyboard.press('Backspace');
  await expect(chips.getByRole('listitem')).toHaveText(['Teamwork']);
  await page.getByRole('button', { name: 'Remove Teamwork' }).focus();
  await page.keyboard.press('Enter');
  await expect(chips).toHaveCount(0);
});

test.describe('in an American browser', () => {
  // Each reader reads dates in their browser's language (reader-dates.spec.ts has German and British readers).
  test.use({ locale: 'en-US' });

  test("dates read the American way in an American browser: the date fields show 'Jan 5, 2025', the lists their numbers", async ({
    page,
    api,
    signIn,
  }) => {
    test.slow();
    const recruiter = await api.registerRecruiter();
    const postingId = await api.createPosting(recruiter);
    await api.applyWithResume(await api.registerCandidate(), postingId);
    await signIn(recruiter);

    await page.goto('/job');
    const today = toDateFieldValue(new Date());
    await expect(page.getByLabel('Posting Date', { exact: true })).toHaveValue(today);
    const shown = page.getByText(formatDay(today), { exact: true });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    await page.goto('/candidates');
    const dateCell = page.getByRole('row').filter({ hasText: 'Lovelace' }).getByRole('cell').nth(4);
    await expect(dateCell).toHaveText(formatListDate(new Date().toISOString()));
    await expect(dateCell).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

test('a guest keeps most of a desktop screen, and the job strips show that they scroll and move by mouse and keyboard', async ({
  page,
  api,
  signIn,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.evaluate("window.localStorage.setItem('sideMenuExpanded', 'true')");
  await page.reload();
  const sideMenu = page.getByRole('complementary', { name: 'Side menu' });
  expect((await sideMenu.boundingBox())?.width).toBeLessThanOrEqual(96);
  await expect(page.getByRole('button', { name: 'Toggle side menu' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeVisible();

  const recruiter = await api.registerRecruiter();
  const publisher = { token: await api.signIn(recruiter), email: recruiter.email };
  for (const index of [1, 2, 3, 4, 5]) await api.createPosting(publisher, { title: `Strip Role ${String(index)}` });
  await signIn(recruiter);
  const strip = page.getByRole('list', { name: 'Current openings' });
  const back = page.getByRole('button', { name: 'Scroll Current openings back' });
  const forward = page.getByRole('button', { name: 'Scroll Current openings forward' });
  const scrolled = () => strip.evaluate((row) => row.scrollLeft);
  // Five cards and a busy machine: the openings may take a while to arrive.
  await expect(page.getByRole('heading', { name: 'Current Openings (5)' })).toBeVisible({ timeout: 30_000 });
  await expect(forward).toBeVisible();
  await expect(back).toBeHidden();

  await forward.click();
  await expect.poll(scrolled).toBeGreaterThan(0);
  await expect(back).toBeVisible();
  await back.click();
  await expect.poll(scrolled).toBe(0);

  await strip.focus();
  await page.keyboard.press('End');
  await expect.poll(scrolled).toBeGreaterThan(0);
  await expect(forward).toBeHidden();
});
