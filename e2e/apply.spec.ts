import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { APPLICATION_MESSAGES } from '../src/shared/applications.js';
import { graduationYearRange } from '../src/shared/legal-questions.js';
import { DEFAULT_QUESTION } from '../src/shared/posting-form.js';
import { expect, test, STRONG_PASSWORD, uniqueEmail, type Account, type Api, type Publisher } from './support/index.js';

/** A word no other test uses, so that searches and filters find this test's postings only. */
const uniqueWord = (label: string) => `${label}${randomUUID().slice(0, 8)}`;

interface PostingFacts {
  id: string;
  title: string;
  city: string;
}

/** A recruiter signed in through the API once, ready to publish several postings. */
async function signInPublisher(api: Api, recruiter: Account): Promise<Publisher> {
  return { token: await api.signIn(recruiter), email: recruiter.email };
}

/** The two questions every posting here asks, and that each applicant answers. */
const QUESTIONS = [DEFAULT_QUESTION, 'Why this team?'] as const;

/** Publishes an open posting with the given title and city, and answers what the screens show of it. */
async function publishPosting(
  api: Api,
  publisher: Publisher,
  { title, city }: { title: string; city: string },
): Promise<PostingFacts> {
  return { id: await api.createPosting(publisher, { title, city, questions: QUESTIONS }), title, city };
}

/** Another candidate applies through the API, so that the posting has an applicant today. */
async function applyThroughApi(api: Api, posting: PostingFacts): Promise<void> {
  const candidate = await api.registerCandidate({ name: 'Grace Hopper' });
  await api.applyWithResume(candidate, posting.id, {
    lastName: 'Hopper',
    answers: [
      { question: QUESTIONS[0], answer: 'I write compilers.' },
      { question: QUESTIONS[1], answer: 'Great people.' },
    ],
  });
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a guest opens a shared job link, signs in as a candidate, goes through every step and applies', async ({
  page,
  api,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  // Seven screens, four accessibility scans and a real upload: more than the default budget on a busy machine.
  test.slow();
  const recruiter = await api.registerRecruiter();
  const posting = await publishPosting(api, await signInPublisher(api, recruiter), {
    title: uniqueWord('Platform Engineer '),
    city: 'Toronto',
  });
  const candidate = await api.registerCandidate({ name: 'Ada Lovelace' });

  // The shared link sends a guest to sign in, and back to the job afterwards.
  await page.goto(`/apply/${posting.id}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${posting.id}$`));

  // Post: the job as the recruiter wrote it.
  await expect(page.getByRole('heading', { name: posting.title })).toBeVisible();
  await expect(page.getByText('hiring tools')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Application progress' })).toBeVisible();
  await expectNoSeriousAxeViolations();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();

  // Personal Information: nothing typed yet, so Next is refused.
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(APPLICATION_MESSAGES.fillAll);
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expectNoSeriousAxeViolations();

  // The e-mail is the account's: shown, never typed.
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(candidate.email);
  await expect(email).toHaveAttribute('readonly', '');
  const personal: [string, string][] = [
    ['First Name', 'Ada'],
    ['Last Name', 'Lovelace'],
    ['Phone', '+1 416 555 0100'],
    ['Address', '1 King St W'],
    ['City', 'Toronto'],
    ['Province', 'ON'],
    ['Postal Code', 'M5H 1A1'],
    ['Country', 'Canada'],
    ['Bio', 'Analytical engine programmer.'],
  ];
  for (const [label, value] of personal) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Next' }).click();

  // Legal: every answer is a choice from the specification's options.
  await expect(stepHeading(page, 'Legal')).toBeVisible();
  await expectNoSeriousAxeViolations();
  const graduationYear = String(graduationYearRange().min + 1);
  await page.getByLabel('Are you legally eligible to work in this country?').selectOption('Yes');
  await page.getByLabel('Sex', { exact: true }).selectOption('Female');
  await page.getByLabel('Language preference').selectOption('French');
  await page.getByLabel('Race', { exact: true }).selectOption('Other');
  await page.getByLabel(/disability under the Canadian Human Rights Act/).selectOption('No');
  await page.getByLabel('Graduation month').selectOption('June');
  await page.getByLabel('Graduation year').selectOption(graduationYear);
  await page.getByRole('button', { name: 'Next' }).click();

  // Assessment: one answer per question; Previous keeps what was entered.
  await expect(stepHeading(page, 'Assessment')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Graduation month')).toHaveValue('June');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(`1. ${DEFAULT_QUESTION}`).fill('I wrote the first program.');
  await page.getByLabel('2. Why this team?').fill('Good engines.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Documents: the resume is required, and only PDF, DOC or DOCX files are taken.
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(APPLICATION_MESSAGES.fillAll);
  const resumeInput = page.getByLabel('Resume');
  await resumeInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(APPLICATION_MESSAGES.resumeType)).toBeVisible();
  await resumeInput.setInputFiles({ name: 'ada-resume.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page.getByText('Selected: ada-resume.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Review: everything, read-only.
  await expect(stepHeading(page, 'Review')).toBeVisible();
  for (const text of ['Lovelace', 'Analytical engine programmer.', 'French', graduationYear, 'Good engines.']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/ada-resume\.pdf/)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousAxeViolations();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(APPLICATION_MESSAGES.applied);
  await expect(page).toHaveURL(/\/$/);

  // The posting's card now leads to this application, and never says how many applied (found by search: newer
  // postings may fill the home strip).
  await page.goto('/recent-jobs');
  await page.getByPlaceholder('Search jobs...').fill(posting.title);
  const card = page.getByRole('article').filter({ hasText: posting.title });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('Applied on');
  await expect(card).not.toContainText(/Applicant|Today/);
});

test('a guest who opens a shared job link and signs up lands back on the job, signed in', async ({
  page,
  api,
  expectToast,
}) => {
  const recruiter = await api.registerRecruiter();
  const posting = await publishPosting(api, await signInPublisher(api, recruiter), {
    title: uniqueWord('Data Engineer '),
    city: 'Ottawa',
  });

  await page.goto(`/apply/${posting.id}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('link', { name: /Candidate Registration/ }).click();
  await page.getByLabel('Your Name').fill('Katherine Johnson');
  await page.getByLabel('Email').fill(uniqueEmail('candidate'));
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Re-type Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: /sign ?up|register|create/i }).click();
  await expectToast('Signup successful!');

  await expect(page).toHaveURL(new RegExp(`/apply/${posting.id}$`));
  await expect(page.getByRole('heading', { name: posting.title })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Katherine Johnson');
});

test('the home strip shows the newest ten of every opening; recent jobs pages, searches and filters on the server', async ({
  page,
  api,
  signIn,
  expectNoSeriousAxeViolations,
}) => {
  // Thirteen postings, one page more than fits: a word and two cities of their own keep other tests' postings out.
  test.slow();
  const recruiter = await api.registerRecruiter();
  const publisher = await signInPublisher(api, recruiter);
  const word = uniqueWord('Cartographer');
  const firstCity = uniqueWord('Halifax');
  const secondCity = uniqueWord('Regina');
  const postings: PostingFacts[] = [];
  for (let number = 1; number <= 13; number += 1) {
    const title = `${word} ${String(number).padStart(2, '0')}`;
    postings.push(await publishPosting(api, publisher, { title, city: number <= 3 ? firstCity : secondCity }));
  }
  const oldest = postings[0]!;
  const newest = postings[12]!;
  await applyThroughApi(api, oldest);

  const askedFor: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/candidate/recent_postings/') askedFor.push(url);
  });
  const candidate = await api.registerCandidate();
  await signIn(candidate);

  // Home: the count is of every open posting, while the strip holds the newest ten.
  await expect(page).toHaveURL(/\/$/);
  const heading = page.getByRole('heading', { name: /^Current Openings \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const openCount = Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
  expect(openCount).toBeGreaterThanOrEqual(postings.length);
  await expect(page.getByRole('region', { name: /^Current Openings/ }).getByRole('article')).toHaveCount(10);
  await expectNoSeriousAxeViolations();

  await page.getByRole('link', { name: 'See All' }).click();
  await expect(page).toHaveURL(/\/recent-jobs$/);
  const search = page.getByPlaceholder('Search jobs...');
  const location = page.getByLabel('Filter by location');
  const cards = page.getByRole('article');
  const pager = page.getByRole('navigation', { name: 'Recent jobs pages' });
  await expect(cards.first()).toBeVisible();
  await expectNoSeriousAxeViolations();

  // Twelve to a page, newest first; the thirteenth is on page 2 with its company, and no count of who applied.
  await search.fill(word.toUpperCase());
  await expect(page.getByText('13 jobs found')).toBeAttached();
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(newest.title);
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(oldest.title);
  await expect(cards).toContainText(`${firstCity}, Canada`);
  await expect(cards).toContainText(recruiter.name);
  await expect(cards).not.toContainText(/Applicant|Today/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // The location filter offers the cities and starts again from page 1; three postings need no pager.
  await location.selectOption(firstCity);
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText(postings[2]!.title);
  await expect(pager).toHaveCount(0);

  // The search matches the city too, ignoring case; exactly ten matches still need no pager.
  await location.selectOption('');
  await search.fill(secondCity.toLowerCase());
  await expect(page.getByText('10 jobs found')).toBeAttached();
  await expect(cards).toHaveCount(10);
  await expect(pager).toHaveCount(0);

  // Search and location together: a title from the other city finds nothing.
  await search.fill(newest.title);
  await expect(cards).toHaveCount(1);
  await location.selectOption(firstCity);
  await expect(page.getByText('No Jobs Available')).toBeVisible();
  await expect(page.getByText('It looks like there are currently no job postings available.')).toBeVisible();

  await location.selectOption('');
  await cards.filter({ hasText: newest.title }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/apply/${newest.id}$`));
  await expect(page.getByRole('heading', { name: newest.title })).toBeVisible();

  // Every list was asked for one page at a time, never every open posting at once.
  expect(askedFor.length).toBeGreaterThan(0);
  for (const url of askedFor) expect(Number(url.searchParams.get('limit'))).toBeGreaterThan(0);
});

test('an unknown job link says no job details are available, then goes home', async ({ page, api, signIn }) => {
  const candidate = await api.registerCandidate();
  await signIn(candidate);
  await page.goto(`/apply/${randomUUID()}`);
  await expect(page.getByText(APPLICATION_MESSAGES.noJob)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the candidate profile saves the personal details and shows them again after a reload', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const candidate = await api.registerCandidate();
  await signIn(candidate);
  await page.goto('/candidate-profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();

  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(candidate.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expectNoSeriousAxeViolations();

  const details: [string, string][] = [
    ['First Name', 'Katherine'],
    ['Last Name', 'Johnson'],
    ['Phone', '+1 757 555 0199'],
    ['Country', 'USA'],
    ['Address', '1 Langley Blvd'],
    ['City', 'Hampton'],
    ['Province', 'VA'],
    ['Postal Code', '23681'],
    ['Bio', 'Orbital mechanics.'],
  ];
  for (const [label, value] of details) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast('Profile data saved successfully!');

  await page.reload();
  for (const [label, value] of details) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
});

test("the full form's legal step asks the questions of the job's country: the UK's optional equality monitoring, the US's there", async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  test.slow();
  const recruiter = await api.registerRecruiter();
  const questions = ['Why this team?'];
  const bristol = await api.createPosting(recruiter, {
    city: 'Bristol',
    country: 'UK',
    applicationForm: 'full',
    questions,
  });
  const boston = await api.createPosting(recruiter, {
    city: 'Boston',
    country: 'USA',
    applicationForm: 'full',
    questions,
  });
  const candidate = await api.registerCandidate({ name: 'Ada Lovelace' });
  await signIn(candidate);

  const toLegalStep = async (postingId: string) => {
    await page.goto(`/apply/${postingId}`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const personal: [string, string][] = [
      ['First Name', 'Ada'],
      ['Last Name', 'Lovelace'],
      ['Phone', '+44 117 496 0000'],
      ['Address', '1 Queen Square'],
      ['City', 'Bristol'],
      ['Province', 'Bristol'],
      ['Postal Code', 'BS1 4JQ'],
      ['Country', 'UK'],
      ['Bio', 'Analytical engine programmer.'],
    ];
    for (const [label, value] of personal) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Legal')).toBeVisible();
  };

  await toLegalStep(bristol);
  await expect(page.getByText('Equality monitoring (optional)')).toBeVisible();
  await expect(page.getByLabel('What is your ethnic group?')).toHaveValue('');
  await expect(page.getByText(/Canadian Human Rights Act/)).toHaveCount(0);
  await expect(page.getByLabel('Race', { exact: true })).toHaveCount(0);
  for (const theme of ['light', 'dark']) {
    await page.evaluate(`document.body.classList.toggle('dark', ${String(theme === 'dark')});
      document.body.classList.toggle('light', ${String(theme === 'light')})`);
    await expectNoSeriousAxeViolations();
  }
  await page.getByLabel('What is your ethnic group?').selectOption('White: Roma');
  await page.getByLabel('What is your religion?').selectOption('Prefer not to say');
  // Each question may be left unanswered.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Assessment')).toBeVisible();
  await page.getByLabel('1. Why this team?').fill('Good engines.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Resume').setInputFiles({ name: 'ada.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Equality monitoring' })).toBeVisible();
  await expect(page.getByText('White: Roma', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(APPLICATION_MESSAGES.applied);

  await toLegalStep(boston);
  await expect(page.getByText('Equality monitoring (optional)')).toHaveCount(0);
  await expect(page.getByLabel('Race', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(APPLICATION_MESSAGES.fillAll);
  await expect(stepHeading(page, 'Legal')).toBeVisible();
});
