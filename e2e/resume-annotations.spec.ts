import fs from 'node:fs/promises';
import { ANNOTATION_MESSAGES, ANNOTATION_TOASTS } from '../src/shared/annotations.js';
import { expect, test, signOutOnThisDevice } from './support/index.js';

const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="window.stampRan = true">' +
    '<script>window.stampRan = true</script><rect width="200" height="100" fill="#c00"/></svg>',
);

test('a reviewer draws ink and places a stamp on a resume, removes a mark, and downloads the marks flattened; the candidate never sees them', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);

  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Show Resume' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByText('No annotations yet.')).toBeVisible();

  // Ink: a stroke across the page, in the default thickness and opacity.
  await page.getByRole('button', { name: 'Draw ink' }).click();
  await expect(page.getByLabel('Thickness')).toHaveValue('1');
  await expect(page.getByText('Opacity 100%')).toBeVisible();
  await page.getByLabel('Ink colour').fill('#d00000');
  const surface = page.getByRole('group', { name: 'Annotations on page 1' });
  // The mouse draws where the page is on the screen: the page's top is brought to a fixed height first, so that the
  // whole stroke falls inside the window whatever the layout above it.
  const before = (await surface.boundingBox())!;
  await page.evaluate(`window.scrollBy(0, ${before.y - 300})`);
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + 100, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 250, box.y + 260, { steps: 5 });
  await page.mouse.move(box.x + 400, box.y + 220, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText('Ink on page 1')).toBeVisible();
  await expect(surface.locator('[data-annotation="ink"]')).toHaveCount(1);
  await expect(surface.locator('[data-annotation="ink"]')).toHaveAttribute('stroke', '#d00000');

  // A stamp from an SVG that carries script: it is drawn into a PNG, and its script never runs.
  await page.getByRole('button', { name: 'Place stamp' }).click();
  await page
    .getByLabel('Stamp image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText(ANNOTATION_MESSAGES.stampType)).toBeVisible();
  await page
    .getByLabel('Stamp image')
    .setInputFiles({ name: 'seal.svg', mimeType: 'image/svg+xml', buffer: HOSTILE_SVG });
  await page.getByLabel('Stamp description').fill('Shortlisted seal');
  await page.getByRole('button', { name: 'Place in the middle' }).click();
  const stamp = page.getByRole('img', { name: 'Shortlisted seal' });
  await expect(stamp).toBeVisible();
  await expect(stamp).toHaveAttribute('href', /^data:image\/png;base64,/);
  await expect(page.getByText('Stamp “Shortlisted seal” on page 1')).toBeVisible();
  expect(await page.evaluate('window.stampRan === true')).toBe(false);
  await expectNoSeriousAxeViolations();

  // The flattened copy is a PDF with the marks in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download with annotations' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('resume-Ada-Lovelace-annotated.pdf');
  const flattened = await fs.readFile((await download.path())!);
  expect(flattened.subarray(0, 5).toString()).toBe('%PDF-');
  expect(flattened.length).toBeGreaterThan(1500);

  // Its author removes a mark.
  await page.getByRole('button', { name: 'Remove Ink on page 1' }).click();
  await expectToast(ANNOTATION_TOASTS.removed);
  await expect(page.getByText('Ink on page 1')).toHaveCount(0);
  await expect(surface.locator('[data-annotation="ink"]')).toHaveCount(0);

  // The candidate reads the untouched resume, with no marks and no tools.
  await signOutOnThisDevice(page);
  await signIn(candidate);
  await page.goto(`/application/${applicationId}`);
  await page.getByRole('button', { name: 'Show Resume' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draw ink' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Shortlisted seal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download with annotations' })).toHaveCount(0);
});
