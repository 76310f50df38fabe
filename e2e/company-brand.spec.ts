import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test, type Account, type Api } from './support/index.js';

/** A 64-pixel logo: a white ring on teal. */
function logoPng(): Buffer {
  const side = 64;
  const image = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const ring = Math.abs(Math.hypot(x - 31.5, y - 31.5) - 18) < 5;
      image.data.set(ring ? [255, 255, 255, 255] : [13, 148, 136, 255], (y * side + x) * 4);
    }
  }
  return PNG.sync.write(image);
}

/** A company with its logo as profile picture, and one open job; answers the job's id. */
async function brandedPosting(page: Page, api: Api, company: Account): Promise<string> {
  const token = await api.signIn(company);
  const saved = await page.request.post('/api/save_profile/', {
    headers: { authorization: token },
    data: { tagline: 'Tiles', about_us: '', profile_pic: `data:image/png;base64,${logoPng().toString('base64')}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return api.createPosting(company, { title: 'Tile Setter' });
}

const splash = (page: Page) => page.locator('div.fixed.inset-0.z-50');

test('a shared job link opens on the company’s logo and name, never on the product’s splash', async ({
  page,
  api,
  signIn,
}) => {
  const company = await api.registerRecruiter({ name: 'Northwind Tiles' });
  const postingId = await brandedPosting(page, api, company);
  const candidate = await api.registerCandidate();
  await signIn(candidate);

  // Time stands still while the app starts, so that the splash can be read before its second is over.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.goto(`/apply/${postingId}`);
  await expect(splash(page)).toBeVisible();
  // The splash's clock moves 20 ms a step, never past its second, while real time lets the job and its chunk load.
  let shown = false;
  for (let step = 0; step < 40 && !shown; step++) {
    await page.clock.runFor(20);
    shown = await splash(page).getByText('Northwind Tiles').isVisible();
    if (!shown) await page.waitForTimeout(200);
  }
  expect(shown).toBe(true);
  await expect(splash(page).locator('img')).toHaveAttribute('src', /^\/api\/pictures\//);
  await expect(splash(page).getByText('Openhire')).toHaveCount(0);

  await page.clock.resume();
  await expect(splash(page)).toHaveCount(0);
  const main = page.getByRole('main');
  // The brand leads the page; the job's summary names the company again further down.
  await expect(main.getByText('Northwind Tiles', { exact: true }).first()).toBeVisible();
  const logo = main.locator('img[src^="/api/pictures/"]');
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image) => (image as { naturalWidth: number }).naturalWidth)).toBe(64);
});

test('a guest sent to sign in first sees the company’s logo and name beside the job', async ({ page, api }) => {
  const company = await api.registerRecruiter({ name: 'Contoso Ceramics' });
  const postingId = await brandedPosting(page, api, company);
  await page.goto(`/apply/${postingId}`);
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole('region', { name: /Sign in to apply for Tile Setter/ });
  await expect(notice.getByText('Contoso Ceramics', { exact: true })).toBeVisible();
  await expect(notice.locator('img[src^="/api/pictures/"]')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`on a device set to ${colorScheme}`, () => {
    test.use({ colorScheme });

    test(`the apply page wears the company’s logo, follows the device, and axe finds nothing serious`, async ({
      page,
      api,
      signIn,
      expectNoSeriousAxeViolations,
    }) => {
      const company = await api.registerRecruiter({ name: 'Fabrikam Floors' });
      const postingId = await brandedPosting(page, api, company);
      const candidate = await api.registerCandidate();
      await signIn(candidate);
      await page.goto(`/apply/${postingId}`);
      const main = page.getByRole('main');
      await expect(main.getByText('Fabrikam Floors', { exact: true }).first()).toBeVisible();
      await expect(main.locator('img[src^="/api/pictures/"]')).toBeVisible();
      const body = page.locator('body');
      await (colorScheme === 'dark'
        ? expect(body).toHaveClass(/(^|\s)dark(\s|$)/)
        : expect(body).not.toHaveClass(/(^|\s)dark(\s|$)/));
      await expectNoSeriousAxeViolations();
    });
  });
}

test('the theme follows the device as it changes, until the person picks one, which is kept', async ({ page }) => {
  const dark = /(^|\s)dark(\s|$)/;
  const body = page.locator('body');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(body).toHaveClass(dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(body).not.toHaveClass(dark);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(body).toHaveClass(dark);

  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(body).not.toHaveClass(dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(body).not.toHaveClass(dark);
});
