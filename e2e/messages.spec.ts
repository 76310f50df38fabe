import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { MESSAGE_TOASTS } from '../src/shared/messages.js';
import { expect, inBothThemes, readMailTo, signOutOnThisDevice, test } from './support/index.js';

// The thread's own items, not those of a message's list of attachments.
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator(':scope > li');

test('a recruiter answers from the thread, the candidate reads it in the portal and writes back, and the team sees the reply in the thread and the timeline', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title: 'Site Reliability Engineer' });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId, { lastName: 'Byron' });

  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Status view' }).click();
  // The acknowledgement the first stage sends is the thread's first message.
  await expect(messages(page).first()).toContainText('We have your application for Site Reliability Engineer');

  const sentAt = Date.now();
  await page.getByLabel('Answer the candidate').fill('Hello Ada,\n\nCould you talk on Thursday at 10?');
  await page
    .getByLabel('Attachments (PDF, Word or pictures, optional)')
    .setInputFiles({ name: 'Directions.pdf', mimeType: 'application/pdf', buffer: samplePdf(1) });
  await expect(page.getByRole('button', { name: 'Remove Directions.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(MESSAGE_TOASTS.sent);
  await expect(messages(page).last()).toContainText('Could you talk on Thursday at 10?');
  await expect(messages(page).last()).toContainText('Re: We have your application for Site Reliability Engineer');
  await expect(page.getByLabel('Answer the candidate')).toHaveValue('');
  // It leaves as an e-mail to the candidate's address, through the real mail server.
  expect(await readMailTo(candidate.email, sentAt)).toContain('Could you talk on Thursday at 10?');
  await expectNoSeriousAxeViolations();

  await signOutOnThisDevice(page);
  await signIn(candidate);
  await page.goto(`/application/${applicationId}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('Could you talk on Thursday at 10?');
  // The team's notes and the delivery states are not the candidate's to see.
  await expect(page.getByText('Waiting to go out')).toHaveCount(0);
  // The file the recruiter sent comes down as it went.
  const download = page.waitForEvent('download');
  await thread.getByRole('button', { name: /^Download Directions\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('Directions.pdf');
  expect((await fs.readFile((await (await download).path())!)).equals(samplePdf(1))).toBe(true);
  await page.getByLabel(/^Write to /).fill('Thursday at 10 works for me.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(MESSAGE_TOASTS.sent);
  await expect(messages(page).last()).toContainText('Thursday at 10 works for me.');
  await expect(messages(page).last()).toContainText('You');
  await inBothThemes(page, expectNoSeriousAxeViolations);

  await signOutOnThisDevice(page);
  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Status view' }).click();
  const reply = messages(page).last();
  await expect(reply).toContainText('Thursday at 10 works for me.');
  await expect(reply).toContainText('Received');
  await expect(reply).toContainText('Written in the portal');
  // The timeline puts the reply after the answer it follows.
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.last()).toContainText('Message written in the portal');
  await expect(timeline.last()).toContainText('Thursday at 10 works for me.');
  await expect(timeline.nth(-2)).toContainText('Re: We have your application for Site Reliability Engineer');
  await inBothThemes(page, expectNoSeriousAxeViolations);
});
