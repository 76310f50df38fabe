import { ONE_PIXEL_PNG } from '../src/server/test/pictures.js';
import { PROFILE_MESSAGES, PROFILE_TOASTS } from '../src/shared/profiles.js';
import { expect, test } from './support/index.js';

test('a company uploads a cover image for its profile, sees it before saving, and keeps it after', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.setTimeout(90_000);
  const recruiter = await api.registerRecruiter();
  await signIn(recruiter);
  await page.goto('/profile');
  const cover = page.getByRole('img', { name: `${recruiter.name} cover image` });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(cover).toHaveCount(0);

  const input = page.getByLabel('Cover image');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(PROFILE_MESSAGES.pictureType)).toBeVisible();
  await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('src', /^data:image\/png/);
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(PROFILE_TOASTS.profileSaved);

  await page.reload();
  await expect(cover).toHaveAttribute('src', /^\/api\/pictures\//);
  await expect.poll(() => cover.evaluate((image) => (image as { naturalWidth: number }).naturalWidth)).toBe(1);
  // The avatar stays the default logo: the cover is a picture of its own.
  await expect(page.getByRole('img', { name: `${recruiter.name} logo` })).not.toHaveAttribute('src', /api\/pictures/);
});
