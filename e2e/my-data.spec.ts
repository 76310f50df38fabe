import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CANDIDATE_EXPORT_TEXT, ExportDataSchema, MY_DATA_TEXT } from '../src/shared/export.js';
import { REPORT_TEXT, TOO_FEW_APPLICATIONS } from '../src/shared/reports.js';
import { expect, test, inBothThemes } from './support/index.js';

const run = promisify(execFile);
test.describe.configure({ timeout: 120_000 });

/** The `data.json` of a downloaded export, read by the `unzip` program. */
async function dataOf(zipPath: string) {
  const { stdout } = await run('unzip', ['-p', zipPath, 'data.json'], { maxBuffer: 16 * 1024 * 1024 });
  return ExportDataSchema.parse(JSON.parse(stdout));
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a candidate downloads their data from My data', async ({ page, api, signIn, expectNoSeriousAxeViolations }) => {
    const admin = await api.registerRecruiter();
    const postingId = await api.createPosting(admin, { title: 'Data Engineer' });
    const candidate = await api.registerCandidate();
    await api.applyWithResume(candidate, postingId);

    await signIn(candidate);
    await page.goto('/my-data');
    await expect(page.getByRole('heading', { name: MY_DATA_TEXT.title, level: 1 })).toBeVisible();
    await expect(page.getByText(MY_DATA_TEXT.holds)).toBeVisible();
    await inBothThemes(page, () => expectNoSeriousAxeViolations());

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: MY_DATA_TEXT.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^openhire-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const data = await dataOf(await download.path());
    expect(data.account.email).toBe(candidate.email);
    expect(data.applications.map((application) => application.job_title)).toEqual(['Data Engineer']);
  });
});

test('an Admin reads the self-identification report and exports a candidate with the company notes', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  const admin = await api.registerRecruiter();
  const postingId = await api.createPosting(admin, { title: 'Data Engineer' });
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);

  await signIn(admin);
  await page.goto('/reports/self-identification');
  await expect(page.getByRole('heading', { name: REPORT_TEXT.title })).toBeVisible();
  await page.getByLabel('Job').selectOption({ label: 'Data Engineer' });
  const sex = page.getByRole('table', { name: 'Sex' });
  await expect(sex).toBeVisible();
  await expect(sex.getByRole('cell', { name: '1', exact: true })).toHaveCount(0);
  // One application is too few to count: every cell says so, and no month is counted.
  await expect(sex.getByRole('cell', { name: TOO_FEW_APPLICATIONS }).first()).toBeVisible();
  await expect(page.getByText(REPORT_TEXT.months([]))).toBeVisible();
  await inBothThemes(page, () => expectNoSeriousAxeViolations());

  await page.goto(`/candidate/${applicationId}`);
  await page.getByLabel(CANDIDATE_EXPORT_TEXT.includeWorkProduct).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: CANDIDATE_EXPORT_TEXT.action }).click();
  const data = await dataOf(await (await downloading).path());
  expect(data.scope).toBe('company');
  expect(data.work_product_included).toBe(true);
});
