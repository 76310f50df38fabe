import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ENV, requiredEnv } from './env.js';
import { dataUrl, samplePdf } from '../../src/server/test/pdf.js';
import { APPLICATION_MESSAGES } from '../../src/shared/applications.js';
import { graduationYearRange } from '../../src/shared/legal-questions.js';
import { AUTH_TOASTS, type MemberRole } from '../../src/shared/auth.js';
import { type ApplicationForm } from '../../src/shared/application-forms.js';
import { DEFAULT_DEADLINE_DAYS, DEFAULT_QUESTION } from '../../src/shared/posting-form.js';
import { type QuestionDetail } from '../../src/shared/questions.js';
import { toSkillOptions } from '../../src/shared/skills.js';
import type { StoredMail } from './mail-server.js';

/** A password that passes the strong-password rule. */
export const STRONG_PASSWORD = 'Openhire#2025';

/** A fresh address per call: every test makes its own accounts, so tests never share state. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.test`;
}

export interface Account {
  email: string;
  password: string;
  name: string;
}

async function registerCandidate(request: APIRequestContext, overrides: Partial<Account> = {}): Promise<Account> {
  const account = { email: uniqueEmail('candidate'), password: STRONG_PASSWORD, name: 'Ada Lovelace', ...overrides };
  const response = await request.post('/api/candidate/register/', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function registerRecruiter(
  request: APIRequestContext,
  overrides: Partial<Account> & { address?: string; member_name?: string } = {},
): Promise<Account & { address: string; member_name?: string }> {
  const account = {
    email: uniqueEmail('recruiter'),
    password: STRONG_PASSWORD,
    name: `Northwind ${randomUUID().slice(0, 6)}`,
    address: 'Toronto, Canada',
    // The founder's own name, as the app's sign-up asks; left out (undefined), the app asks for it on sign-in.
    member_name: 'Robin Founder',
    ...overrides,
  };
  const response = await request.post('/api/register/', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Signs in through the API and answers the session token, for setting up data a test needs. */
async function apiSignIn(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const response = await request.post('/login/', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { refresh_token: string }).refresh_token;
}

const DAY_MS = 86_400_000;

/** A recruiter's session through the API, for publishing several postings on one sign-in. */
export interface Publisher {
  token: string;
  email: string;
}

/** What a test chooses of a posting; the rest makes a complete, valid one. */
interface PostingChoices {
  title?: string;
  city?: string;
  /** Canada unless said: the country decides the full form's legal questions. */
  country?: string;
  /** Texts, or questions with their kind, options and knock-out answers. */
  questions?: readonly (string | QuestionDetail)[];
  /** The quick form or the full wizard (most journeys go through the wizard); `null` takes the company's default. */
  applicationForm?: ApplicationForm | null;
  /** False publishes it switched off, closed to applications. */
  active?: boolean;
  /** The ids of the members on its hiring team. */
  hiringTeam?: readonly string[];
  /** How many people it hires; not counted when left out. */
  openings?: number;
}

/** Publishes a posting (open unless asked otherwise) for `recruiter` through the API (an account signs in first) and answers its id. */
async function createPosting(
  request: APIRequestContext,
  recruiter: Pick<Account, 'email' | 'password'> | Publisher,
  {
    title = 'Backend Engineer',
    city = 'Toronto',
    country = 'Canada',
    questions = [DEFAULT_QUESTION],
    active = true,
    hiringTeam = [],
    openings: hires,
    applicationForm = 'full',
  }: PostingChoices = {},
): Promise<string> {
  const token = 'token' in recruiter ? recruiter.token : await apiSignIn(request, recruiter);
  const response = await request.post('/api/new_posting/', {
    headers: { authorization: token },
    data: {
      title,
      department: 'Engineering',
      city,
      country,
      posting_date: new Date().toISOString(),
      deadline: new Date(Date.now() + DEFAULT_DEADLINE_DAYS * DAY_MS).toISOString(),
      soft_skills: toSkillOptions(['Teamwork']),
      technical_skills: toSkillOptions(['TypeScript']),
      questions,
      recruiter_name: 'Rita Recruiter',
      recruiter_email: recruiter.email,
      about_company: '<p>We build hiring tools.</p>',
      about_job: '<p>Build the API.</p>',
      qualification: '<p>Three years of Node.js.</p>',
      key_requirements: '<ul><li>SQL</li></ul>',
      is_active: active,
      hiring_team: hiringTeam,
      openings: hires,
      application_form: applicationForm ?? undefined,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * The candidate applies through the API with a two-page PDF resume, giving `answers` to the posting's questions;
 * answers the application id.
 */
async function applyWithResume(
  request: APIRequestContext,
  candidate: Account,
  postingId: string,
  {
    lastName = 'Lovelace',
    answers = [{ question: 'Tell me about yourself?', answer: 'I write programs for engines.' }],
  }: { lastName?: string; answers?: { question: string; answer: string }[] } = {},
): Promise<string> {
  const token = await apiSignIn(request, candidate);
  const response = await request.post('/api/candidate/new_application/', {
    headers: { authorization: token },
    data: {
      posting_id: postingId,
      first_name: 'Ada',
      last_name: lastName,
      phone: '+1 416 555 0101',
      country: 'Canada',
      address: '12 King Street',
      email: candidate.email,
      city: 'Toronto',
      province: 'Ontario',
      postal_code: 'M5H 1A1',
      short_bio: 'Mathematician and first programmer.',
      resume: dataUrl(samplePdf(2)),
      questions: answers,
      legal_questions: {
        work_eligibility: 'Yes',
        sex: 'Female',
        language_preference: 'English',
        race: 'White',
        graduation_year: graduationYearRange().min,
        graduation_month: 'June',
        disabled: 'No',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { application_id: string }).application_id;
}

/** Sets the recruiter's company's undo window to nothing: a move's e-mail goes, and its candidate sees it, at once. */
async function withoutUndoWindow(request: APIRequestContext, recruiter: Pick<Account, 'email' | 'password'>) {
  const headers = { authorization: await apiSignIn(request, recruiter) };
  const { data: stages } = (await (await request.get('/api/stages/', { headers })).json()) as { data: object[] };
  const saved = await request.put('/api/stages/', { headers, data: { stages, email_delay_minutes: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The recruiter moves an application to `status` through the API, with an offer file for Offer Sent, without an undo
 * window, so that the candidate sees the move at once.
 */
async function changeStatus(
  request: APIRequestContext,
  recruiter: Pick<Account, 'email' | 'password'>,
  applicationId: string,
  status: string,
): Promise<void> {
  await withoutUndoWindow(request, recruiter);
  const token = await apiSignIn(request, recruiter);
  const offer = status === 'Offer Sent' ? samplePdf(1, 'Offer').toString('base64') : '';
  const response = await request.put('/api/change_status/', {
    headers: { authorization: token },
    data: { id: applicationId, status, offer },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Saves the candidate's profile through the API, as the profile screen would. */
async function saveCandidateProfile(
  request: APIRequestContext,
  candidate: Account,
  profile: Record<string, string>,
): Promise<void> {
  const token = await apiSignIn(request, candidate);
  const response = await request.post('/api/candidate/save_profile/', {
    headers: { authorization: token },
    data: profile,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The candidate's apply-wizard draft for a posting as the API answers it: `null` when there is none. */
async function applicationDraft(
  request: APIRequestContext,
  candidate: Account,
  postingId: string,
): Promise<{ step: string; values: Record<string, unknown> } | null> {
  const token = await apiSignIn(request, candidate);
  const response = await request.get(`/api/candidate/drafts/${postingId}`, { headers: { authorization: token } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { step: string; values: Record<string, unknown> } | null }).data;
}

/** The careers address of the company whose session `token` is, as its profile answers it. */
async function careersSlug(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/get_profile/', { headers: { authorization: token } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { slug: string } }).data.slug;
}

/** Subject and delivery status of each e-mail about an application, as its recruiter's API answers them. */
async function applicationEmails(
  request: APIRequestContext,
  recruiterToken: string,
  applicationId: string,
): Promise<{ subject: string; status: string }[]> {
  const response = await request.get(`/api/applications/?application_id=${applicationId}`, {
    headers: { authorization: recruiterToken },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { emails: { subject: string; status: string }[] } };
  return data.emails.map(({ subject, status }) => ({ subject, status }));
}

/** A company's member, with the id that puts them on a hiring team. */
interface MemberAccount extends Account {
  id: string;
}

/**
 * Someone joins the Admin's company with `role` through the API, as an invitee does: the Admin invites them, and they
 * accept with the token of the link e-mailed to them.
 */
async function addMember(
  request: APIRequestContext,
  admin: Pick<Account, 'email' | 'password'>,
  role: MemberRole,
  name: string,
): Promise<MemberAccount> {
  const email = uniqueEmail(role);
  const invitedAt = Date.now();
  const invited = await request.post('/api/team/invitations/', {
    headers: { authorization: await apiSignIn(request, admin) },
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = invitationPathIn(await readMailTo(email, invitedAt))
    .split('/')
    .pop();
  const accepted = await request.post('/api/team/invitations/accept/', {
    data: { token, name, password: STRONG_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { member } = (await accepted.json()) as { member: { id: string } };
  return { email, password: STRONG_PASSWORD, name, id: member.id };
}

/** Passes once a toast saying `text` shows; another toast may be on screen beside it. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Signs in through the login screen, as a person does, and waits for the app to leave it. */
async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expectToast(page, AUTH_TOASTS.signinSuccess);
}

const MAIL_POLL_MS = 250;
const MAIL_WAIT_MS = 15_000;

/**
 * The newest message the app sent to `address` through the test SMTP server, with quoted-printable soft line
 * breaks joined again; waits up to 15 s for one received after `since` (a Date.now() taken before the action).
 */
export async function readMailTo(address: string, since = 0): Promise<string> {
  const mailDir = requiredEnv(E2E_ENV.mailDir);
  const recipient = address.toLowerCase();
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const names = (await fs.readdir(mailDir)).filter((name) => name.endsWith('.json')).sort();
    for (const name of names.reverse()) {
      const mail = JSON.parse(await fs.readFile(path.join(mailDir, name), 'utf8')) as StoredMail;
      if (mail.to.includes(recipient) && mail.receivedAt >= since) return mail.raw.replace(/=\r?\n/g, '');
    }
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${address} arrived within ${String(MAIL_WAIT_MS / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
}

/** Runs `check` in the light theme, then again after switching to the dark one with the header's toggle. */
export async function inBothThemes(page: Page, check: () => Promise<void>): Promise<void> {
  await check();
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await check();
}

/** Forgets this browser's session, as another person at the same device would find it: no sign-out call is made. */
export async function signOutOnThisDevice(page: Page): Promise<void> {
  await page.evaluate('window.localStorage.clear()');
}

/** Fills the apply wizard's Personal Information step with valid details and goes on to the next step. */
export async function fillPersonalStep(page: Page): Promise<void> {
  const personal: [string, string][] = [
    ['First Name', 'Katherine'],
    ['Last Name', 'Johnson'],
    ['Phone', '+1 757 555 0100'],
    ['Address', '1 Langley Blvd'],
    ['City', 'Hampton'],
    ['Province', 'VA'],
    ['Postal Code', '23681'],
    ['Country', 'USA'],
    ['Bio', 'Orbital mechanics by hand.'],
  ];
  for (const [label, value] of personal) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * Goes on from the apply wizard's Legal step with valid answers on every step, a PDF resume, and submits, waiting for
 * the thank-you toast; `onReview` acts on the Review step before Submit.
 */
export async function finishApplication(page: Page, onReview?: () => Promise<void>): Promise<void> {
  await page.getByLabel('Are you legally eligible to work in this country?').selectOption('Yes');
  await page.getByLabel('Sex', { exact: true }).selectOption('Female');
  await page.getByLabel('Language preference').selectOption('English');
  await page.getByLabel('Race', { exact: true }).selectOption('Black');
  await page.getByLabel(/disability under the Canadian Human Rights Act/).selectOption('No');
  await page.getByLabel('Graduation month').selectOption('June');
  await page.getByLabel('Graduation year').selectOption(String(graduationYearRange().min));
  await page.getByRole('button', { name: 'Next' }).click();
  // Each assessment question is labelled with its number.
  const answers = page.getByLabel(/^\d+\. /);
  await expect(answers.first()).toBeVisible();
  for (const answer of await answers.all()) await answer.fill('I computed the trajectories by hand.');
  await page.getByRole('button', { name: 'Next' }).click();
  const resume = 'katherine-johnson-resume.pdf';
  await page.getByLabel('Resume').setInputFiles({ name: resume, mimeType: 'application/pdf', buffer: samplePdf() });
  // The resume is uploaded as it is chosen; it shows as selected once it is kept.
  await expect(page.getByText(`Selected: ${resume}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review', exact: true })).toBeVisible();
  await onReview?.();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, APPLICATION_MESSAGES.applied);
}

/** The app's path of an invitation e-mail's link: '/invite/{token}'. */
export function invitationPathIn(mail: string): string {
  const path = /\/invite\/[\w-]+/.exec(mail)?.[0];
  if (!path) throw new Error(`No invitation link in this e-mail:\n${mail}`);
  return path;
}

/** The 6-digit code of a password reset e-mail. */
/** The 6-digit code of a candidate's sign-in e-mail. */
export function emailSignInCodeIn(mail: string): string {
  const code = /sign-in code is (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error(`No sign-in code in this e-mail:\n${mail}`);
  return code;
}

/** The path of the sign-in link of a candidate's sign-in e-mail. */
export function emailSignInPathIn(mail: string): string {
  const path = /\/sign-in\/email\/[\da-f-]{36}\.\d{6}/.exec(mail)?.[0];
  if (!path) throw new Error(`No sign-in link in this e-mail:\n${mail}`);
  return path;
}

export function resetCodeIn(mail: string): string {
  const code = /reset code is (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error(`No reset code in this e-mail:\n${mail}`);
  return code;
}

/**
 * Fails on any axe-core violation of serious or critical impact, listing each with the elements concerned. The scan
 * waits for running transitions to end: a toast fading in would otherwise be judged on its half-transparent colours.
 */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => {})))',
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact ?? ''} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
}

/**
 * axe finds nothing serious on the page as it settles. A toast that starts fading in or out while axe reads the page
 * measures as low contrast for that moment: a finding is looked at again once such animations are over, and only
 * one that stays is reported.
 */
async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  let report = await seriousAxeViolations(page);
  for (let retry = 0; retry < 2 && report.length > 0; retry++) {
    await page.waitForTimeout(500);
    report = await seriousAxeViolations(page);
  }
  expect(report, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** The app's API on this test's request context, for setting up what a test needs without the screens. */
function apiFor(request: APIRequestContext) {
  return {
    registerCandidate: (overrides?: Partial<Account>) => registerCandidate(request, overrides),
    registerRecruiter: (overrides?: Parameters<typeof registerRecruiter>[1]) => registerRecruiter(request, overrides),
    signIn: (account: Pick<Account, 'email' | 'password'>) => apiSignIn(request, account),
    createPosting: (recruiter: Pick<Account, 'email' | 'password'> | Publisher, choices?: PostingChoices) =>
      createPosting(request, recruiter, choices),
    applyWithResume: (candidate: Account, postingId: string, options?: Parameters<typeof applyWithResume>[3]) =>
      applyWithResume(request, candidate, postingId, options),
    changeStatus: (recruiter: Pick<Account, 'email' | 'password'>, applicationId: string, status: string) =>
      changeStatus(request, recruiter, applicationId, status),
    withoutUndoWindow: (recruiter: Pick<Account, 'email' | 'password'>) => withoutUndoWindow(request, recruiter),
    saveCandidateProfile: (candidate: Account, profile: Record<string, string>) =>
      saveCandidateProfile(request, candidate, profile),
    applicationDraft: (candidate: Account, postingId: string) => applicationDraft(request, candidate, postingId),
    careersSlug: (recruiterToken: string) => careersSlug(request, recruiterToken),
    applicationEmails: (recruiterToken: string, applicationId: string) =>
      applicationEmails(request, recruiterToken, applicationId),
    addMember: (admin: Pick<Account, 'email' | 'password'>, role: MemberRole, name: string) =>
      addMember(request, admin, role, name),
  };
}

export type Api = ReturnType<typeof apiFor>;

/**
 * Every spec takes `test` and `expect` from here: beside Playwright's own fixtures, a test gets `api` and the page
 * helpers bound to its own page, so that a toast or a sign-in is checked one way everywhere.
 */
export const test = base.extend<{
  api: Api;
  signIn: (account: Pick<Account, 'email' | 'password'>) => Promise<void>;
  expectToast: (text: string) => Promise<void>;
  expectNoSeriousAxeViolations: () => Promise<void>;
}>({
  api: async ({ request }, use) => {
    await use(apiFor(request));
  },
  signIn: async ({ page }, use) => {
    await use((account) => signIn(page, account));
  },
  expectToast: async ({ page }, use) => {
    await use((text) => expectToast(page, text));
  },
  expectNoSeriousAxeViolations: async ({ page }, use) => {
    await use(() => expectNoSeriousAxeViolations(page));
  },
});

export { expect };
