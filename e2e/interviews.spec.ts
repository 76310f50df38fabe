import type { APIRequestContext } from '@playwright/test';
import { INTERVIEW_TOASTS, defaultInterviewTitle } from '../src/shared/interviews.js';
import { type Api, expect, test, inBothThemes } from './support/index.js';

// The readers sit in Toronto with British English browsers (their 24-hour clocks); the interviews are set in Berlin,
// so every screen names both zones.
test.use({ timezoneId: 'America/Toronto', locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;

/** A wall-clock time `days` from now at 10:00, as a datetime-local field and the API take it. */
function daysAhead(days: number, hour = 10): string {
  const day = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

/** The id of the member of the signed-in company called `name`. */
async function memberId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.get('/api/team/members/', { headers: { authorization: token } });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; name: string }[] };
  const member = data.find((each) => each.name === name);
  expect(member, `a member called ${name}`).toBeDefined();
  return member?.id ?? '';
}

/** Schedules an interview in Berlin through the API, with the given interviewers; answers its id. */
async function scheduleInterview(
  request: APIRequestContext,
  token: string,
  applicationId: string,
  interviewerIds: string[],
): Promise<string> {
  const response = await request.post(`/api/applications/${applicationId}/interviews/`, {
    headers: { authorization: token },
    data: {
      title: 'First round',
      kind: 'video',
      duration_minutes: 45,
      video_url: 'https://meet.example.test/first-round',
      interviewer_ids: interviewerIds,
      time_zone: 'Europe/Berlin',
      starts_at_local: daysAhead(3),
      note: 'Bring a laptop.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A new company's posting, an application to it, and an interview of it with the founder; answers them all. */
async function interviewOfNewApplication(request: APIRequestContext, api: Api, jobTitle: string) {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: jobTitle });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  const token = await api.signIn(admin);
  const interviewId = await scheduleInterview(request, token, applicationId, [
    await memberId(request, token, 'Robin Founder'),
  ]);
  return { admin, candidate, postingId, applicationId, token, interviewId };
}

test('an Admin schedules an interview with its scorecard template from the application, which moves it to Interview Scheduled and shows the time in both zones', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: 'Data Engineer' });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);

  await signIn(admin);
  await page.goto(`/candidate/${applicationId}`);
  const interviews = page.getByRole('heading', { name: 'Interviews' }).locator('xpath=../..');
  await expect(interviews).toContainText('No interviews yet.');
  await page.getByRole('button', { name: 'Schedule interview' }).click();

  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await expect(dialog.getByLabel('Title')).toHaveValue(defaultInterviewTitle('Data Engineer'));
  await dialog.getByLabel('Kind').selectOption({ label: 'On site' });
  await dialog.getByLabel('Date and time').fill(daysAhead(2, 14));
  await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');
  await dialog.getByLabel('Duration (minutes)').fill('90');
  await dialog.getByLabel('Location').fill('12 King Street, room 4');
  // The scheduler is no interviewer until they tick themselves; the move is offered and on.
  await expect(dialog.getByRole('checkbox', { name: 'Robin Founder' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Robin Founder' }).check();
  await expect(dialog.getByRole('switch', { name: 'Move the application to Interview Scheduled' })).toBeChecked();
  await dialog.getByLabel('Scorecard template').selectOption({ label: 'Technical interview' });
  await expectNoSeriousAxeViolations();
  const changes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') changes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await dialog.getByRole('button', { name: 'Schedule interview' }).click();
  await expectToast(INTERVIEW_TOASTS.scheduled);
  // The interview, its move and its scorecard template are one request.
  expect(changes).toEqual([`POST /api/applications/${applicationId}/interviews/`]);

  const scheduled = page.getByRole('listitem', { name: defaultInterviewTitle('Data Engineer') });
  await expect(scheduled).toContainText('On site');
  await expect(scheduled).toContainText('(America/Toronto)');
  await expect(scheduled).toContainText('in Europe/Berlin');
  await expect(scheduled).toContainText('14:00');
  await expect(scheduled).toContainText('90 minutes');
  await expect(scheduled).toContainText('12 King Street, room 4');
  await expect(scheduled).toContainText('Robin Founder: No answer yet');
  await expect(page.getByText('Interview Scheduled').first()).toBeVisible();
  await inBothThemes(page, expectNoSeriousAxeViolations);

  await page.getByRole('button', { name: `Change ${defaultInterviewTitle('Data Engineer')}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Change interview' }).getByLabel('Scorecard template').locator('option:checked'),
  ).toHaveText('Technical interview');
});

test('a Recruiter offers the candidate times to pick from a board card’s menu', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: 'Support Lead' });
  const candidate = await api.registerCandidate();
  await api.applyWithResume(candidate, postingId);

  await signIn(admin);
  await page.goto(`/jobs/${postingId}/board`);
  await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Schedule interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await expect(dialog.getByLabel('Title')).toHaveValue(defaultInterviewTitle('Support Lead'));
  await dialog.getByLabel('Let the candidate pick').check();
  await dialog.getByLabel('Time 1').fill(daysAhead(4));
  await dialog.getByLabel('Time 2').fill(daysAhead(5));
  await dialog.getByRole('checkbox', { name: 'Robin Founder' }).check();
  await dialog.getByRole('button', { name: 'Schedule interview' }).click();
  await expectToast(INTERVIEW_TOASTS.slotsOffered);
  // The move went with it: the card is now in the Interview Scheduled column.
  await expect(
    page.getByRole('region', { name: /Interview Scheduled/ }).getByRole('article', { name: 'Ada Lovelace' }),
  ).toBeVisible();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the candidate accepts an interview on their home', async ({
    page,
    api,
    signIn,
    expectToast,
    expectNoSeriousAxeViolations,
  }) => {
    const admin = await api.registerRecruiter();
    const postingId = await api.createPosting(admin, { title: 'Mobile Developer' });
    const candidate = await api.registerCandidate();
    const applicationId = await api.applyWithResume(candidate, postingId);
    const token = await api.signIn(admin);
    await scheduleInterview(page.request, token, applicationId, [await memberId(page.request, token, 'Robin Founder')]);

    await signIn(candidate);
    const invitation = page.getByRole('listitem').filter({ has: page.getByText('First round', { exact: true }) });
    await expect(invitation).toContainText(`Mobile Developer at ${admin.name}`);
    await expect(invitation).toContainText('in Europe/Berlin');
    await expect(invitation.getByRole('link', { name: 'https://meet.example.test/first-round' })).toBeVisible();
    await expect(invitation).toContainText('Robin Founder');
    await expect(invitation).toContainText('No answer yet');
    await inBothThemes(page, expectNoSeriousAxeViolations);

    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expectToast(INTERVIEW_TOASTS.accepted);
    await expect(invitation).toContainText('Accepted');
    // Nothing overflows the narrow screen.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });
});

test('the candidate finds the interview on their application’s page and answers it there', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const { candidate, applicationId } = await interviewOfNewApplication(page.request, api, 'Firmware Engineer');

  await signIn(candidate);
  await page.goto(`/application/${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Application - Firmware Engineer' })).toBeVisible();
  const interview = page.getByRole('listitem').filter({ has: page.getByText('First round', { exact: true }) });
  await expect(interview).toContainText('Video');
  await expect(interview).toContainText('45 minutes');
  await expect(interview).toContainText('in Europe/Berlin');
  await expect(interview).toContainText('Bring a laptop.');
  await expect(interview.getByRole('link', { name: 'https://meet.example.test/first-round' })).toBeVisible();
  await inBothThemes(page, expectNoSeriousAxeViolations);

  await interview.getByRole('button', { name: 'Ask for another time' }).click();
  await interview.getByLabel('Which times suit you better?').fill('Could we meet a day later?');
  await interview.getByRole('button', { name: 'Send' }).click();
  await expectToast(INTERVIEW_TOASTS.proposed);
  await expect(interview).toContainText('Asked for another time');
});

test('an Interviewer finds the interviews they are on in My interviews', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const interviewer = await api.addMember(admin, 'interviewer', 'Ivo Interviewer');
  const postingId = await api.createPosting(admin, { title: 'QA Analyst', hiringTeam: [interviewer.id] });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  await scheduleInterview(page.request, await api.signIn(admin), applicationId, [interviewer.id]);

  await signIn(interviewer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My interviews' }).click();
  await expect(page.getByRole('heading', { name: 'My interviews', level: 1 })).toBeVisible();
  const upcoming = page.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming.getByRole('link', { name: 'First round' })).toBeVisible();
  await expect(upcoming).toContainText('Ada Lovelace · QA Analyst');
  await expect(upcoming).toContainText('in Europe/Berlin');
  await inBothThemes(page, expectNoSeriousAxeViolations);

  // The interview opens its application, which an Interviewer reads but does not schedule on.
  await upcoming.getByRole('link', { name: 'First round' }).click();
  await expect(page.getByRole('listitem', { name: 'First round' })).toContainText('Ivo Interviewer: No answer yet');
  await expect(page.getByRole('button', { name: 'Schedule interview' })).toHaveCount(0);
});

test('an Interviewer off the hiring team opens the application of their interview and accepts it', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const interviewer = await api.addMember(admin, 'interviewer', 'Iris Interviewer');
  const postingId = await api.createPosting(admin, { title: 'Site Engineer' });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  await scheduleInterview(page.request, await api.signIn(admin), applicationId, [interviewer.id]);

  await signIn(interviewer);
  await page.goto('/my-interviews');
  const upcoming = page.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming).toContainText('Ada Lovelace · Site Engineer');
  const answer = upcoming.getByRole('group', { name: 'Your answer to First round' });
  await answer.getByRole('button', { name: 'Accept' }).click();
  await expectToast(INTERVIEW_TOASTS.interviewerAnswered);
  await expect(answer.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-pressed', 'true');
  await inBothThemes(page, expectNoSeriousAxeViolations);

  await upcoming.getByRole('link', { name: 'First round' }).click();
  const interview = page.getByRole('listitem', { name: 'First round' });
  await expect(interview).toContainText('Iris Interviewer: Accepted');
  await expect(interview).toContainText('Bring a laptop.');
  await expect(page.getByRole('button', { name: 'Schedule interview' })).toHaveCount(0);
});

test('the board card shows the candidate’s answer beside its next interview', async ({ page, api, signIn }) => {
  const { admin, candidate, postingId, interviewId } = await interviewOfNewApplication(
    page.request,
    api,
    'Field Technician',
  );
  const answered = await page.request.post(`/api/interviews/${interviewId}/answer/`, {
    headers: { authorization: await api.signIn(candidate) },
    data: { answer: 'propose', message: 'Could we meet a day later?' },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  await signIn(admin);
  await page.goto(`/jobs/${postingId}/board`);
  const card = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(card).toContainText('Interview');
  await expect(card).toContainText('Asked for another time');
});

test('the change dialog shows the interview’s scorecard template, and goes back to the stage’s', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const { admin, applicationId, token, interviewId } = await interviewOfNewApplication(
    page.request,
    api,
    'Platform Engineer',
  );
  const templates = await page.request.get('/api/scorecard_templates/', { headers: { authorization: token } });
  const { data } = (await templates.json()) as { data: { template_id: string; name: string }[] };
  const technical = data.find((each) => each.name === 'Technical interview');
  const chosen = await page.request.put(`/api/interviews/${interviewId}/scorecard_template/`, {
    headers: { authorization: token },
    data: { template_id: technical?.template_id },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);

  await signIn(admin);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Change First round' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change interview' });
  const template = dialog.getByLabel('Scorecard template');
  await expect(template.locator('option:checked')).toHaveText('Technical interview');
  await template.selectOption({ label: 'The one its stage asks for' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(INTERVIEW_TOASTS.saved);

  await page.getByRole('button', { name: 'Change First round' }).click();
  await expect(dialog.getByLabel('Scorecard template').locator('option:checked')).toHaveText(
    'The one its stage asks for',
  );
});
