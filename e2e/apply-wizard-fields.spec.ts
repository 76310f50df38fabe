import type { Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { APPLICATION_FIELD_MESSAGES } from '../src/shared/application-submissions.js';
import { APPLICATION_MESSAGES } from '../src/shared/applications.js';
import { PROFILE_TOASTS } from '../src/shared/profiles.js';
import { expect, test, type Account, type Api } from './support/index.js';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

const PROFILE = {
  first_name: 'Grace',
  last_name: 'Hopper',
  phone: '+1 212 555 0199',
  country: 'USA',
  address: '1 Compiler Way',
  short_bio: 'Wrote the first compiler.',
  city: 'Arlington',
  province: 'Virginia',
  postal_code: '22201',
};

/** A candidate signed in on a fresh posting's wizard, at its Personal Information step. */
async function openPersonalStep(page: Page, api: Api, signIn: (account: Account) => Promise<void>) {
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, { title: 'Compiler Engineer' });
  const candidate = await api.registerCandidate({ name: 'Grace Hopper' });
  return {
    candidate,
    postingId,
    open: async () => {
      await signIn(candidate);
      await page.goto(`/apply/${postingId}`);
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(stepHeading(page, 'Personal Information')).toBeVisible();
    },
  };
}

test('the personal step starts from every detail of the profile, and can save what was changed back to it', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  test.slow();
  const { candidate, open } = await openPersonalStep(page, api, signIn);
  await api.saveCandidateProfile(candidate, PROFILE);
  await open();

  const shown: [string, string][] = [
    ['First Name', PROFILE.first_name],
    ['Last Name', PROFILE.last_name],
    ['Phone', PROFILE.phone],
    ['Address', PROFILE.address],
    ['City', PROFILE.city],
    ['Province', PROFILE.province],
    ['Postal Code', PROFILE.postal_code],
    ['Country', PROFILE.country],
    ['Bio', PROFILE.short_bio],
    ['Email', candidate.email],
  ];
  for (const [label, value] of shown) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

  await page.getByLabel('Phone', { exact: true }).fill('+1 703 555 0123');
  await page.getByLabel('Save these details to my profile').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(PROFILE_TOASTS.profileSaved);
  await expect(stepHeading(page, 'Legal')).toBeVisible();

  await page.goto('/candidate-profile');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+1 703 555 0123');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue(PROFILE.city);
});

test('each field left empty says what it needs, while the toast keeps the specification wording', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(150_000);
  const { open } = await openPersonalStep(page, api, signIn);
  await open();
  // The new account's profile holds only the name: the rest is still to type.
  await page.getByLabel('First Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(APPLICATION_MESSAGES.fillAll);
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();

  const phone = page.getByLabel('Phone', { exact: true });
  await expect(page.getByText(APPLICATION_FIELD_MESSAGES.phone, { exact: true })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(new RegExp(APPLICATION_FIELD_MESSAGES.phone));
  for (const field of ['first_name', 'city', 'postal_code', 'bio'] as const) {
    await expect(page.getByText(APPLICATION_FIELD_MESSAGES[field], { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('First Name', { exact: true })).toBeFocused();
  await expectNoSeriousAxeViolations();

  // A wrong value says what is wrong with it, not that it is missing.
  await phone.fill('call me');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a valid phone number', { exact: true })).toBeVisible();
  // Typing into a field takes its message away.
  await page.getByLabel('City', { exact: true }).fill('Arlington');
  await expect(page.getByText(APPLICATION_FIELD_MESSAGES.city, { exact: true })).toHaveCount(0);
});

test('the resume zone takes a dropped file, names a wrong or oversized one on itself, and shows a large upload progressing', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  // Three uploads, one of them large.
  test.setTimeout(180_000);
  const { candidate, postingId } = await openPersonalStep(page, api, signIn);
  await api.saveCandidateProfile(candidate, PROFILE);
  await signIn(candidate);
  // Straight to the documents step, as a draft left there brings a candidate back.
  const token = await api.signIn(candidate);
  await page.request.put(`/api/candidate/drafts/${postingId}`, {
    headers: { authorization: token },
    data: { step: 'Documents', values: {} },
  });
  await page.goto(`/apply/${postingId}`);
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await expect(page.getByText('Drag and drop your resume here, or choose a file')).toBeVisible();

  // Next without a resume: the zone says what it needs.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(APPLICATION_FIELD_MESSAGES.resume)).toBeVisible();

  // The file input covers the zone; what is dropped lands on it.
  const zone = page.getByLabel('Resume');
  const drop = async (name: string, type: string, bytes: number[] | string) => {
    // Built in the page, as a browser builds what a person drags in (the specs have no DOM types of their own).
    const content = typeof bytes === 'string' ? JSON.stringify(bytes) : `new Uint8Array(${JSON.stringify(bytes)})`;
    const dataTransfer = await page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([${content}], ${JSON.stringify(name)}, { type: ${JSON.stringify(type)} }));
      return transfer;
    })()`);
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
  };

  await drop('holiday.png', 'image/png', 'not a resume');
  await expect(page.getByRole('alert').filter({ hasText: 'holiday.png' })).toContainText(
    APPLICATION_MESSAGES.resumeType,
  );

  await drop('grace-hopper.pdf', 'application/pdf', [...samplePdf()]);
  await expect(page.getByText(`Selected: grace-hopper.pdf (PDF, ${samplePdf().length} B)`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousAxeViolations();

  const resume = page.getByLabel('Resume');
  await resume.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'huge.pdf (11.0 MB)' })).toContainText(
    APPLICATION_MESSAGES.resumeTooLarge,
  );

  // A large file: the bar shows until the server has it (held back here, so that the test sees it every time). The
  // server first answers as it does when it holds all the uploads it can (decision 101): the file goes again.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let uploads = 0;
  await page.route('**/api/uploads/', async (route) => {
    if (++uploads === 1) {
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '1' },
        contentType: 'application/json',
        body: JSON.stringify({
          status: 503,
          error: 'The service is busy right now. Please try again in a few seconds.',
        }),
      });
      return;
    }
    await held;
    await route.continue();
  });
  const large = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
  await resume.setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: large });
  const progress = page.getByRole('progressbar', { name: 'Uploading portfolio.pdf' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Uploading portfolio\.pdf… \d+%/)).toBeVisible();
  await expect.poll(() => uploads, { timeout: 10_000 }).toBe(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
  release();
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(/Selected: portfolio\.pdf \(PDF, 6\.0 MB\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText(/portfolio\.pdf/)).toBeVisible();
});
