import { CAREERS_MESSAGES } from '../src/shared/careers.js';
import { PROFILE_TOASTS } from '../src/shared/profiles.js';
import { expect, test, type Account } from './support/index.js';

async function publishedCompany(api: { registerRecruiter: () => Promise<Account> }) {
  return api.registerRecruiter();
}

test('a guest opening a posting link is asked to sign in for that job by name, with its public page and sign-up a click away', async ({
  page,
  api,
}) => {
  const recruiter = await publishedCompany(api);
  const postingId = await api.createPosting(recruiter, { title: 'Harbour Pilot' });

  await page.goto(`/apply/${postingId}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Apply for Harbour Pilot at ${recruiter.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'create a candidate account' })).toHaveAttribute('href', '/signup');

  await page.getByRole('link', { name: 'Read the job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Pilot' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for this job' }).first()).toHaveAttribute(
    'href',
    `/apply/${postingId}`,
  );
});

test.describe('with JavaScript off, as a crawler reads them', () => {
  test.use({ javaScriptEnabled: false });

  test('the careers page lists the open jobs and its search form filters them', async ({ page, api }) => {
    const recruiter = await publishedCompany(api);
    const token = await api.signIn(recruiter);
    await api.createPosting({ token, email: recruiter.email }, { title: 'Lighthouse Keeper', city: 'Halifax' });
    await api.createPosting({ token, email: recruiter.email }, { title: 'Deck Hand', city: 'Toronto' });
    const slug = await api.careersSlug(token);

    await page.goto(`/careers/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: recruiter.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lighthouse Keeper' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deck Hand' })).toBeVisible();

    await page.getByLabel('Location').selectOption('Halifax');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/location=Halifax/);
    await expect(page.getByRole('link', { name: 'Lighthouse Keeper' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deck Hand' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Lighthouse Keeper' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lighthouse Keeper' })).toBeVisible();
    await expect(page.getByText('Build the API.')).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the careers pages in the ${colorScheme} theme`, async ({
    page,
    api,
    expectNoSeriousAxeViolations,
  }) => {
    // Two full axe-core runs: more than one test's usual time on a busy two-core machine.
    test.slow();
    await page.emulateMedia({ colorScheme });
    const recruiter = await publishedCompany(api);
    const token = await api.signIn(recruiter);
    const postingId = await api.createPosting({ token, email: recruiter.email }, { title: 'Chart Maker' });
    const slug = await api.careersSlug(token);

    await page.goto(`/careers/${slug}`);
    await expect(page.getByRole('link', { name: 'Chart Maker' })).toBeVisible();
    await expectNoSeriousAxeViolations();

    await page.goto(`/careers/${slug}/${postingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chart Maker' })).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
}

test('the sitemap and a company RSS feed are XML a browser parses without an error', async ({ page, api }) => {
  const recruiter = await publishedCompany(api);
  const token = await api.signIn(recruiter);
  await api.createPosting({ token, email: recruiter.email }, { title: 'Tide & Weather Analyst' });
  const slug = await api.careersSlug(token);

  await page.goto(`/careers/${slug}`);
  for (const path of ['/sitemap.xml', `/careers/${slug}/feed.xml`]) {
    // Run in the page, where the browser's own strict XML parser is.
    const parsed = (await page.evaluate(`(async () => {
      const text = await (await fetch(${JSON.stringify(path)})).text();
      const parsed = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: parsed.querySelector('parsererror')?.textContent ?? null,
        root: parsed.documentElement.nodeName,
        titles: [...parsed.querySelectorAll('item > title')].map((title) => title.textContent),
      };
    })()`)) as { error: string | null; root: string; titles: string[] };
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(path === '/sitemap.xml' ? 'urlset' : 'rss');
    if (path !== '/sitemap.xml') expect(parsed.titles).toEqual(['Tide & Weather Analyst']);
  }
});

test('a recruiter sees the careers page address on the company profile, changes it, and the old address leads to the new one', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  // Signing in, the profile's two-second loading state, a save and two page loads: slow on a busy machine.
  test.slow();
  const recruiter = await publishedCompany(api);
  await signIn(recruiter);
  await page.goto('/profile');
  const careersPage = page.getByRole('textbox', { name: 'Careers page' });
  await expect(careersPage).toHaveValue(/\/careers\/northwind-[a-z0-9]+$/);
  const oldAddress = await careersPage.inputValue();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const newSlug = `harbour-${Date.now()}`;
  await page.getByLabel('Careers address').fill(newSlug);
  await page.getByLabel('Website').fill('https://harbour.example');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast('Profile data saved successfully!');
  await expect(careersPage).toHaveValue(new RegExp(`/careers/${newSlug}$`));
  await expect(page.getByText('https://harbour.example')).toBeVisible();

  await page.goto(oldAddress);
  await expect(page).toHaveURL(new RegExp(`/careers/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: recruiter.name })).toBeVisible();
});

test("a recruiter who chooses another company's careers address is told why beside the field, with the save toast", async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  // Signing in and the profile's two-second loading state: slow on a busy machine.
  test.slow();
  const owner = await publishedCompany(api);
  const takenSlug = await api.careersSlug(await api.signIn(owner));
  const recruiter = await publishedCompany(api);
  await signIn(recruiter);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const address = page.getByLabel('Careers address');
  await address.fill(takenSlug);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expectToast(PROFILE_TOASTS.profileSaveFailed);
  await expect(address).toHaveAccessibleDescription(CAREERS_MESSAGES.slugTaken);
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
});
