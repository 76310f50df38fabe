import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { APPLICATION_MESSAGES } from '../src/shared/applications.js';
import { expect, fillPersonalStep, finishApplication, signOutOnThisDevice, test } from './support/index.js';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a candidate who applied once finds their details and last resume ready in the next wizard, and the company receives that resume', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  const firstPosting = await api.createPosting(recruiter, { title: 'Flight Analyst' });
  const secondPosting = await api.createPosting(recruiter, { title: 'Orbit Engineer' });
  const candidate = await api.registerCandidate({ name: 'Katherine Johnson' });

  await signIn(candidate);
  await page.goto(`/apply/${firstPosting}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await fillPersonalStep(page);
  await finishApplication(page);

  // The second wizard starts where the first ended: the details, the legal answers and the resume.
  await page.goto(`/apply/${secondPosting}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Katherine');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Hampton');
  await expect(page.getByLabel('Bio', { exact: true })).toHaveValue('Orbital mechanics by hand.');
  await expect(page.getByLabel('Save these details to my profile')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Legal')).toBeVisible();
  await expect(page.getByLabel('Race', { exact: true })).toHaveValue('Black');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Assessment')).toBeVisible();
  for (const answer of await page.getByLabel(/^\d+\. /).all()) await answer.fill('Trajectories, by hand.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Documents')).toBeVisible();
  const offered = page.getByRole('button', { name: /^Use katherine-johnson-resume\.pdf from \w{3} \d{1,2}, \d{4}/ });
  await expect(offered).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Or upload another')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText(/katherine-johnson-resume\.pdf/)).toBeVisible();
  const submitted = page.waitForResponse((response) => response.url().endsWith('/api/candidate/new_application/'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(APPLICATION_MESSAGES.applied);
  const { application_id: applicationId } = (await (await submitted).json()) as { application_id: string };

  // The company downloads the resume sent with the first application, byte for byte.
  await signOutOnThisDevice(page);
  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Show Resume' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resume' }).click();
  const bytes = await fs.readFile((await (await downloading).path())!);
  expect(bytes.equals(samplePdf())).toBe(true);
});
