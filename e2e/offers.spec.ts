import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, APPLICATION_TOASTS } from '../src/shared/applications.js';
import { expect, readMailTo, test, signOutOnThisDevice } from './support/index.js';

// The lists write dates in the reader's language: these read them as a British reader does.
test.use({ locale: 'en-GB' });

const today = () => new Intl.DateTimeFormat('en-GB').format(new Date());

test('a candidate accepts an offer signed with their full name; the recruiter is e-mailed and both see who answered', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const title = `Offer Taker ${randomUUID().slice(0, 6)}`;
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  await api.changeStatus(recruiter, applicationId, 'Offer Sent');

  await signIn(candidate);
  await page.goto(`/application/${applicationId}`);
  const offer = page.getByRole('heading', { name: 'You have an offer' }).locator('..');
  await expect(offer).toContainText(`${recruiter.name} offers you the position of ${title}`);
  await expect(page.getByRole('button', { name: 'Download offer', exact: true })).toBeVisible();
  await offer.getByRole('button', { name: 'Accept offer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Accept the offer' });
  await expect(dialog).toContainText('type your full name as it is on your application: Ada Lovelace');
  await dialog.getByLabel('Full name').fill('Ada Byron');
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(dialog.getByText(APPLICATION_MESSAGES.fullNameMismatch)).toBeVisible();
  await expectNoSeriousAxeViolations();

  const answeredAfter = Date.now();
  await dialog.getByLabel('Full name').fill('  ada  LOVELACE ');
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expectToast(APPLICATION_TOASTS.offerAccepted);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Application - ${title}` }).locator('..')).toContainText(
    'Offer Accepted',
  );
  await expect(page.getByRole('heading', { name: 'You have an offer' })).toHaveCount(0);
  const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText('Offer Accepted');
  await expect(history.last()).toContainText('by Ada Lovelace (candidate)');
  await expectNoSeriousAxeViolations();

  const mail = await readMailTo(recruiter.email, answeredAfter);
  expect(mail).toContain(`Ada Lovelace accepted your offer for ${title}`);

  // The recruiter sees the same history in the Status view, and may still move the application on.
  await signOutOnThisDevice(page);
  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Status view' }).click();
  const moves = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: 'Moved' });
  await expect(moves.last()).toContainText('Moved from Offer Sent to Offer Accepted');
  await expect(moves.last()).toContainText('by Ada Lovelace (candidate)');
  await expect(moves.first()).toContainText(`by ${recruiter.member_name!}`);
  await expect(page.getByRole('button', { name: 'Update Status' })).toBeVisible();
});

test('a candidate withdraws an application with a reason; both sides see it withdrawn with the date and the recruiter is e-mailed', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const title = `Withdrawn Role ${randomUUID().slice(0, 6)}`;
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);

  await signIn(candidate);
  await page.goto(`/application/${applicationId}`);
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw application' });
  await dialog.getByLabel('Reason (optional)').fill('I took a job closer to home.');
  await expectNoSeriousAxeViolations();
  const withdrawnAfter = Date.now();
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expectToast(APPLICATION_TOASTS.withdrawn);
  await expect(page.getByText('You withdrew this application on')).toBeVisible();
  await expect(page.getByText('Reason: I took a job closer to home.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);

  await page.goto('/applications');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Application Submitted');
  await expect(row).toContainText(`Withdrawn ${today()}`);

  const mail = await readMailTo(recruiter.email, withdrawnAfter);
  expect(mail).toContain(`Ada Lovelace withdrew their application for ${title}`);
  expect(mail).toContain('Their reason: I took a job closer to home.');

  // The recruiter sees it withdrawn, and cannot move it through the stages any more.
  await signOutOnThisDevice(page);
  await signIn(recruiter);
  await page.goto('/candidates');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(`Withdrawn ${today()}`);
  await page.goto(`/candidate/${applicationId}`);
  await expect(page.getByText('The candidate withdrew this application on')).toBeVisible();
  await page.getByRole('button', { name: 'Status view' }).click();
  await expect(page.getByText('Its status can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Withdrawn by the candidate');
  await expect(page.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
  await expectNoSeriousAxeViolations();
});

test("the recruiter's application names its candidate: name, applied role, stage and contact head the Profile and the Status view", async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const title = `Named Role ${randomUUID().slice(0, 6)}`;
  const lastName = `Lovelace${randomUUID().slice(0, 6)}`;
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId, { lastName });
  await api.changeStatus(recruiter, applicationId, 'Interview Scheduled');

  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  const header = page.getByRole('heading', { name: `Application - ${title}` }).locator('..');
  const expectNamed = async () => {
    await expect(header.getByRole('definition').filter({ hasText: `Ada ${lastName}` })).toBeVisible();
    await expect(header).toContainText(`Applied role${title}Toronto, Canada`);
    await expect(header).toContainText('StageInterview Scheduled');
    await expect(header.getByRole('link', { name: candidate.email })).toHaveAttribute(
      'href',
      `mailto:${candidate.email}`,
    );
    await expect(header.getByRole('link', { name: '+1 416 555 0101' })).toHaveAttribute('href', 'tel:+14165550101');
  };
  await expectNamed();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Status view' }).click();
  await expect(page.getByRole('button', { name: 'Update Status' })).toBeVisible();
  await expectNamed();
  await expectNoSeriousAxeViolations();

  // /update-status opens the application last opened, under the same header.
  await page.goto('/update-status');
  await expectNamed();
});
