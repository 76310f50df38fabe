import { randomUUID } from 'node:crypto';
import { expect, test } from './support/index.js';
import { REFUSED_DOMAIN } from './support/mail-server.js';

test('a recruiter sees, in the Status view, that the mail server refused an e-mail to the candidate', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const title = `Night Porter ${randomUUID().slice(0, 6)}`;
  const lastName = `Nowhere${randomUUID().slice(0, 6)}`;
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title });
  // The confirmation goes to the candidate's account, whose mailbox the mail server refuses.
  const candidate = await api.registerCandidate({ email: `${lastName.toLowerCase()}@${REFUSED_DOMAIN}` });
  const applicationId = await api.applyWithResume(candidate, postingId, { lastName });
  const confirmation = `We have your application for ${title}`;
  const recruiterToken = await api.signIn(recruiter);
  await expect
    .poll(() => api.applicationEmails(recruiterToken, applicationId))
    .toEqual([{ subject: confirmation, status: 'failed' }]);

  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Status view' }).click();
  const email = page.getByRole('list', { name: 'E-mails' }).getByRole('listitem');
  await expect(email).toHaveCount(1);
  await expect(email).toContainText(confirmation);
  await expect(email).toContainText('Not delivered');
  await expectNoSeriousAxeViolations();

  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousAxeViolations();
});
