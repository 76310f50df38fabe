import { randomUUID } from 'node:crypto';
import { PROFILE_TOASTS } from '../src/shared/profiles.js';
import { expect, test, signOutOnThisDevice } from './support/index.js';

const HIDDEN = 'Not shown to reviewers';

test('a candidate may decline each self-identification question and give a graduation year in the past', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const candidate = await api.registerCandidate();
  await signIn(candidate);
  await page.goto(`/apply/${postingId}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const personal: [string, string][] = [
    ['First Name', 'Ada'],
    ['Last Name', 'Lovelace'],
    ['Phone', '+1 416 555 0100'],
    ['Address', '1 King St W'],
    ['City', 'Toronto'],
    ['Province', 'ON'],
    ['Postal Code', 'M5H 1A1'],
    ['Country', 'Canada'],
    ['Bio', 'Analytical engine programmer.'],
  ];
  for (const [label, value] of personal) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Next' }).click();

  const pastYear = String(new Date().getFullYear() - 20);
  await page.getByLabel('Are you legally eligible to work in this country?').selectOption('Yes');
  await page.getByLabel('Sex', { exact: true }).selectOption('Prefer not to say');
  await page.getByLabel('Language preference').selectOption('English');
  await page.getByLabel('Race', { exact: true }).selectOption('Prefer not to say');
  await page.getByLabel(/disability under the Canadian Human Rights Act/).selectOption('Prefer not to say');
  await page.getByLabel('Graduation month').selectOption('June');
  await page.getByLabel('Graduation year').selectOption(pastYear);
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('1. Tell me about yourself?')).toBeVisible();
});

test('reviewers see the self-identification answers only once the company shows them; the candidate always sees them', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title: `Analyst ${randomUUID().slice(0, 6)}` });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);

  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  const legal = page.getByRole('heading', { name: 'Legal Questions' }).locator('..');
  await expect(legal.getByText(HIDDEN)).toHaveCount(3);
  await expect(legal.getByText('Female', { exact: true })).toHaveCount(0);
  await expect(legal.getByText('English', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations();

  await page.goto('/profile');
  await expect(page.getByText('Hidden from reviewers')).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const shown = page.getByRole('switch', { name: 'Show self-identification answers to reviewers' });
  await expect(shown).not.toBeChecked();
  await shown.click();
  await expect(shown).toBeChecked();
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(PROFILE_TOASTS.profileSaved);
  await expect(page.getByText('Shown to reviewers')).toBeVisible();

  await page.goto(`/candidate/${applicationId}`);
  await expect(legal.getByText('Female', { exact: true })).toBeVisible();
  await expect(legal.getByText('White', { exact: true })).toBeVisible();
  await expect(legal.getByText(HIDDEN)).toHaveCount(0);

  await signOutOnThisDevice(page);
  await signIn(candidate);
  await page.goto(`/application/${applicationId}`);
  await expect(legal.getByText('Female', { exact: true })).toBeVisible();
});
