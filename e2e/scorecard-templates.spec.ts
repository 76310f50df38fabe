import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { SCORECARD_TOASTS, type Rating, type ScorecardTemplate } from '../src/shared/scorecards.js';
import { expect, test, inBothThemes } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

/** The company's templates as the API answers them, the shipped ones first among them. */
async function templatesOf(request: APIRequestContext, token: string): Promise<ScorecardTemplate[]> {
  const response = await request.get('/api/scorecard_templates/', { headers: { authorization: token } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ScorecardTemplate[] }).data;
}

/** `author` submits a scorecard on the template, every criterion and the recommendation rated `rating`. */
async function submitScorecard(
  request: APIRequestContext,
  token: string,
  applicationId: string,
  template: ScorecardTemplate,
  rating: Rating,
): Promise<void> {
  const criteria = template.sections.flatMap((section) => section.criteria);
  const response = await request.put(`/api/applications/${applicationId}/scorecards/mine/`, {
    headers: { authorization: token },
    data: {
      template_id: template.template_id,
      ratings: Object.fromEntries(criteria.map((criterion) => [criterion.id, { rating, note: '' }])),
      recommendation: rating,
      summary: 'Clear answers, with examples from their own work.',
      submit: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a Recruiter edits a scorecard template, sees its version, and attaches it to a stage of a posting', async ({
  page,
  request,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const recruiter = await api.addMember(admin, 'recruiter', 'Riley Recruiter');
  const postingId = await api.createPosting(admin, { title: 'Site Reliability Engineer' });
  const [first] = await templatesOf(request, await api.signIn(admin));
  if (!first) throw new Error('Every company starts with its shipped templates.');

  await signIn(recruiter);
  await page.getByRole('navigation').getByRole('link', { name: 'Scorecards' }).click();
  await expect(page.getByRole('heading', { name: 'Scorecard templates', level: 1 })).toBeVisible();
  await expect(page.getByText('Shipped with Openhire')).toHaveCount(2);
  await inBothThemes(page, expectNoSeriousAxeViolations);

  await page.getByRole('button', { name: `Edit ${first.name}` }).click();
  await expect(page.getByText(`Saving makes version ${String(first.version + 1)}.`)).toBeVisible();
  const firstCriterion = page.getByRole('group', { name: 'Section 1, Criterion 1' });
  await firstCriterion.getByLabel('Criterion').fill('Ownership');
  await firstCriterion.getByLabel('Hint').fill('Sees a problem through to the end');
  await page.getByRole('button', { name: 'Add criterion to section 1' }).click();
  const added = page.getByRole('group', { name: /^Section 1, Criterion \d+$/ }).last();
  await added.getByLabel('Criterion').fill('Curiosity');
  await added.getByRole('button', { name: /^Up / }).click();
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expectToast(SCORECARD_TOASTS.templateSaved);
  await expect(page.getByText(`Version ${String(first.version + 1)}, changed`).first()).toBeVisible();

  const [saved] = (await templatesOf(request, await api.signIn(recruiter))).filter(
    (template) => template.template_id === first.template_id,
  );
  const names = saved?.sections[0]?.criteria.map((criterion) => criterion.name) ?? [];
  expect(names[0]).toBe('Ownership');
  expect(names.at(-2)).toBe('Curiosity');

  await page.goto(`/jobs/${postingId}/board`);
  await page.getByRole('main').getByRole('link', { name: 'Scorecards' }).click();
  await expect(page.getByRole('heading', { name: 'Scorecard templates by stage' })).toBeVisible();
  const everyPosting = page.getByLabel(/: every posting$/).first();
  await everyPosting.selectOption({ label: first.name });
  await expectToast(SCORECARD_TOASTS.templateAttached);
  const thisPosting = page.getByLabel(/: this posting$/).first();
  await expect(thisPosting.locator('option').first()).toHaveText(`As every posting (${first.name})`);
  await page.reload();
  await expect(page.getByLabel(/: every posting$/).first()).toHaveValue(first.template_id);
});

test('a Recruiter chooses a company stage’s template on the pipeline settings, and a posting starts from it', async ({
  page,
  request,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const recruiter = await api.addMember(admin, 'recruiter', 'Riley Recruiter');
  const postingId = await api.createPosting(admin, { title: 'Platform Engineer' });
  const [, second] = await templatesOf(request, await api.signIn(admin));
  if (!second) throw new Error('Every company starts with its shipped templates.');

  await signIn(recruiter);
  await page.getByRole('navigation').getByRole('link', { name: 'Pipeline' }).click();
  await expect(page.getByRole('heading', { name: 'Scorecard templates by stage' })).toBeVisible();
  // Only an Admin changes the stages themselves; a posting's own choice is made on its Scorecards page.
  await expect(page.getByRole('button', { name: 'Save stages' })).toHaveCount(0);
  await expect(page.getByLabel(/: this posting$/)).toHaveCount(0);
  await page.getByLabel('Under Review: every posting').selectOption({ label: second.name });
  await expectToast(SCORECARD_TOASTS.templateAttached);
  await inBothThemes(page, expectNoSeriousAxeViolations);
  await page.reload();
  await expect(page.getByLabel('Under Review: every posting')).toHaveValue(second.template_id);

  await page.goto(`/jobs/${postingId}/scorecards`);
  await expect(page.getByLabel('Under Review: this posting').locator('option').first()).toHaveText(
    `As every posting (${second.name})`,
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('a posting compares its candidates by their scorecards, sorts them, and downloads the CSV', async ({
      page,
      request,
      api,
      signIn,
      expectNoSeriousAxeViolations,
    }) => {
      const admin = await api.registerRecruiter();
      const adminToken = await api.signIn(admin);
      const recruiter = await api.addMember(admin, 'recruiter', 'Riley Recruiter');
      const postingId = await api.createPosting(admin, { title: 'Data Engineer' });
      // Applications are named as their forms say: Ada and the last name given here.
      const apply = async (lastName: string) =>
        api.applyWithResume(await api.registerCandidate(), postingId, { lastName });
      const strong = await apply('Hopper');
      const weak = await apply('Turing');
      const [template] = await templatesOf(request, adminToken);
      if (!template) throw new Error('Every company starts with its shipped templates.');
      const recruiterToken = await api.signIn(recruiter);
      await submitScorecard(request, adminToken, strong, template, 'strong_yes');
      await submitScorecard(request, recruiterToken, strong, template, 'yes');
      await submitScorecard(request, adminToken, weak, template, 'no');

      await signIn(admin);
      await page.goto(`/jobs/${postingId}/board`);
      await page.getByRole('main').getByRole('link', { name: 'Scorecards' }).click();
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      const rows = table.getByRole('row');
      // Sorted by the recommendation, highest first: Ada Hopper (3.5), then Ada Turing (2.0).
      await expect(rows.nth(1)).toContainText('Ada Hopper');
      await expect(rows.nth(1)).toContainText('3.5');
      await expect(rows.nth(1)).toContainText('(2 ratings)');
      await expect(rows.nth(2)).toContainText('Ada Turing');
      await expect(rows.nth(2)).toContainText('2.0');

      const recommendation = table.getByRole('columnheader', { name: /Overall recommendation/ });
      await expect(recommendation).toHaveAttribute('aria-sort', 'descending');
      await recommendation.getByRole('button').click();
      await expect(recommendation).toHaveAttribute('aria-sort', 'ascending');
      await expect(rows.nth(1)).toContainText('Ada Turing');

      // The candidate's name stays in view beside the scrolled columns on a narrow screen.
      await page.getByRole('region', { name: 'Scorecard comparison' }).focus();
      await expect(page.getByRole('rowheader', { name: /Ada Turing/ })).toBeInViewport();
      await inBothThemes(page, expectNoSeriousAxeViolations);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      expect(csv).toContain('Ada Hopper');
      expect(csv).toContain('Ada Turing');
    });
  });
}
