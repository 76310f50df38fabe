import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Stage } from '../src/shared/pipeline.js';
import { POSTING_TOASTS } from '../src/shared/postings.js';
import { type Account, expect, test } from './support/index.js';

const card = (page: Page, name: string): Locator => page.getByRole('article', { name });

/** The company's moves e-mail at once, so that an offer reaches its candidate as soon as it is sent. */
async function sendAtOnce(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: token };
  const stages = ((await (await request.get('/api/stages/', { headers })).json()) as { data: Stage[] }).data;
  const saved = await request.put('/api/stages/', {
    headers,
    data: { stages: stages.map(({ id, name, phase }) => ({ id, name, phase })), email_delay_minutes: 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function answerOffer(
  request: APIRequestContext,
  candidateToken: string,
  applicationId: string,
  answer: 'accept' | 'decline',
  fullName: string,
): Promise<void> {
  const response = await request.post(`/api/candidate/applications/${applicationId}/offer-answer`, {
    headers: { authorization: candidateToken },
    data: { answer, full_name: fullName },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("answered offers show on the board's cards, and a filled job's board offers to close it", async ({
  page,
  api,
  request,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const recruiter = await api.registerRecruiter();
  await sendAtOnce(request, await api.signIn(recruiter));
  const postingId = await api.createPosting(recruiter, { title: `Hire ${randomUUID().slice(0, 6)}`, openings: 1 });
  const offered = async (candidate: Account, lastName: string) => {
    const applicationId = await api.applyWithResume(candidate, postingId, { lastName });
    await api.changeStatus(recruiter, applicationId, 'Offer Sent');
    return applicationId;
  };
  const lovelace = await api.registerCandidate();
  const byron = await api.registerCandidate();
  await answerOffer(request, await api.signIn(lovelace), await offered(lovelace, 'Lovelace'), 'accept', 'Ada Lovelace');
  await answerOffer(request, await api.signIn(byron), await offered(byron, 'Byron'), 'decline', 'Ada Byron');

  await signIn(recruiter);
  for (const theme of ['light', 'dark']) {
    await page.evaluate(`window.localStorage.setItem('color-theme', '${theme}')`);
    await page.goto(`/jobs/${postingId}/board`);
    await expect(card(page, 'Ada Lovelace')).toContainText('Offer Accepted');
    await expect(card(page, 'Ada Byron')).toContainText('Offer Declined');
    await expect(page.getByRole('region', { name: 'This job is filled' })).toContainText(
      '1 candidate has accepted an offer, for 1 place.',
    );
    await expectNoSeriousAxeViolations();
  }

  await page.getByRole('button', { name: 'Close this job' }).click();
  await expectToast(POSTING_TOASTS.closed);
  await expect(page.getByRole('region', { name: 'This job is filled' })).toHaveCount(0);
  await expect(page.getByText('Closed to applications.')).toBeVisible();
});
