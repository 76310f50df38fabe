import { expect, inBothThemes, test } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

test('a Recruiter sees what else the candidate applied to and another account that looks like them, and opens it', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const backend = await api.createPosting(admin, { title: 'Backend Engineer' });
  const platform = await api.createPosting(admin, { title: 'Platform Engineer' });
  const candidate = await api.registerCandidate();
  const earlier = await api.applyWithResume(candidate, backend);
  const application = await api.applyWithResume(candidate, platform);
  // Another account with the same phone and name in the same city: a likely duplicate, not the same candidate.
  await api.applyWithResume(await api.registerCandidate(), backend);

  await signIn(admin);
  await page.goto(`/candidate/${application}`);
  const notice = page.getByRole('note');
  await expect(notice).toContainText(/Also applied to: Backend Engineer \(Application Submitted, \d{4}-\d{2}\)/);
  await expect(notice).toContainText(
    /Likely duplicate: Ada Lovelace, Backend Engineer \(Application Submitted, \d{4}-\d{2}\)/,
  );

  const history = page.getByRole('heading', { name: 'History with us' }).locator('xpath=..');
  await expect(history.getByRole('list', { name: 'History with us' })).toContainText('Backend Engineer');
  const duplicates = history.getByRole('list', { name: 'Likely duplicates (other accounts, not merged)' });
  await expect(duplicates).toContainText('Why: same phone, similar name in the same city');
  await inBothThemes(page, expectNoSeriousAxeViolations);

  await notice.getByRole('link', { name: 'Backend Engineer' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${earlier}$`));
  await expect(page.getByRole('note')).toContainText(/Also applied to: Platform Engineer/);
});
