import { simpleParser } from 'mailparser';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, readMailTo, signOutOnThisDevice, test, type Account, type Api } from './support/index.js';

/** A 64-pixel logo: a white ring on teal. */
function logoPng(): Buffer {
  const side = 64;
  const image = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const ring = Math.abs(Math.hypot(x - 31.5, y - 31.5) - 18) < 5;
      image.data.set(ring ? [255, 255, 255, 255] : [15, 118, 110, 255], (y * side + x) * 4);
    }
  }
  return PNG.sync.write(image);
}

const COMPANY = 'Northwind Tiles';

/** A company with its logo, its teal and an About in paragraphs, and one open job; answers the job's id. */
async function brandedPosting(page: Page, api: Api, company: Account, profile: object = {}): Promise<string> {
  const token = await api.signIn(company);
  const saved = await page.request.post('/api/save_profile/', {
    headers: { authorization: token },
    data: {
      tagline: 'Floors that last',
      about_us: 'We lay tiles in Bristol.\n\nFounded in 1998, family owned.',
      profile_pic: `data:image/png;base64,${logoPng().toString('base64')}`,
      brand_color: '#0f766e',
      ...profile,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return api.createPosting(company, { title: 'Tile Setter' });
}

/** The HTML part of the newest e-mail to `address` after `since`, as the SMTP server received it. */
async function htmlOfMailTo(address: string, since: number): Promise<string> {
  const parsed = await simpleParser(await readMailTo(address, since));
  expect(typeof parsed.html).toBe('string');
  return parsed.html as string;
}

test.describe('a candidate’s e-mails on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('wear the company’s logo and colour, and still say who writes with images blocked', async ({ page, api }) => {
    const company = await api.registerRecruiter({ name: COMPANY });
    const postingId = await brandedPosting(page, api, company);
    const candidate = await api.registerCandidate();
    let since = Date.now();
    const applicationId = await api.applyWithResume(candidate, postingId);
    const received = await htmlOfMailTo(candidate.email, since);
    since = Date.now();
    await api.changeStatus(company, applicationId, 'Interview Scheduled');
    const moved = await htmlOfMailTo(candidate.email, since);
    since = Date.now();
    const written = await page.request.post('/api/send_email/', {
      headers: { authorization: await api.signIn(company) },
      data: {
        id: applicationId,
        subject: 'Your first day',
        message:
          '<p>Welcome <img src=x onerror=alert(1)>aboard.</p><p><a href="https://example.com/day-one">Read the plan</a></p>',
      },
    });
    expect(written.status(), await written.text()).toBe(200);
    const ownWords = await htmlOfMailTo(candidate.email, since);

    const mails = { received, moved, 'own-words': ownWords };
    for (const [kind, html] of Object.entries(mails)) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // Images on: the logo loads from the app, where a mail client would fetch it.
        await page.unrouteAll();
        await page.setContent(html, { waitUntil: 'load' });
        const logo = page.getByRole('img', { name: COMPANY });
        await expect(logo).toBeVisible();
        await expect.poll(() => logo.evaluate((image) => (image as { naturalWidth: number }).naturalWidth)).toBe(64);
        await expect(page.getByText(COMPANY, { exact: true })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`${kind}-${scheme}-images-on.png`), fullPage: true });

        // Images blocked, as many mail clients start: the name is there in words.
        await page.route('**/*', (route) =>
          route.request().resourceType() === 'image' ? route.abort() : route.fallback(),
        );
        await page.setContent(html, { waitUntil: 'load' });
        await expect(page.getByText(COMPANY, { exact: true })).toBeVisible();
        expect(await page.locator('body').evaluate((body) => body.scrollWidth)).toBeLessThanOrEqual(390);
        await page.screenshot({ path: test.info().outputPath(`${kind}-${scheme}-images-off.png`), fullPage: true });
      }
      expect(html).not.toMatch(/onerror|<script/i);
    }
    // A paragraph holding one link alone is the message's button, in the company's colour.
    await page.setContent(ownWords);
    await expect(page.getByRole('link', { name: 'Read the plan' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`on a device set to ${colorScheme}`, () => {
    test.use({ colorScheme });

    for (const width of [1280, 390]) {
      test(`the company’s pages wear its brand at ${width} px, show no applicant counts, and axe finds nothing serious`, async ({
        page,
        api,
        signIn,
        expectNoSeriousAxeViolations,
      }) => {
        // Five screens, each checked by axe, for two accounts.
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        const shot = (name: string) =>
          page.screenshot({ path: test.info().outputPath(`${name}-${width}-${colorScheme}.png`), fullPage: true });
        const company = await api.registerRecruiter({ name: COMPANY });
        const postingId = await brandedPosting(page, api, company);
        const others = await api.registerCandidate();
        await api.applyWithResume(others, postingId);

        // The careers page and the job's page, as a visitor reads them.
        const slug = await api.careersSlug(await api.signIn(company));
        await page.goto(`/careers/${slug}`);
        await expect(page.getByRole('heading', { name: COMPANY, level: 1 })).toBeVisible();
        await expect(page.getByText('Founded in 1998, family owned.')).toBeVisible();
        await expect(page.getByText('Powered by Openhire')).toBeVisible();
        await expect(page.locator('body')).not.toContainText(/applicant|today/i);
        await expectNoSeriousAxeViolations();
        await shot('careers');
        await page.getByRole('link', { name: 'Tile Setter' }).click();
        await expect(page.getByRole('link', { name: 'Apply for this job' }).first()).toHaveCSS(
          'background-color',
          'rgb(15, 118, 110)',
        );
        await expectNoSeriousAxeViolations();
        await shot('job');

        // The candidate's own screens: the apply page, the portal and their application.
        const candidate = await api.registerCandidate();
        await signIn(candidate);
        await expect(page.locator('article').first()).toBeVisible();
        await expect(page.getByText(/\d+ Applicants?|\+ ?\d+ Today/)).toHaveCount(0);
        await shot('portal');
        await page.goto(`/apply/${postingId}`);
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: `${COMPANY}: home` })).toBeVisible();
        await expect(header).not.toContainText('Openhire');
        await expect(page.getByText('Powered by Openhire')).toBeVisible();
        await expectNoSeriousAxeViolations();
        await shot('apply');
        const applicationId = await api.applyWithResume(candidate, postingId);
        await page.goto(`/application/${applicationId}`);
        await expect(page.getByRole('main').getByText(COMPANY, { exact: true }).first()).toBeVisible();
        await expect(header.getByRole('link', { name: `${COMPANY}: home` })).toBeVisible();
        await expect(page).toHaveTitle(`Application - Tile Setter | ${COMPANY}`);
        await expectNoSeriousAxeViolations();
        await shot('application');

        // The company's brand settings, as its Admin sets them.
        await signOutOnThisDevice(page);
        await signIn(company);
        await page.goto('/profile');
        await page.getByRole('button', { name: 'Edit' }).click();
        const colour = page.getByRole('textbox', { name: 'Brand colour', exact: true });
        await expect(colour).toHaveValue('#0f766e');
        await colour.fill('#60a5fa');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText(/This colour is too light/)).toBeVisible();
        await expectNoSeriousAxeViolations();
        await shot('brand-settings');
      });
    }
  });
}

test('a company that turns the powered-by line off shows candidates no Openhire on its pages', async ({
  page,
  api,
  signIn,
}) => {
  const company = await api.registerRecruiter({ name: COMPANY });
  const postingId = await brandedPosting(page, api, company, { show_powered_by: false });
  const slug = await api.careersSlug(await api.signIn(company));
  for (const path of [`/careers/${slug}`, `/careers/${slug}/${postingId}`]) {
    await page.goto(path);
    await expect(page.locator('body')).toContainText(COMPANY);
    expect(await page.content()).not.toMatch(/openhire/i);
  }
  const candidate = await api.registerCandidate();
  await signIn(candidate);
  await page.goto(`/apply/${postingId}`);
  await expect(page.getByRole('banner').getByRole('link', { name: `${COMPANY}: home` })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/openhire/i);
  await expect(page).toHaveTitle(`Apply - Tile Setter | ${COMPANY}`);
});
