import type { Locator, Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { APPLICATION_MESSAGES } from '../src/shared/applications.js';
import { PIPELINE_TOASTS } from '../src/shared/pipeline.js';
import { postingBoardPath } from '../src/web/lib/paths.js';
import { emailSignInCodeIn, expect, readMailTo, test, uniqueEmail } from './support/index.js';

const yourApplication = (page: Page) => page.getByRole('heading', { level: 2, name: 'Your application', exact: true });

/** What a journey costs the candidate: each screen they see, and each field they type into. */
function journey() {
  const screens: string[] = [];
  let typed = 0;
  return {
    screens,
    typed: () => typed,
    async see(name: string, shown: Locator) {
      await expect(shown).toBeVisible();
      screens.push(name);
    },
    async type(field: Locator, value: string) {
      await field.fill(value);
      typed += 1;
    },
  };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a candidate who would rather have an account follows a quick job link, signs in with the e-mailed code and applies in six screens and four typed fields, then applies again with the last resume', async ({
    page,
    api,
    expectToast,
    expectNoSeriousAxeViolations,
  }) => {
    test.slow();
    const recruiter = await api.registerRecruiter();
    const postingId = await api.createPosting(recruiter, { applicationForm: 'quick', questions: [] });
    const email = uniqueEmail('phone');
    const cost = journey();

    await page.goto(`/apply/${postingId}`);
    // The job's page takes the application without an account; signing in is a link away.
    await cost.see('Apply', page.getByRole('link', { name: 'Sign in to apply' }));
    await page.getByRole('link', { name: 'Sign in to apply' }).click();
    // The sign-in screen asks a guest from a job link their e-mail and name first.
    const withEmail = page.getByRole('region', { name: 'Continue with e-mail' });
    await cost.see('Sign in', withEmail.getByLabel('Your e-mail'));
    await cost.type(withEmail.getByLabel('Your e-mail'), email);
    await cost.type(withEmail.getByLabel('Your name (if you are new here)'), 'Grace Hopper');
    const requestedAt = Date.now();
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await cost.see('Code', page.getByLabel('6-digit code'));
    await cost.type(page.getByLabel('6-digit code'), emailSignInCodeIn(await readMailTo(email, requestedAt)));

    await cost.see('Job', page.getByRole('button', { name: 'Apply', exact: true }));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await cost.see('Your application', yourApplication(page));
    // The names come from the sign-in, the address from the account; the phone keyboard and autofill know each field.
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Grace');
    await expect(page.getByLabel('First Name', { exact: true })).toHaveAttribute('autocomplete', 'given-name');
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Hopper');
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveAttribute('autocomplete', 'family-name');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    const phone = page.getByLabel('Phone', { exact: true });
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousAxeViolations();
    }

    // Submitting without a phone says so under the field.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter a phone number')).toBeVisible();
    await cost.type(phone, '+1 212 555 0100');
    const resume = 'grace-hopper-resume.pdf';
    await page.getByLabel('Resume').setInputFiles({ name: resume, mimeType: 'application/pdf', buffer: samplePdf() });
    await expect(page.getByText(`Selected: ${resume}`)).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(APPLICATION_MESSAGES.applied);
    await cost.see('Success', page.getByText(/Your application for .* has been sent/));

    expect(cost.screens).toEqual(['Apply', 'Sign in', 'Code', 'Job', 'Your application', 'Success']);
    expect(cost.screens.length).toBeLessThanOrEqual(6);
    expect(cost.typed()).toBeLessThanOrEqual(8);

    // The next quick application starts with everything known, the last resume chosen: nothing to type.
    const nextPosting = await api.createPosting(recruiter, { title: 'Compiler Engineer', applicationForm: 'quick' });
    await page.goto(`/apply/${nextPosting}`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(yourApplication(page)).toBeVisible();
    await expect(phone).toHaveValue('+1 212 555 0100');
    await expect(page.getByRole('button', { name: new RegExp(`^Use ${resume} from`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Tell me about yourself?').fill('I wrote the first compiler.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(APPLICATION_MESSAGES.applied);
  });
});

test('a knock-out answer shows on the recruiter’s board as Not Selected, held with an Undo', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter, {
    applicationForm: 'quick',
    questions: [
      { text: 'May you work in Canada?', kind: 'yes_no', options: [], knockout: ['No'] },
      { text: 'Which shifts suit you?', kind: 'several', options: ['Day', 'Night'], knockout: null },
    ],
  });
  const candidate = await api.registerCandidate({ name: 'Ada Lovelace' });

  await signIn(candidate);
  await page.goto(`/apply/${postingId}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(yourApplication(page)).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+1 416 555 0101');
  await page.getByLabel('Resume').setInputFiles({ name: 'ada.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page.getByText('Selected: ada.pdf')).toBeVisible();
  const eligible = page.getByRole('group', { name: 'May you work in Canada?' });
  await eligible.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Answer this question')).toBeVisible();
  const shifts = page.getByRole('group', { name: 'Which shifts suit you?' });
  await shifts.getByRole('checkbox', { name: 'Night' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(APPLICATION_MESSAGES.applied);

  await page.evaluate('window.localStorage.clear()');
  await signIn(recruiter);
  await page.goto(postingBoardPath(postingId));
  const rejected = page.getByRole('region', { name: 'Not Selected', exact: true });
  const card = rejected.getByRole('article', { name: 'Ada Lovelace' });
  await expect(card).toContainText('Not selected automatically: the answer to “May you work in Canada?” knocks out.');
  await card.getByRole('button', { name: 'Undo' }).click();
  await expectToast(PIPELINE_TOASTS.undone);
  await expect(
    page
      .getByRole('region', { name: 'Application Submitted', exact: true })
      .getByRole('article', { name: 'Ada Lovelace' }),
  ).toBeVisible();
});
