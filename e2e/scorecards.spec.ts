import type { APIRequestContext } from '@playwright/test';
import { SCORECARD_MESSAGES, SCORECARD_TOASTS, type ScorecardTemplate } from '../src/shared/scorecards.js';
import { expect, test } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

async function post(request: APIRequestContext, token: string, path: string, data: object): Promise<unknown> {
  const response = await request.post(path, { headers: { authorization: token }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test('an Interviewer writes a scorecard from the e-mail link, comes back to the draft, submits it and only then reads the others’', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const interviewer = await api.addMember(admin, 'interviewer', 'Ivo Interviewer');
  const colleague = await api.addMember(admin, 'interviewer', 'Cleo Colleague');
  const postingId = await api.createPosting(admin, {
    title: 'Platform Engineer',
    hiringTeam: [interviewer.id, colleague.id],
  });
  const applicationId = await api.applyWithResume(await api.registerCandidate(), postingId);
  const adminToken = await api.signIn(admin);
  const { data: interview } = (await post(page.request, adminToken, `/api/applications/${applicationId}/interviews/`, {
    title: 'Technical round',
    kind: 'video',
    duration_minutes: 60,
    video_url: 'https://meet.example.test/technical',
    interviewer_ids: [interviewer.id, colleague.id],
    time_zone: 'Europe/Berlin',
    starts_at_local: `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T10:00`,
  })) as { data: { id: string } };

  // The colleague has already submitted theirs, with a rating, a Strong recommendation and its reason.
  const colleagueToken = await api.signIn(colleague);
  const templates = await page.request.get('/api/scorecard_templates/', { headers: { authorization: colleagueToken } });
  const template = ((await templates.json()) as { data: ScorecardTemplate[] }).data[0]!;
  const criterion = template.sections[0]!.criteria[0]!;
  const submitted = await page.request.put(`/api/applications/${applicationId}/scorecards/mine/`, {
    headers: { authorization: colleagueToken },
    data: {
      interview_id: interview.id,
      template_id: template.template_id,
      ratings: { [criterion.id]: { rating: 'strong_yes', note: 'Split the cache problem neatly.' } },
      recommendation: 'strong_yes',
      summary: 'Clear thinker, hire.',
      submit: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await signIn(interviewer);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith(`/api/applications/${applicationId}/scorecards/`) && response.ok(),
  );
  await page.goto(`/candidate/${applicationId}#scorecard`);
  const body = await (await answer).text();
  // Before their own is in, the answer itself holds none of the colleague's ratings, notes or summary.
  expect(body).not.toContain('strong_yes');
  expect(body).not.toContain('Split the cache problem');
  expect(body).not.toContain('Clear thinker');

  const panel = page.getByRole('heading', { name: 'Scorecards' }).locator('xpath=../..');
  await expect(panel).toContainText('1 of 2 submitted');
  await expect(panel).toContainText('Submit your own scorecard to see the others’.');
  await expect(panel.getByRole('listitem', { name: 'Scorecard by Cleo Colleague' })).toBeVisible();
  await expect(panel).not.toContainText('Clear thinker');

  // The e-mail's link lands on the form; the draft saves itself while they write.
  const form = page.getByRole('form', { name: 'Your scorecard' });
  const rating = form.getByRole('group', { name: criterion.name });
  await rating.getByRole('radio', { name: 'Yes', exact: true }).check();
  await form.getByLabel(`Note on ${criterion.name} (optional)`).fill('Reasoned aloud, a little slow.');
  await expect(form.getByRole('status')).toHaveText('Draft: Saved');
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousAxeViolations();

  // Leaving and coming back loses nothing.
  await page.goto('/');
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Write your scorecard' }).click();
  await expect(rating.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(form.getByLabel(`Note on ${criterion.name} (optional)`)).toHaveValue('Reasoned aloud, a little slow.');

  // A Strong recommendation needs its reason before it goes in.
  const recommendation = form.getByRole('group', { name: 'Overall recommendation' });
  await recommendation.getByRole('radio', { name: 'Strong no' }).check();
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(form).toContainText(SCORECARD_MESSAGES.strongReason);
  await recommendation.getByRole('radio', { name: 'No', exact: true }).check();
  await form.getByLabel('Summary').fill('Not yet ready for the platform work.');
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expectToast(SCORECARD_TOASTS.submitted);

  // Now the others' are theirs to read, and their own may change for 24 hours.
  await expect(panel).toContainText('2 of 2 submitted: 1 Strong yes, 1 No');
  const colleagues = panel.getByRole('listitem', { name: 'Scorecard by Cleo Colleague' });
  await expect(colleagues).toContainText('Clear thinker, hire.');
  await expect(colleagues).toContainText('Split the cache problem neatly.');
  await expect(colleagues).toContainText(criterion.hint);
  await expect(panel).toContainText('You may change yours until');
  await expect(page.getByRole('button', { name: 'Edit your scorecard' })).toBeVisible();
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousAxeViolations();
});
