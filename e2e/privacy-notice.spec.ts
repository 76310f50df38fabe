import { PRIVACY_TOASTS, TALENT_POOL_CONSENT_LABEL } from '../src/shared/privacy.js';
import { expect, fillPersonalStep, finishApplication, signOutOnThisDevice, test } from './support/index.js';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a candidate reads the privacy notice and consents in the wizard, the recruiter sees the consent, and the candidate withdraws it', async ({
    page,
    api,
    request,
    signIn,
    expectToast,
    expectNoSeriousAxeViolations,
  }) => {
    test.slow();
    const admin = await api.registerRecruiter({ name: 'Privacy Works' });
    const postingId = await api.createPosting(admin, { title: 'Data Steward' });
    const candidate = await api.registerCandidate();

    await signIn(candidate);
    await page.goto(`/apply/${postingId}`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await fillPersonalStep(page);
    await finishApplication(page, async () => {
      const notice = page.getByRole('region', { name: 'Your privacy' });
      await expect(notice).toContainText('Privacy Works collects what you send with your application');
      await expect(notice).toContainText('We keep your application until you ask us to delete it.');
      // The full notice waits folded until the candidate opens it.
      const rights = notice.getByText(/supervisory authority/);
      await expect(rights).toBeHidden();
      await notice.getByText('Read the full privacy notice').click();
      await expect(rights).toBeVisible();
      const consent = notice.getByLabel(TALENT_POOL_CONSENT_LABEL);
      await expect(consent).not.toBeChecked();
      await expectNoSeriousAxeViolations();
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
      await expectNoSeriousAxeViolations();
      await consent.check();
    });

    const candidateToken = await api.signIn(candidate);
    const listed = await request.get('/api/candidate/applications', { headers: { authorization: candidateToken } });
    const applicationId = ((await listed.json()) as { data: { application_id: string }[] }).data[0]!.application_id;

    await signOutOnThisDevice(page);
    await signIn(admin);
    await page.goto(`/candidate/${applicationId}`);
    await expect(page.getByText(/^Talent pool: consented on /)).toBeVisible();

    await signOutOnThisDevice(page);
    await signIn(candidate);
    await page.goto('/my-data');
    const future = page.getByRole('heading', { name: 'Future openings' }).locator('xpath=..');
    await expect(future).toContainText('Privacy Works: Data Steward');
    await expectNoSeriousAxeViolations();
    await future.getByRole('button', { name: 'Withdraw consent given to Privacy Works for Data Steward' }).click();
    await expectToast(PRIVACY_TOASTS.consentWithdrawn);
    await expect(future).toContainText(/Withdrawn on /);
    await expect(future.getByRole('button', { name: /Withdraw consent/ })).toHaveCount(0);

    await signOutOnThisDevice(page);
    await signIn(admin);
    await page.goto(`/candidate/${applicationId}`);
    await expect(page.getByText(/^Talent pool: consent withdrawn on /)).toBeVisible();
  });
});

test('an Admin rewrites the privacy notice and turns retention on, and candidates are shown the new version', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.slow();
  const admin = await api.registerRecruiter();
  const token = await api.signIn(admin);
  const slug = await api.careersSlug(token);

  await signIn(admin);
  await page.goto('/profile');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await expect(privacy.getByLabel('Privacy notice')).toHaveValue(new RegExp(`^${admin.name} collects what you send`));
  await expectNoSeriousAxeViolations();

  await privacy
    .getByLabel('Privacy notice')
    .fill('We read applications to hire.\n\nAsk us anything at privacy@example.test.');
  await privacy.getByLabel('Link to your own privacy policy (optional)').fill('javascript:alert(1)');
  await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(privacy.getByText('Enter a link starting with http:// or https://, or leave it empty.')).toBeVisible();

  await privacy.getByLabel('Link to your own privacy policy (optional)').fill('https://example.test/privacy');
  await privacy.getByLabel(/Erase candidates/).check();
  await expect(privacy.getByLabel('Months after the last activity')).toHaveValue('24');
  await expect(privacy).toContainText('We keep your application for 24 months after our decision.');
  await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
  await expectToast(PRIVACY_TOASTS.saved);
  await expect(privacy).toContainText(/Nothing is erased before /);
  await expect(privacy.getByText('Version history (1)')).toBeVisible();
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousAxeViolations();

  await page.goto(`/careers/${slug}/privacy`);
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByText('Version 1')).toBeVisible();
  await expect(page.getByText('We read applications to hire.')).toBeVisible();
  await expect(page.getByText('We keep your application for 24 months after our decision.')).toBeVisible();
});
