import { expect, test } from './support/index.js';

test('a recruiter posts a remote job open until filled, with a typed skill and a yes/no knock-out question', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await page.goto('/job');
  await expect(page.getByRole('heading', { name: 'Create Job Posting' })).toBeVisible();

  await page.getByLabel('Job Title', { exact: true }).fill('Remote Bookkeeper');
  await page.getByLabel('Department', { exact: true }).fill('Finance');
  await page.getByLabel('Workplace', { exact: true }).selectOption('Remote');
  // A remote job may name no place; the country list still offers every country, the specification's three first.
  await expect(page.getByLabel('Country', { exact: true }).locator('option').nth(1)).toHaveText('USA');
  await expect(page.getByLabel('Country', { exact: true }).locator('option', { hasText: 'Germany' })).toHaveCount(1);

  await page.getByRole('switch', { name: 'Open until filled' }).click();
  await expect(page.getByLabel('Deadline', { exact: true })).toHaveCount(0);

  const skills = page.getByRole('combobox', { name: 'Choose technical skills' });
  await skills.click();
  await skills.fill('Excel');
  await skills.press('Enter');
  await skills.press('Escape');
  await expect(page.getByRole('list', { name: 'Chosen technical skills' })).toHaveText('Excel');
  const softSkills = page.getByRole('combobox', { name: 'Choose soft skills' });
  await softSkills.click();
  await softSkills.fill('team');
  await page.getByRole('option', { name: 'Teamwork', exact: true }).click();
  await softSkills.press('Escape');

  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('Can you work from Canada?');
  await page.locator('#question-2-kind').selectOption('Yes or No');
  const knockout = page.getByRole('group', { name: 'Knock out applicants who answer…' });
  await knockout.getByRole('checkbox', { name: 'No', exact: true }).check();

  await page.getByLabel('Quick application').check();
  await page.getByLabel('Recruiter Email', { exact: true }).fill(recruiter.email);
  for (const field of ['About Company', 'About Job', 'Qualification', 'Key Requirements']) {
    await page.getByRole('textbox', { name: field, exact: true }).click();
    await page.keyboard.type(`${field} for the bookkeeper.`);
  }
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousAxeViolations();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast('Job created successfully!');

  // The dashboard says where the job is, and the posting reads back as it was made.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Remote Bookkeeper' });
  await expect(card).toContainText('Remote');
  await card.getByRole('button', { name: 'Edit Remote Bookkeeper' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Job Posting' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Open until filled' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Chosen technical skills' })).toHaveText('Excel');
  await expect(page.locator('#question-2-kind')).toHaveValue('yes_no');
  await expect(
    page
      .getByRole('group', { name: 'Knock out applicants who answer…' })
      .getByRole('checkbox', { name: 'No', exact: true }),
  ).toBeChecked();
  await expect(page.getByLabel('Quick application')).toBeChecked();
  await expectNoSeriousAxeViolations();
});
