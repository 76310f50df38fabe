import { randomUUID } from 'node:crypto';
import {
  expect,
  fillPersonalStep,
  finishApplication,
  signOutOnThisDevice,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
} from './support/index.js';

test('a guest who finds a job through LinkedIn signs up, applies, and the recruiter sees and filters by linkedin', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  // Sign-up, the whole wizard with a reload in it, and the recruiter's screens: well over the default budget.
  test.setTimeout(120_000);
  const recruiter = await api.registerRecruiter();
  const token = await api.signIn(recruiter);
  const title = `Orbit Analyst ${randomUUID().slice(0, 6)}`;
  const postingId = await api.createPosting({ token, email: recruiter.email }, { title });
  const directApplicant = await api.registerCandidate({ name: 'Ada Lovelace' });
  await api.applyWithResume(directApplicant, postingId);

  // The job's public page, as the link shared on LinkedIn opens it: Apply carries the source on.
  await page.goto(`/careers/${await api.careersSlug(token)}/${postingId}?src=linkedin`);
  await page.getByRole('link', { name: 'Apply for this job' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('link', { name: /Candidate Registration/ }).click();
  await page.getByLabel('Your Name').fill('Katherine Johnson');
  await page.getByLabel('Email').fill(uniqueEmail('candidate'));
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Re-type Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
  await expectToast('Signup successful!');

  // Back on the job after signing up; a reload mid-wizard still applies with the source, kept in the draft.
  await expect(page).toHaveURL(new RegExp(`/apply/${postingId}$`));
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await fillPersonalStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Legal', exact: true })).toBeVisible();
  await expect(page.getByText('Your answers are saved')).toBeVisible();
  await page.reload();
  await finishApplication(page);

  await signOutOnThisDevice(page);
  await signIn(recruiter);
  await page.goto('/candidates');
  const rows = page.getByRole('row').filter({ hasText: title });
  const sourced = rows.filter({ hasText: 'Katherine Johnson' });
  const direct = rows.filter({ hasText: 'Ada Lovelace' });
  await expect(sourced).toContainText('linkedin');
  await expect(direct).toContainText('Direct');
  await expectNoSeriousAxeViolations();

  // The filter offers each source with its count, keeps the choice in the address and in a reload.
  const filter = page.getByLabel('Filter by Source');
  await filter.selectOption('linkedin');
  await expect(page).toHaveURL(/[?&]source=linkedin/);
  await expect(sourced).toHaveCount(1);
  await expect(direct).toHaveCount(0);
  await page.reload();
  await expect(filter).toHaveValue('linkedin');
  await expect(sourced).toHaveCount(1);
  await filter.selectOption({ label: 'Direct (1)' });
  await expect(page).toHaveURL(/[?&]source=direct/);
  await expect(direct).toHaveCount(1);
  await expect(sourced).toHaveCount(0);

  await filter.selectOption('linkedin');
  await sourced.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { name: `Application - ${title}` }).first()).toBeVisible();
  await expect(page.getByText('Source: linkedin')).toBeVisible();
});

test('the posting screen shares the public job page tagged with each place, and asks nothing of those sites', async ({
  page,
  context,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const recruiter = await api.registerRecruiter();
  const title = `Share Keeper ${randomUUID().slice(0, 6)}`;
  await api.createPosting(recruiter, { title });
  await signIn(recruiter);
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin !== new URL(page.url()).origin) elsewhere.push(sent.url());
  });

  await page.goto('/jobs');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/edit-job$/);
  const publicUrl = await page.getByLabel('Public job page', { exact: true }).inputValue();
  const shares = page.getByRole('group', { name: 'Share the public job page' });
  await expect(shares).toBeVisible();
  await expectNoSeriousAxeViolations();
  const shared = async (name: string, parameter: string) => {
    const link = shares.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await link.getAttribute('href'))!);
    return { href, page: href.searchParams.get(parameter) };
  };
  const linkedIn = await shared('Share on LinkedIn', 'url');
  expect(linkedIn.href.origin).toBe('https://www.linkedin.com');
  expect(linkedIn.page).toBe(`${publicUrl}?src=linkedin`);
  const x = await shared('Share on X', 'url');
  expect(x.href.origin).toBe('https://x.com');
  expect(x.page).toBe(`${publicUrl}?src=x`);
  expect(x.href.searchParams.get('text')).toContain(title);
  const facebook = await shared('Share on Facebook', 'u');
  expect(facebook.href.origin).toBe('https://www.facebook.com');
  expect(facebook.page).toBe(`${publicUrl}?src=facebook`);
  const email = await shared('Share by e-mail', 'body');
  expect(email.href.protocol).toBe('mailto:');
  expect(decodeURIComponent(email.href.href)).toContain(`${publicUrl}?src=email`);

  await shares.getByRole('button', { name: 'Copy share link' }).click();
  await expectToast('Link copied to clipboard');
  // The spec runs without the DOM library, so the page-side code is given as text.
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${publicUrl}?src=copy`);
  expect(elsewhere).toEqual([]);
});
