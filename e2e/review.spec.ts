import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { APPLICATION_MESSAGES, APPLICATION_TOASTS } from '../src/shared/applications.js';
import { MAIL_TOASTS } from '../src/shared/mail.js';
import { PROFILE_TOASTS } from '../src/shared/profiles.js';
import { expect, test, readMailTo, signOutOnThisDevice } from './support/index.js';

async function showResumeAndPageThrough(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show Resume' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
}

test('a candidate follows an application and a recruiter reviews it, changes its status, sends an offer and an e-mail', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(120_000);
  const title = `Resume Reviewer ${randomUUID().slice(0, 6)}`;
  const lastName = `Lovelace${randomUUID().slice(0, 6)}`;
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId, { lastName });

  // The candidate sees the application, with its stage, and reads the resume page by page.
  await signIn(candidate);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(recruiter.name);
  await expect(row).toContainText('Application Submitted');
  await expectNoSeriousAxeViolations();
  await row.getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${applicationId}$`));
  await expect(page.getByRole('heading', { name: `Application - ${title}` })).toBeVisible();
  await showResumeAndPageThrough(page);
  await expectNoSeriousAxeViolations();

  // The recruiter finds it among the candidates and reads the same resume.
  await signOutOnThisDevice(page);
  await signIn(recruiter);
  await page.goto('/candidates');
  await page.getByLabel('Candidate', { exact: true }).fill(lastName);
  const recruiterRow = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(recruiterRow).toContainText(title);
  await expect(page.getByRole('row')).toHaveCount(2);
  await recruiterRow.getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${applicationId}$`));
  await expect(page.getByRole('heading', { name: 'Candidate Information / Status Update' })).toBeVisible();
  await showResumeAndPageThrough(page);

  // Status changes: a new status, the same status again, then an offer with its file, each e-mailed at once.
  await api.withoutUndoWindow(recruiter);
  await page.getByRole('button', { name: 'Status view' }).click();
  await page.getByLabel('New status').selectOption('Under Review');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(APPLICATION_TOASTS.statusUpdated);
  await expect(page.getByRole('button', { name: 'Profile view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();

  await page.getByRole('button', { name: 'Status view' }).click();
  await expect(page.getByLabel('New status')).toHaveValue('Under Review');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(APPLICATION_MESSAGES.sameStatus);
  await expectNoSeriousAxeViolations();

  await page.getByLabel('New status').selectOption('Offer Sent');
  await page.getByLabel(/Offer letter/).setInputFiles({
    name: 'offer.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(1, 'Offer'),
  });
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(APPLICATION_TOASTS.statusUpdated);
  await expect(page.getByRole('heading', { name: `Application - ${title}` }).locator('..')).toContainText('Offer Sent');

  // An e-mail to the candidate, written in the rich-text editor.
  const subject = `Next steps ${randomUUID().slice(0, 6)}`;
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill(subject);
  await expectNoSeriousAxeViolations();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('We would like to meet you on Monday.');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expectToast(MAIL_TOASTS.emailSent);
  await expect(dialog).toBeHidden();
  // The status changes send their own e-mails to the same address: wait for the one with this subject.
  let sent = '';
  await expect
    .poll(async () => {
      sent = await readMailTo(candidate.email, sentAfter);
      return sent.includes(subject) && sent.includes('We would like to meet you on Monday.');
    })
    .toBe(true);
  // It comes under the recruiter's and the company's names, and a reply reaches the recruiter the posting names.
  expect(sent).toMatch(new RegExp(`^From: "?${recruiter.member_name!} at ${recruiter.name}"? <`, 'm'));
  expect(sent).toMatch(
    new RegExp(`^Reply-To: "?${recruiter.member_name!}"? <${recruiter.email.replace(/[.+]/g, '\\$&')}>\r?$`, 'm'),
  );
  // The Status view lists it, delivered, after the confirmation and the status e-mails.
  const recruiterToken = await api.signIn(recruiter);
  await expect
    .poll(async () => (await api.applicationEmails(recruiterToken, applicationId)).at(-1))
    .toEqual({ subject, status: 'sent' });
  await page.getByRole('button', { name: 'Status view' }).click();
  const emails = page.getByRole('list', { name: 'E-mails' }).getByRole('listitem');
  await expect(emails).toHaveCount(4);
  await expect(emails.last()).toContainText(subject);
  await expect(emails.last()).toContainText('Sent');

  // The company profile keeps a new tagline.
  const tagline = `We hire kind people ${randomUUID().slice(0, 6)}`;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Tagline').fill(tagline);
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(PROFILE_TOASTS.profileSaved);
  await page.reload();
  await expect(page.getByText(tagline)).toBeVisible();

  // Back as the candidate: the offer can be downloaded.
  await signOutOnThisDevice(page);
  await signIn(candidate);
  await page.goto(`/application/${applicationId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download offer', exact: true }).click();
  expect((await download).suggestedFilename()).toContain('offer');
});
