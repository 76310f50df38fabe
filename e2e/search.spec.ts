import { type Api, expect, test, inBothThemes } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

/** A new company's posting called `title`, and Ada `lastName`'s application to it, which answers `answer`. */
async function applicationTo(api: Api, title: string, lastName: string, answer = 'I write programs for engines.') {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title });
  const applicationId = await api.applyWithResume(await api.registerCandidate(), postingId, {
    lastName,
    answers: [{ question: 'Tell me about yourself?', answer }],
  });
  return { admin, applicationId };
}

test('a member searches from the top bar, sees the matched words highlighted and opens the application', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const { admin, applicationId } = await applicationTo(
    api,
    'Compiler Engineer',
    'Searchwell',
    'I tune analytical engines and their punched cards.',
  );

  await signIn(admin);
  const box = page.getByRole('searchbox', { name: 'Search applications' });
  await expect(box).toBeVisible();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.fill('"punched cards"');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByText('1 application found')).toBeVisible();
  const result = page.getByRole('listitem').filter({ hasText: 'Ada Searchwell' });
  await expect(result.locator('mark')).toHaveText(['punched', 'cards']);
  await expect(result).toContainText('Compiler Engineer');
  await inBothThemes(page, expectNoSeriousAxeViolations);

  await result.getByRole('link', { name: 'Ada Searchwell' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${applicationId}$`));
});

test("a search that matches nothing says so, and filters by status and by a job's stage narrow the results", async ({
  page,
  api,
  signIn,
}) => {
  const { admin } = await applicationTo(api, 'Loom Operator', 'Jacquard');
  const nothing = page.getByRole('heading', { name: 'Nothing matches this search.' });

  await signIn(admin);
  await page.goto('/search?q=jacquard');
  await expect(page.getByText('1 application found')).toBeVisible();
  await page.getByLabel('Status').selectOption('Not Selected');
  await expect(nothing).toBeVisible();
  await expect(page).toHaveURL(/status=Not\+Selected/);
  await page.getByLabel('Status').selectOption('Every status');

  const stage = page.getByLabel('Stage');
  await expect(stage).toBeDisabled();
  await page.getByLabel('Job').selectOption({ label: 'Loom Operator' });
  await stage.selectOption({ label: 'Under Review' });
  await expect(nothing).toBeVisible();
  await expect(page).toHaveURL(/posting_id=[^&]+.*stage_id=[^&]+/);
  await page.reload();
  await expect(stage).toHaveValue(/.+/);
  await expect(nothing).toBeVisible();
  await stage.selectOption({ label: 'Application Submitted' });
  await expect(page.getByText('1 application found')).toBeVisible();

  await page.getByLabel('Job').selectOption('Every job');
  await expect(stage).toBeDisabled();
  await expect(page).not.toHaveURL(/stage_id=/);
});
