import type { Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { APPLICATION_MESSAGES } from '../src/shared/applications.js';
import { graduationYearRange } from '../src/shared/legal-questions.js';
import { DEFAULT_QUESTION } from '../src/shared/posting-form.js';
import { expect, test, type Account } from './support/index.js';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

const PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 20 5555 0100',
  country: 'UK',
  address: '12 St James Sq',
  short_bio: 'Analytical engine programmer.',
  city: 'London',
  province: 'Greater London',
  postal_code: 'SW1Y 4JH',
};

async function signInOn(page: Page, account: Account, postingId: string) {
  await page.goto(`/apply/${postingId}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${postingId}$`));
}

test('what a candidate typed comes back after a reload, a closed tab and on another device, until they submit', async ({
  page,
  browser,
  api,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title: 'Draft Keeper', questions: [DEFAULT_QUESTION] });
  const candidate = await api.registerCandidate({ name: 'Ada Lovelace' });
  await api.saveCandidateProfile(candidate, PROFILE);

  await signInOn(page, candidate, postingId);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByLabel('City', { exact: true }).fill('Cambridge');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Legal')).toBeVisible();
  await page.getByLabel('Sex', { exact: true }).selectOption('Female');
  await page.getByLabel('Graduation month').selectOption('June');
  await expect(page.getByText('Your answers are saved')).toBeVisible();

  // A reload comes back to the step and the choices made on it.
  await page.reload();
  await expect(stepHeading(page, 'Legal')).toBeVisible();
  await expect(page.getByLabel('Sex', { exact: true })).toHaveValue('Female');
  await expect(page.getByLabel('Graduation month')).toHaveValue('June');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Cambridge');

  // Go on to the assessment, type an answer, and close the tab without pressing anything.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Are you legally eligible to work in this country?').selectOption('Yes');
  await page.getByLabel('Language preference').selectOption('English');
  await page.getByLabel('Race', { exact: true }).selectOption('Other');
  await page.getByLabel(/disability under the Canadian Human Rights Act/).selectOption('No');
  await page.getByLabel('Graduation year').selectOption(String(graduationYearRange().min));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Assessment')).toBeVisible();
  await page.getByLabel(`1. ${DEFAULT_QUESTION}`).fill('I wrote the first program.');
  await expect(page.getByText('Your answers are saved')).toBeVisible();
  await page.close();

  // Another device: a browser of its own, signed in anew.
  const other = await browser.newContext();
  const device = await other.newPage();
  await signInOn(device, candidate, postingId);
  await expect(stepHeading(device, 'Assessment')).toBeVisible();
  await expect(device.getByLabel(`1. ${DEFAULT_QUESTION}`)).toHaveValue('I wrote the first program.');
  await device.getByRole('button', { name: 'Next' }).click();

  // The resume goes once, when chosen, and is there on the next visit too.
  await expect(stepHeading(device, 'Documents')).toBeVisible();
  await device
    .getByLabel('Resume')
    .setInputFiles({ name: 'ada.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(device.getByText('Selected: ada.pdf')).toBeVisible();
  await device.reload();
  await expect(stepHeading(device, 'Documents')).toBeVisible();
  await expect(device.getByText('Selected: ada.pdf')).toBeVisible();
  await device.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(device, 'Review')).toBeVisible();
  await expect(device.getByText('Cambridge', { exact: true })).toBeVisible();

  await device.getByRole('button', { name: 'Submit' }).click();
  await expect(device.getByText(APPLICATION_MESSAGES.applied).first()).toBeVisible();
  expect(await api.applicationDraft(candidate, postingId)).toBeNull();
  await other.close();
});

test('a save slowed on its way never puts back older answers, and "saved" waits for the last change', async ({
  page,
  api,
}) => {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title: 'Slow Network' });
  const candidate = await api.registerCandidate({ name: 'Grace Hopper' });
  await api.saveCandidateProfile(candidate, PROFILE);
  await signInOn(page, candidate, postingId);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();

  // The save that carries Oxford takes two seconds to leave, as on a slow network; the candidate types on meanwhile.
  const draftUrl = new RegExp(`/api/candidate/drafts/${postingId}$`);
  const carries = (city: string) => (request: { method(): string; url(): string; postDataJSON(): unknown }) =>
    request.method() === 'PUT' &&
    draftUrl.test(request.url()) &&
    (request.postDataJSON() as { values: { city?: string } }).values.city === city;
  await page.route(draftUrl, async (route) => {
    if (carries('Oxford')(route.request())) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const oxfordSaved = page.waitForResponse((response) => carries('Oxford')(response.request()));
  await page.getByLabel('City', { exact: true }).fill('Oxford');
  await page.waitForRequest(carries('Oxford'));
  await page.getByLabel('City', { exact: true }).fill('Cambridge');
  await expect(page.getByText('Saving your answers')).toBeVisible();
  await oxfordSaved;
  await expect(page.getByText('Your answers are saved')).toBeVisible();

  await page.reload();
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Cambridge');
});
