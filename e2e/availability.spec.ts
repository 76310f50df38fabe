import { AVAILABILITY_TOASTS } from '../src/shared/scheduling.js';
import { expect, test } from './support/index.js';

test('a member sets their working hours from My interviews, and a day whose ranges overlap is refused', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await page.getByRole('link', { name: 'My interviews' }).first().click();
  await page.getByRole('link', { name: 'Your availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your availability' })).toBeVisible();

  // Monday to Friday, nine to five, until the member says otherwise.
  const monday = page.getByRole('group', { name: 'Monday' });
  await expect(monday.getByLabel('Monday, range 1, from')).toHaveValue('09:00');
  await expect(monday.getByLabel('Monday, range 1, to')).toHaveValue('17:00');
  await expect(page.getByRole('group', { name: 'Saturday' })).toContainText('Not working');

  await page.getByLabel('Your time zone').selectOption('Europe/Berlin');
  await monday.getByLabel('Monday, range 1, to').fill('12:00');
  await monday.getByRole('button', { name: 'Add a range on Monday' }).click();
  await monday.getByLabel('Monday, range 2, from').fill('13:00');
  await monday.getByLabel('Monday, range 2, to').fill('17:30');
  await page.getByRole('button', { name: "Remove Friday's range 1" }).click();
  await expect(page.getByRole('group', { name: 'Friday' })).toContainText('Not working');
  await page.getByLabel('Most interviews in a day').fill('3');
  await page.getByLabel('Break before and after each (minutes)').fill('15');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expectToast(AVAILABILITY_TOASTS.saved);

  await page.reload();
  await expect(page.getByLabel('Your time zone')).toHaveValue('Europe/Berlin');
  await expect(page.getByLabel('Monday, range 2, to')).toHaveValue('17:30');
  await expect(page.getByRole('group', { name: 'Friday' })).toContainText('Not working');
  await expect(page.getByLabel('Most interviews in a day')).toHaveValue('3');

  await page.getByLabel('Monday, range 2, from').fill('11:00');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('alert')).toContainText("A day's ranges must not overlap.");
  await page.reload();
  await expect(page.getByLabel('Monday, range 2, from')).toHaveValue('13:00');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the availability screen in the ${colorScheme} theme`, async ({
    page,
    api,
    signIn,
    expectNoSeriousAxeViolations,
  }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    const recruiter = await api.registerRecruiter();
    await signIn(recruiter);
    await page.goto('/my-interviews/availability');
    await expect(page.getByLabel('Monday, range 1, from')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
}
