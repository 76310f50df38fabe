import { expect, test } from './support/index.js';

test("a posting's applicant count opens its applications, and the posting and location filters stay in the address", async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  // Two applications through the API before the screens: about 15 s here, more on a busy machine.
  test.slow();
  const recruiter = await api.registerRecruiter();
  const publisher = { token: await api.signIn(recruiter), email: recruiter.email };
  const toronto = await api.createPosting(publisher, { title: 'Backend Engineer', city: 'Toronto' });
  const montreal = await api.createPosting(publisher, { title: 'Product Designer', city: 'Montreal' });
  await api.applyWithResume(await api.registerCandidate(), toronto, { lastName: 'Torontonian' });
  await api.applyWithResume(await api.registerCandidate(), montreal, { lastName: 'Montrealer' });
  await signIn(recruiter);

  await page.goto('/jobs');
  await page.getByRole('link', { name: '1 Applicant to Product Designer' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates\\?posting_id=${montreal}$`));
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Montrealer' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Torontonian' })).toHaveCount(0);
  await expect(page.getByLabel('Filter by Posting')).toHaveValue(montreal);

  await page.getByLabel('Filter by Posting').selectOption('');
  await page.getByLabel('Filter by Location').selectOption('Toronto, Canada');
  await expect(page).toHaveURL(/\/candidates\?location=Toronto%2C\+Canada$/);
  await expect(rows.filter({ hasText: 'Torontonian' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Montrealer' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Filter by Location')).toHaveValue('Toronto, Canada');
  await expect(rows.filter({ hasText: 'Torontonian' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Montrealer' })).toHaveCount(0);
  await expectNoSeriousAxeViolations();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: '1 Applicant to Backend Engineer' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates\\?posting_id=${toronto}$`));
  await expect(rows.filter({ hasText: 'Torontonian' })).toBeVisible();
});
