import fs from 'node:fs/promises';
import { expect, test } from './support/index.js';

test('the resume viewer fits the width, zooms, downloads, and turns pages with the arrow keys from a pager that stays in view', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Show Resume' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const canvas = page.locator('.react-pdf__Page__canvas');
  await expect(canvas).toBeVisible();
  const viewer = page.getByRole('region', { name: /^Resume, page/ });
  const fitted = (await canvas.boundingBox())!.width;
  const viewerWidth = (await viewer.boundingBox())!.width;
  expect(fitted).toBeGreaterThan(viewerWidth * 0.8);
  expect(fitted).toBeLessThanOrEqual(viewerWidth);

  // Zoom in and out by steps, and back to the width.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('125%')).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fitted * 1.2);
  await page.getByRole('button', { name: 'Fit width' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByText('75%')).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeLessThan(fitted * 0.8);
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect(page.getByText('100%')).toBeVisible();
  await expectNoSeriousAxeViolations();

  // Scrolled down to the foot of the resume page, the pager is still on screen.
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  expect((await canvas.boundingBox())!.y).toBeLessThan(0);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeInViewport();
  await next.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // The arrow keys turn pages once the viewer has focus.
  await viewer.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // The download is the stored PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^resume-Ada-Lovelace\.pdf$/);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
