import type { Locator, Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { expect, readMailTo, test, uniqueEmail } from './support/index.js';

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

/** Every address the page asked for, to check that nothing left the app's origin. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a candidate without an account follows a LinkedIn job link and sends a quick application in two screens and five typed fields, then opens it from the e-mailed link', async ({
    page,
    api,
    expectNoSeriousAxeViolations,
  }) => {
    test.slow();
    const recruiter = await api.registerRecruiter({ name: 'Harbour Robotics' });
    const postingId = await api.createPosting(recruiter, {
      title: 'Robot Wrangler',
      applicationForm: 'quick',
      questions: ['Why robots?'],
    });
    const email = uniqueEmail('guest');
    const cost = journey();
    const requests = requestsOf(page);

    await page.goto(`/apply/${postingId}?src=linkedin`);
    await cost.see('Apply', page.getByRole('heading', { level: 1, name: 'Apply for Robot Wrangler' }));
    await expect(page.getByRole('main').getByText('Harbour Robotics').first()).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousAxeViolations();
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await cost.type(page.getByLabel('First Name', { exact: true }), 'Grace');
    await cost.type(page.getByLabel('Last Name', { exact: true }), 'Hopper');
    await cost.type(page.getByLabel('Email', { exact: true }), email);
    await cost.type(page.getByLabel('Phone', { exact: true }), '+44 20 7946 0018');
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'grace.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await cost.type(page.getByLabel('Why robots?'), 'They listen.');
    // The proof of work solves itself while the form is filled in; its checkbox, next in the keyboard's order, tells a
    // screen reader so.
    const check = page.getByRole('checkbox', { name: 'Verified' });
    await expect(check).toBeChecked({ timeout: 30_000 });
    await page.keyboard.press('Tab');
    await expect(check).toBeFocused();
    await page.getByRole('button', { name: 'Send my application' }).click();

    await cost.see('Application sent', page.getByRole('heading', { level: 1, name: 'Application sent' }));
    await expect(page.getByText('We have e-mailed you a confirmation')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousAxeViolations();
    }

    expect(cost.screens).toEqual(['Apply', 'Application sent']);
    expect(cost.screens.length).toBeLessThanOrEqual(4);
    expect(cost.typed()).toBeLessThanOrEqual(8);
    const origin = new URL(page.url()).origin;
    expect(
      requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
    ).toEqual([]);

    // The confirmation e-mail's link opens the candidate's applications, as the owner of the address.
    const mail = await readMailTo(email);
    const link = /(\/sign-in\/email\/a\.[\w-]+\.[\w-]+)/.exec(mail.replace(/=3D/g, '='))?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Open my applications' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByText('Robot Wrangler').filter({ visible: true }).first()).toBeVisible();
  });
});

test('a guest opening a full-form job is asked to sign in, headed for that job', async ({ page, api }) => {
  const recruiter = await api.registerRecruiter({ name: 'Contoso Docks' });
  const postingId = await api.createPosting(recruiter, { title: 'Harbour Pilot', applicationForm: 'full' });
  await page.goto(`/apply/${postingId}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for Harbour Pilot at Contoso Docks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
});
