import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { APPLICATION_MESSAGES, APPLICATION_TOASTS } from '../src/shared/applications.js';
import { OFFER_TEMPLATE_TOASTS } from '../src/shared/offer-templates.js';
import { PIPELINE_TOASTS } from '../src/shared/pipeline.js';
import { POSTING_TOASTS } from '../src/shared/postings.js';
import { expect, readMailTo, signOutOnThisDevice, test } from './support/index.js';

const card = (within: Page | Locator, name: string): Locator => within.getByRole('article', { name });

test('an Admin writes an offer from a template, previews the PDF and sends it; the candidate follows the e-mail, accepts with their name and downloads the signed copy', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(120_000);
  const title = `Letter Role ${randomUUID().slice(0, 6)}`;
  const recruiter = await api.registerRecruiter();
  await api.withoutUndoWindow(recruiter);
  const postingId = await api.createPosting(recruiter, { title });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);

  await signIn(recruiter);
  await page.goto('/settings/offer-templates');
  await expect(page.getByRole('heading', { name: 'No offer templates yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New offer template' }).click();
  await page.getByLabel('Name').fill('Standard offer');
  const letter = page.getByLabel('Letter');
  await letter.fill('Dear {{candidate_name}}, your bonus is {{bonus}}.');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Unknown merge field: {{bonus}}.', { exact: false })).toBeVisible();
  await letter.fill(
    'Dear {{candidate_name}},\n\nWe are delighted to offer you the position of {{job_title}} at {{company_name}}, at {{salary}}, from {{start_date}}.\n\nYours sincerely,\n',
  );
  await page.getByRole('button', { name: '{{signatory}}' }).click();
  await expect(letter).toHaveValue(/Yours sincerely,\n\{\{signatory\}\}$/);
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expectToast(OFFER_TEMPLATE_TOASTS.saved);
  await expect(page.getByRole('heading', { name: 'Standard offer' })).toBeVisible();

  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Status view' }).click();
  await page.getByLabel('New status').selectOption('Offer Sent');
  await page.getByLabel('Write it from a template').check();
  await page.getByLabel('Salary').fill('£62,000 a year');
  await page.getByLabel('Start date').fill('2027-03-01');
  await expect(page.getByLabel('Signed by')).toHaveValue('Robin Founder');
  await page.getByRole('button', { name: 'Preview the offer' }).click();
  await expect(page.getByText('This is the offer the candidate will receive.')).toBeVisible();
  // The preview is the real PDF, in the app's PDF viewer, its text layer reading the merged values.
  const viewer = page.getByRole('group', { name: 'Offer letter' });
  await expect(viewer.getByText('Dear Ada Lovelace,')).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByText('Robin Founder', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations();
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(APPLICATION_TOASTS.statusUpdated);

  // The offer's e-mail links to the candidate's page for this application, where the offer is answered.
  const mail = await readMailTo(candidate.email, sentAfter);
  const link = /href=3D"(http[^"]+\/application\/[^"]+)"|href="(http[^"]+\/application\/[^"]+)"/.exec(mail);
  const offerPage = new URL((link?.[1] ?? link?.[2])!);
  expect(offerPage.pathname).toBe(`/application/${applicationId}`);

  await signOutOnThisDevice(page);
  await signIn(candidate);
  await page.goto(offerPage.pathname);
  const offer = page.getByRole('heading', { name: 'You have an offer' }).locator('..');
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the offer' });
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(dialog.getByText(APPLICATION_MESSAGES.fullNameRequired)).toBeVisible();
  await dialog.getByLabel('Full name').fill('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expectToast(APPLICATION_TOASTS.offerAccepted);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download signed copy', exact: true }).click();
  const signed = await fs.readFile((await (await download).path())!);
  expect(signed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoSeriousAxeViolations();

  await signOutOnThisDevice(page);
  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await expect(page.getByRole('button', { name: 'Signed offer' })).toBeVisible();
});

test('closing a filled job offers to reject those still in the pipeline, one e-mail each', async ({
  page,
  api,
  request,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(120_000);
  const recruiter = await api.registerRecruiter();
  await api.withoutUndoWindow(recruiter);
  const postingId = await api.createPosting(recruiter, { title: `Filled ${randomUUID().slice(0, 6)}`, openings: 1 });
  const hired = await api.registerCandidate();
  const hiredId = await api.applyWithResume(hired, postingId, { lastName: 'Lovelace' });
  await api.changeStatus(recruiter, hiredId, 'Offer Sent');
  const answered = await request.post(`/api/candidate/applications/${hiredId}/offer-answer`, {
    headers: { authorization: await api.signIn(hired) },
    data: { answer: 'accept', full_name: 'Ada Lovelace' },
  });
  expect(answered.status()).toBe(200);
  const waiting = [await api.registerCandidate(), await api.registerCandidate()];
  await api.applyWithResume(waiting[0]!, postingId, { lastName: 'Byron' });
  await api.applyWithResume(waiting[1]!, postingId, { lastName: 'King' });

  await signIn(recruiter);
  await page.goto(`/jobs/${postingId}/board`);
  await page.getByRole('button', { name: 'Close this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this job' });
  await expect(dialog).toContainText('2 candidates are still in the pipeline');
  await expectNoSeriousAxeViolations();
  const rejectedAfter = Date.now();
  await dialog.getByRole('button', { name: 'Close and reject 2 candidates' }).click();
  await expectToast(POSTING_TOASTS.closed);
  await expectToast(PIPELINE_TOASTS.bulkMoved(2, 0));
  await expect(dialog).toBeHidden();
  const rejected = page.getByRole('region', { name: /^Not Selected/ });
  await expect(card(rejected, 'Ada Byron')).toBeVisible();
  await expect(card(rejected, 'Ada King')).toBeVisible();
  await expect(card(page, 'Ada Lovelace')).toContainText('Offer Accepted');
  for (const candidate of waiting)
    expect(await readMailTo(candidate.email, rejectedAfter)).toContain('decided not to take it further');
});
