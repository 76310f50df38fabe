import fs from 'node:fs/promises';
import { PNG } from 'pngjs';
import {
  ANNOTATION_MESSAGES,
  ANNOTATION_TOASTS,
  INK_MAX_POINTS,
  INK_MAX_POINTS_PER_RESUME,
  STAMP_MAX_SIDE,
  STAMPS_MAX,
  type Annotation,
} from '../src/shared/annotations.js';
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

test('the annotation tools refuse what the server refuses, saying why: a stroke beyond the ink a resume holds, a stamp beyond the stamps it holds, and an image too large is scaled down', async ({
  page,
  api,
  request,
  signIn,
  expectToast,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const candidate = await api.registerCandidate();
  const applicationId = await api.applyWithResume(candidate, postingId);
  const token = await api.signIn(recruiter);
  const ANNOTATIONS = '/api/applications/annotations/';
  const annotations = async () => {
    const response = await request.get(`${ANNOTATIONS}?application_id=${applicationId}`, {
      headers: { authorization: token },
    });
    return ((await response.json()) as { data: Annotation[] }).data;
  };
  /** Ink made through the API, `count` annotations of `points` each, a few at a time. */
  const addInk = async (count: number, points: number) => {
    const path = Array.from({ length: points }, (_, index) => [10 + (index % 500), 10 + Math.floor(index / 500)]);
    for (let first = 0; first < count; first += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - first) }, async () => {
          const response = await request.post(ANNOTATIONS, {
            headers: { authorization: token },
            data: { kind: 'ink', application_id: applicationId, page_index: 1, rect: [10, 10, 500, 5], paths: [path] },
          });
          expect(response.status()).toBe(201);
        }),
      );
    }
  };
  // The resume's ink is 10 points short of all it may hold.
  const longest = INK_MAX_POINTS_PER_RESUME / INK_MAX_POINTS;
  await addInk(longest - 1, INK_MAX_POINTS);
  await addInk(1, INK_MAX_POINTS - 10);

  await signIn(recruiter);
  await page.goto(`/candidate/${applicationId}`);
  await page.getByRole('button', { name: 'Show Resume' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // A stroke drawn on stops at the ink the resume still takes, is kept, and the reviewer is told why.
  await page.getByRole('button', { name: 'Draw ink' }).click();
  const surface = page.getByRole('group', { name: 'Annotations on page 1' });
  const before = (await surface.boundingBox())!;
  await page.evaluate(`window.scrollBy(0, ${before.y - 200})`);
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + 50, box.y + 100);
  await page.mouse.down();
  for (let step = 1; step <= 30; step++) await page.mouse.move(box.x + 50 + step * 10, box.y + 100 + step * 3);
  await page.mouse.up();
  await expectToast(ANNOTATION_MESSAGES.inkFull);
  await expect(page.getByText('Ink on page 1')).toBeVisible();
  const drawn = (await annotations()).find((annotation) => annotation.page_index === 0)!;
  expect(drawn.paths!.flat()).toHaveLength(10);
  await expect(page.locator('#main').getByText(ANNOTATION_MESSAGES.inkFull)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draw ink' })).toBeDisabled();

  // A stamp far larger than the server keeps is scaled down in the browser and taken.
  await page.getByRole('button', { name: 'Place stamp' }).click();
  const large = new PNG({ width: 3_000, height: 1_500 });
  large.data.fill(200);
  await page
    .getByLabel('Stamp image')
    .setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: PNG.sync.write(large) });
  await page.getByLabel('Stamp description').fill('Large seal');
  await page.getByRole('button', { name: 'Place in the middle' }).click();
  await expect(page.getByText('Stamp “Large seal” on page 1')).toBeVisible();
  const stamp = (await annotations()).find((annotation) => annotation.kind === 'stamp')!;
  const kept = PNG.sync.read(Buffer.from(stamp.image!.replace('data:image/png;base64,', ''), 'base64'));
  expect([kept.width, kept.height]).toEqual([STAMP_MAX_SIDE, STAMP_MAX_SIDE / 2]);

  // A resume that holds all the stamps it may: the stamp tool is put down too, and the screen says why.
  for (let placed = 1; placed < STAMPS_MAX; placed++) {
    const response = await request.post(ANNOTATIONS, {
      headers: { authorization: token },
      data: {
        kind: 'stamp',
        application_id: applicationId,
        page_index: 1,
        rect: [10, 10, 50, 25],
        image: stamp.image,
        alt_text: 'Seen',
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  await page.getByRole('button', { name: 'Show Resume' }).click();
  await expect(page.getByText(ANNOTATION_MESSAGES.tooManyStamps)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place stamp' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Draw ink' })).toBeDisabled();
});
