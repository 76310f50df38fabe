import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AVAILABILITY_TOASTS, CALENDAR_TOASTS } from '../src/shared/scheduling.js';
import { expect, test } from './support/index.js';

/** A calendar provider on this machine serving one secret address, then failing when `failing` is set. */
async function startCalendar() {
  const state = { failing: false };
  const server = http.createServer((_request, response) => {
    if (state.failing) return response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//e2e//EN\r\nBEGIN:VEVENT\r\nUID:a@e2e\r\nDTSTAMP:20261201T000000Z\r\n' +
          'DTSTART:20991201T100000Z\r\nDTEND:20991201T110000Z\r\nSUMMARY:Private\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { state, url: `http://127.0.0.1:${port}/private-token/basic.ics`, close: () => server.close() };
}

test('a member connects a calendar by its secret address, sees when it was read and why it failed, and removes it', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const calendar = await startCalendar();
  try {
    const recruiter = await api.registerRecruiter();
    await signIn(recruiter);
    await page.goto('/my-interviews/availability');
    const calendars = page.getByRole('region', { name: 'Calendars' });
    await calendars.getByLabel('Calendar’s secret address (iCal)').fill(calendar.url);
    await calendars.getByRole('button', { name: 'Connect calendar' }).click();
    await expectToast(CALENDAR_TOASTS.connected);
    await expect(calendars.getByText('127.0.0.1')).toBeVisible();
    await expect(calendars.getByText('Last read just now')).toBeVisible();
    await expect(calendars.getByLabel('Calendar’s secret address (iCal)')).toHaveValue('');

    calendar.state.failing = true;
    await calendars.getByRole('button', { name: 'Read 127.0.0.1 now' }).click();
    await expect(calendars).toContainText('Could not be read: The calendar’s server no longer knows that address.');

    // An address that is no calendar is refused where it was typed, and nothing is added.
    await calendars.getByLabel('Calendar’s secret address (iCal)').fill(calendar.url);
    await calendars.getByRole('button', { name: 'Connect calendar' }).click();
    await expect(calendars.getByRole('alert')).toContainText('The calendar’s server no longer knows that address.');

    await calendars.getByRole('button', { name: 'Remove 127.0.0.1' }).click();
    await expectToast(CALENDAR_TOASTS.removed);
    await expect(calendars.getByRole('listitem')).toHaveCount(0);
  } finally {
    calendar.close();
  }
});

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
