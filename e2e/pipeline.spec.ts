import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { NOTE_TOASTS } from '../src/shared/notes.js';
import { PIPELINE_TOASTS, type Stage } from '../src/shared/pipeline.js';
import { expect, test } from './support/index.js';

/** A stage's column on the board, named by its stage. */
const column = (page: Page, stage: string): Locator => page.getByRole('region', { name: stage, exact: true });

const card = (page: Page, name: string): Locator => page.getByRole('article', { name });

async function stagesOf(request: APIRequestContext, token: string): Promise<Stage[]> {
  const response = await request.get('/api/stages/', { headers: { authorization: token } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Stage[] }).data;
}

test('a card dragged to another column, and one moved with the arrow key, change stage on the board and in the application', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  test.setTimeout(90_000);
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const ada = await api.applyWithResume(await api.registerCandidate(), postingId, { lastName: 'Dragged' });
  await api.applyWithResume(await api.registerCandidate(), postingId, { lastName: 'Keyed' });

  await signIn(recruiter);
  await page.goto(`/jobs/${postingId}/board`);
  await expect(column(page, 'Application Submitted')).toContainText('Ada Dragged');

  // A drag: press on the card, move past the start distance, then over the target column.
  // Hovering first waits until nothing covers the card (the sign-in's toast, say), which a bare mouse move does not.
  const handle = card(page, 'Ada Dragged').getByText(/^Applied/);
  await handle.hover();
  const from = (await handle.boundingBox())!;
  const to = (await column(page, 'Under Review').boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 15, from.y + from.height / 2 + 15, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
  await page.mouse.up();
  await expectToast(PIPELINE_TOASTS.moved('Under Review'));
  await expect(column(page, 'Under Review')).toContainText('Ada Dragged');

  // From the keyboard: the focused card moves one column to the right and keeps the focus.
  await card(page, 'Ada Keyed').getByRole('link', { name: 'Ada Keyed' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(column(page, 'Under Review')).toContainText('Ada Keyed');
  await expect(page.getByRole('status').filter({ hasText: 'Ada Keyed moved to Under Review.' })).toBeAttached();
  await expect(card(page, 'Ada Keyed').getByRole('link', { name: 'Ada Keyed' })).toBeFocused();

  await page.reload();
  await expect(column(page, 'Under Review')).toContainText('Ada Dragged');
  await expect(column(page, 'Under Review')).toContainText('Ada Keyed');
  await expect(column(page, 'Application Submitted')).not.toContainText('Ada');

  await card(page, 'Ada Dragged').getByRole('link', { name: 'Ada Dragged' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${ada}$`));
  const stage = page.getByText('Stage', { exact: true }).locator('..');
  await expect(stage).toContainText('Under Review');
});

test('a note mentions a member picked from the list after @', async ({ page, api, signIn, expectToast, request }) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const applicationId = await api.applyWithResume(await api.registerCandidate(), postingId);

  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Status view' }).click();
  const field = page.getByRole('combobox', { name: 'Add a note' });
  await field.fill('Strong answers. ');
  await field.pressSequentially('@Rob');
  const option = page.getByRole('option', { name: recruiter.member_name! });
  await expect(option).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(`Strong answers. @${recruiter.member_name!} `);
  await field.pressSequentially('please call her.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expectToast(NOTE_TOASTS.added);

  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes).toContainText(`Strong answers. @${recruiter.member_name!} please call her.`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Note: Strong answers.');
  const token = await api.signIn(recruiter);
  const response = await request.get(`/api/applications/${applicationId}/notes/`, {
    headers: { authorization: token },
  });
  const { data } = (await response.json()) as { data: { mentions: { name: string }[] }[] };
  expect(data[0]!.mentions.map((member) => member.name)).toEqual([recruiter.member_name]);
});

test('undoing a move to Not Selected puts the card back and the rejection e-mail is never sent', async ({
  page,
  api,
  signIn,
  expectToast,
  request,
}) => {
  const recruiter = await api.registerRecruiter();
  const token = await api.signIn(recruiter);
  const postingId = await api.createPosting(recruiter);
  const applicationId = await api.applyWithResume(await api.registerCandidate(), postingId, { lastName: 'Undone' });

  // The Not Selected stage sends the Rejection template; the move's toast names the candidate by first name.
  const templates = await request.get('/api/email_templates/', { headers: { authorization: token } });
  const rejection = ((await templates.json()) as { data: { id: string; name: string }[] }).data.find(
    (template) => template.name === 'Rejection',
  )!;
  const stages = await stagesOf(request, token);
  const saved = await request.put('/api/stages/', {
    headers: { authorization: token },
    data: {
      stages: stages.map((stage) => ({
        id: stage.id,
        name: stage.name,
        phase: stage.phase,
        email_template_id: stage.phase === 'Not Selected' ? rejection.id : stage.email_template_id,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The candidate's own confirmation of the application is the one e-mail before the move.
  await expect.poll(() => api.applicationEmails(token, applicationId)).toHaveLength(1);
  const before = await api.applicationEmails(token, applicationId);

  await signIn(recruiter);
  await page.goto(`/jobs/${postingId}/board`);
  await expect(page.getByText(PIPELINE_TOASTS.emailsWait(5))).toBeVisible();
  await card(page, 'Ada Undone')
    .getByRole('button', { name: /Move to/ })
    .click();
  await page.getByRole('menuitem', { name: 'Not Selected' }).click();
  await expect(column(page, 'Not Selected')).toContainText('Ada Undone');
  const held = page.getByRole('status').filter({ hasText: /E-mail to Ada in \d+ minutes?/ });
  await expect(held).toBeVisible();
  await held.getByRole('button', { name: 'Undo' }).click();
  await expectToast(PIPELINE_TOASTS.undone);
  await expect(column(page, 'Application Submitted')).toContainText('Ada Undone');
  await expect(column(page, 'Not Selected')).not.toContainText('Ada Undone');

  // No e-mail was added: the confirmation may have gone out meanwhile, but nothing else is queued or sent.
  const subjects = (emails: { subject: string }[]) => emails.map((email) => email.subject);
  expect(subjects(await api.applicationEmails(token, applicationId))).toEqual(subjects(before));
});

test('applications selected on the candidates list move to a stage together', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  await api.applyWithResume(await api.registerCandidate(), postingId, { lastName: 'First' });
  await api.applyWithResume(await api.registerCandidate(), postingId, { lastName: 'Second' });

  await signIn(recruiter);
  await page.goto('/candidates');
  await page.getByRole('checkbox', { name: /^Select Ada First/ }).check();
  await page.getByRole('checkbox', { name: /^Select Ada Second/ }).check();
  const bar = page.getByRole('region', { name: 'Selected applications' });
  await expect(bar).toContainText('2 selected');
  await bar.getByLabel('Move to').selectOption({ label: 'Interview Scheduled' });
  await bar.getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 applications' });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expectToast(PIPELINE_TOASTS.bulkMoved(2, 0));
  await expect(bar).toBeHidden();

  await page.goto(`/jobs/${postingId}/board`);
  await expect(column(page, 'Interview Scheduled')).toContainText('Ada First');
  await expect(column(page, 'Interview Scheduled')).toContainText('Ada Second');
});

test('the board has no serious accessibility violation in either theme', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  await api.applyWithResume(await api.registerCandidate(), postingId);

  await signIn(recruiter);
  for (const theme of ['light', 'dark']) {
    await page.evaluate(`window.localStorage.setItem('color-theme', '${theme}')`);
    await page.goto(`/jobs/${postingId}/board`);
    await expect(card(page, 'Ada Lovelace')).toBeVisible();
    await expectNoSeriousAxeViolations();
  }
});

test('the move menus offer only the moves the server allows: no Hired stage before the candidate accepts', async ({
  page,
  api,
  signIn,
  request,
}) => {
  const recruiter = await api.registerRecruiter();
  const token = await api.signIn(recruiter);
  const postingId = await api.createPosting(recruiter);
  await api.applyWithResume(await api.registerCandidate(), postingId, { lastName: 'Menu' });
  const stages = await stagesOf(request, token);
  const saved = await request.put('/api/stages/', {
    headers: { authorization: token },
    data: { stages: [...stages, { name: 'Hired', phase: 'Offer Accepted' }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signIn(recruiter);
  await page.goto(`/jobs/${postingId}/board`);
  await card(page, 'Ada Menu')
    .getByRole('button', { name: /Move to/ })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Under Review',
    'Interview Scheduled',
    'Under Evaluation',
    'Offer Sent',
    'Not Selected',
  ]);
  await page.keyboard.press('Escape');

  // Selected for a move together, the same: Hired is not a stage they may be moved to.
  await card(page, 'Ada Menu')
    .getByRole('checkbox', { name: /^Select Ada Menu/ })
    .check();
  const bar = page.getByRole('region', { name: 'Selected applications' });
  await expect(bar.getByLabel('Move to').locator('option', { hasText: 'Hired' })).toHaveCount(0);
  await expect(bar.getByLabel('Move to').locator('option', { hasText: 'Under Review' })).toHaveCount(1);
});
