import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { type Api, expect, inBothThemes, readMailTo, test } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

/** A Wednesday in March 2027: 10:00 in London is 11:00 in Berlin. */
const LONDON_MORNING = '2027-03-10T10:00';

/** A UK company's posting with an application and an interview set in London time through the API. */
async function interviewInLondon(request: APIRequestContext, api: Api) {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: 'Platform Engineer' });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  const token = await api.signIn(admin);
  const members = await request.get('/api/team/members/', { headers: { authorization: token } });
  const founder = ((await members.json()) as { data: { id: string }[] }).data[0]!.id;
  const schedule = () =>
    request.post(`/api/applications/${applicationId}/interviews/`, {
      headers: { authorization: token },
      data: {
        title: 'First round',
        kind: 'video',
        duration_minutes: 45,
        video_url: 'https://meet.example.test/first-round',
        interviewer_ids: [founder],
        time_zone: 'Europe/London',
        starts_at_local: LONDON_MORNING,
      },
    });
  return { admin, candidate, applicationId, schedule };
}

test.describe('a candidate whose browser is German, in Berlin', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('reads the interview on their home and in its e-mail in Berlin time, the German way', async ({
    page,
    api,
    signIn,
    expectNoSeriousAxeViolations,
  }) => {
    const { candidate, schedule } = await interviewInLondon(page.request, api);
    // Signing in tells the server the browser's zone and language; the invitation sent afterwards is written in them.
    await signIn(candidate);
    const since = Date.now();
    expect((await schedule()).status()).toBe(201);

    await page.reload();
    const invitation = page.getByRole('listitem').filter({ has: page.getByText('First round', { exact: true }) });
    await expect(invitation).toContainText('Mittwoch, 10. März 2027 um 11:00 MEZ (Europe/Berlin)');
    await expect(invitation).toContainText(/Mittwoch, 10\. März 2027 um 10:00 GMT(\+0)? in Europe\/London/);
    await expect(
      page
        .getByRole('table')
        .getByRole('cell')
        .filter({ hasText: /^\d{2}\.\d{2}\.\d{4}$/ }),
    ).toHaveCount(1);
    await inBothThemes(page, expectNoSeriousAxeViolations);

    // The message's text, as its reader's mail program shows it.
    const { text } = await simpleParser(await readMailTo(candidate.email, since));
    expect(text).toContain('When: Mittwoch, 10. März 2027 um 11:00 MEZ');
    expect(text).not.toMatch(/March|AM|Europe\/London/);
  });
});

test.describe('a member whose browser is British, in London', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('reads the interview and the application dates the British way', async ({ page, api, signIn }) => {
    const { admin, applicationId, schedule } = await interviewInLondon(page.request, api);
    expect((await schedule()).status()).toBe(201);
    await signIn(admin);

    await page.goto(`/candidate/${applicationId}`);
    const interview = page.getByRole('listitem', { name: 'First round' });
    await expect(interview).toContainText(/Wednesday,? 10 March 2027 at 10:00 GMT \(Europe\/London\)/);

    await page.goto('/candidates');
    const row = page.getByRole('row').filter({ hasText: 'Lovelace' });
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
