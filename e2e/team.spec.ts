import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { APPLICATION_TOASTS } from '../src/shared/applications.js';
import { MAIL_TOASTS } from '../src/shared/mail.js';
import { POSTING_TOASTS } from '../src/shared/postings.js';
import { missingPermissionMessage } from '../src/shared/roles.js';
import { TEAM_MESSAGES, TEAM_TOASTS } from '../src/shared/team.js';
import { expect, invitationPathIn, readMailTo, STRONG_PASSWORD, test, uniqueEmail } from './support/index.js';

/** The toast of a page other than the test's own (a second person's browser). */
const toastOn = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

const sideMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

test('an Admin invites a Hiring Manager, who joins from the e-mailed link, sees only the posting whose hiring team they are on and moves its application', async ({
  page,
  browser,
  api,
  signIn,
  expectToast,
}) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 6);
  const ownTitle = `Site Reliability Engineer ${suffix}`;
  const otherTitle = `Office Manager ${suffix}`;
  const admin = await api.registerRecruiter();
  const ownPostingId = await api.createPosting(admin, { title: ownTitle });
  const otherPostingId = await api.createPosting(admin, { title: otherTitle });
  const candidate = await api.registerCandidate();
  await api.applyWithResume(candidate, ownPostingId, { lastName: `Own${suffix}` });
  await api.applyWithResume(candidate, otherPostingId, { lastName: `Other${suffix}` });
  const hiringManager = { email: uniqueEmail('hiring-manager'), name: `Hana Manager ${suffix}` };

  // The Admin invites from the Team screen, reached from the side menu.
  await signIn(admin);
  await sideMenuLink(page, 'Team').click();
  await expect(page).toHaveURL(/\/team$/);
  await page.getByLabel('Email').fill(hiringManager.email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Hiring Manager' });
  const invitedAt = Date.now();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expectToast(TEAM_TOASTS.invited);
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row').filter({ hasText: hiringManager.email })).toContainText('Hiring Manager');

  // The invitee opens the link of the e-mail the test's mail server received, in a browser of their own.
  const invitationPath = invitationPathIn(await readMailTo(hiringManager.email, invitedAt));
  const invitee = await browser.newContext();
  const managerPage = await invitee.newPage();
  await managerPage.goto(invitationPath);
  await expect(managerPage.getByRole('heading', { name: `Join ${admin.name}` })).toBeVisible();
  await expect(
    managerPage.getByText(`${admin.name} invited ${hiringManager.email} to join as Hiring Manager.`),
  ).toBeVisible();
  await managerPage.getByLabel('Your Name').fill(hiringManager.name);
  await managerPage.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await managerPage.getByLabel('Re-type Password').fill(STRONG_PASSWORD);
  await managerPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(toastOn(managerPage, TEAM_TOASTS.joined)).toBeVisible();
  await expect(managerPage).toHaveURL(/\/$/);
  const managerMenu = managerPage.getByRole('banner').getByRole('button', { name: new RegExp(hiringManager.name) });
  await expect(managerMenu).toContainText('Hiring Manager');
  await expect(managerMenu).toContainText(admin.name);
  await expect(sideMenuLink(managerPage, 'Candidates')).toBeVisible();
  await expect(sideMenuLink(managerPage, 'Create Job Posting')).toHaveCount(0);
  await expect(sideMenuLink(managerPage, 'Team')).toHaveCount(0);
  await expect(managerPage.getByRole('heading', { name: 'Current Openings (0)' })).toBeVisible();

  // The Admin sees the new member, and puts them on one posting's hiring team from the job form.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);
  const memberRow = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({
    hasText: hiringManager.email,
  });
  await expect(memberRow.getByRole('button', { name: `Role of ${hiringManager.name}` })).toContainText(
    'Hiring Manager',
  );
  await sideMenuLink(page, 'Postings').click();
  await page.getByRole('button', { name: `Edit ${ownTitle}` }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('checkbox', { name: new RegExp(hiringManager.name) }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(POSTING_TOASTS.updated);
  await expect(page.getByRole('list', { name: 'Hiring team' })).toContainText(hiringManager.name);

  // The Hiring Manager now sees that posting alone, reads it without the means to change it, and moves its application.
  await managerPage.goto('/jobs');
  const postings = managerPage.getByRole('list', { name: 'Job postings' }).getByRole('listitem');
  await expect(postings).toHaveCount(1);
  await expect(postings).toContainText(ownTitle);
  await expect(managerPage.getByRole('link', { name: 'Create Job' })).toHaveCount(0);
  await postings.getByRole('button', { name: `View ${ownTitle}` }).click();
  await expect(managerPage.getByRole('heading', { name: 'Job Posting', exact: true })).toBeVisible();
  await expect(managerPage.getByText(`Posted by ${admin.member_name!}`)).toBeVisible();
  await expect(managerPage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(managerPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await sideMenuLink(managerPage, 'Candidates').click();
  const applications = managerPage.getByRole('link', { name: /View application for/ });
  await expect(applications).toHaveCount(1);
  await applications.click();
  await managerPage.getByRole('button', { name: 'Status view' }).click();
  await managerPage.getByLabel('New status').selectOption('Under Review');
  await managerPage.getByRole('button', { name: 'Update Status' }).click();
  await expect(toastOn(managerPage, APPLICATION_TOASTS.statusUpdated)).toBeVisible();
  await managerPage.getByRole('button', { name: 'Status view' }).click();
  const moves = managerPage.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: 'Moved' });
  await expect(moves.last()).toContainText('Under Review');
  await expect(moves.last()).toContainText(`by ${hiringManager.name}`);

  // An e-mail they send the candidate is theirs in the application's history.
  const subject = `Interview next week ${suffix}`;
  await managerPage.getByRole('button', { name: 'Email', exact: true }).click();
  const emailDialog = managerPage.getByRole('dialog');
  await emailDialog.getByLabel('Subject').fill(subject);
  await emailDialog.getByRole('textbox', { name: 'Message' }).fill('Could you come in on Tuesday?');
  await emailDialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(toastOn(managerPage, MAIL_TOASTS.emailSent)).toBeVisible();
  await managerPage.getByRole('button', { name: 'Status view' }).click();
  await expect(
    managerPage.getByRole('list', { name: 'E-mails' }).getByRole('listitem').filter({ hasText: subject }),
  ).toContainText(`by ${hiringManager.name}`);
  await invitee.close();
});

test('an Admin invites a colleague with the keyboard alone', async ({ page, api, signIn, expectToast }) => {
  test.setTimeout(60_000);
  const admin = await api.registerRecruiter();
  const colleague = uniqueEmail('recruiter');
  await signIn(admin);
  await page.goto('/team');
  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();

  // From the top of the page, Tab reaches the e-mail field, the role and the Invite button, in that order.
  await page.locator('body').focus();
  const emailFocused = page.locator('input[name="email"]:focus');
  for (let presses = 0; presses < 30 && (await emailFocused.count()) === 0; presses++) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(colleague);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Role', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('recruiter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectToast(TEAM_TOASTS.invited);
  await expect(
    page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: colleague }),
  ).toContainText('Recruiter');
  // Ready for the next address.
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('');
});

test("an Admin changes a member's role, sends an invitation again, revokes it and removes a member", async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  test.setTimeout(90_000);
  const admin = await api.registerRecruiter();
  const member = await api.addMember(admin, 'interviewer', 'Ivo Interviewer');
  const invitee = uniqueEmail('hiring-manager');
  await signIn(admin);
  await page.goto('/team');
  await page.getByLabel('Email').fill(invitee);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expectToast(TEAM_TOASTS.invited);

  const members = page.getByRole('table', { name: 'Members' });
  await members.getByRole('button', { name: 'Role of Ivo Interviewer' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Hiring Manager' }).click();
  await expectToast(TEAM_TOASTS.roleChanged);
  await expect(members.getByRole('button', { name: 'Role of Ivo Interviewer' })).toContainText('Hiring Manager');
  // An Admin's own row offers neither: another Admin changes their role or removes them.
  const own = members.getByRole('row').filter({ hasText: admin.email });
  await expect(own).toContainText('You');
  await expect(own.getByRole('button')).toHaveCount(0);

  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await invitations.getByRole('button', { name: `Resend the invitation to ${invitee}` }).click();
  await expectToast(TEAM_TOASTS.resent);
  await invitations.getByRole('button', { name: `Revoke the invitation to ${invitee}` }).click();
  await expectToast(TEAM_TOASTS.revoked);
  await expect(page.getByText('No invitation is waiting for an answer.')).toBeVisible();

  await members.getByRole('button', { name: 'Remove Ivo Interviewer' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove Ivo Interviewer?' });
  await expect(removal).toContainText('They made no API token that still works.');
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expectToast(TEAM_TOASTS.removed);
  await expect(members.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
});

test('inviting an address that already has an account reads as any invitation, and its owner is told why they cannot join', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  const admin = await api.registerRecruiter();
  const candidate = await api.registerCandidate();
  await signIn(admin);
  await page.goto('/team');
  await page.getByLabel('Email').fill(candidate.email);
  const invitedAt = Date.now();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expectToast(TEAM_TOASTS.invited);
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row').filter({ hasText: candidate.email })).toBeVisible();
  const mail = await readMailTo(candidate.email, invitedAt);
  expect(mail).toContain('already has an Openhire account');
  expect(mail).not.toContain('/invite/');
});

test('an Interviewer reads the applications to their posting, without the controls to move them', async ({
  page,
  api,
  signIn,
}) => {
  const admin = await api.registerRecruiter();
  const interviewer = await api.addMember(admin, 'interviewer', 'Ivan Interviewer');
  const postingId = await api.createPosting(admin, { hiringTeam: [interviewer.id] });
  const applicationId = await api.applyWithResume(await api.registerCandidate(), postingId);

  await signIn(interviewer);
  await page.goto(`/candidate/${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Candidate Information / Status Update' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Status view' }).click();
  await expect(page.getByText(missingPermissionMessage('interviewer', 'moveApplications'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Status' })).toHaveCount(0);

  // Screens for other roles send an Interviewer home instead of to a refusal.
  for (const path of ['/job', '/team']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('an invitation link that cannot be used says so and offers to sign in', async ({ page }) => {
  await page.goto('/invite/no-such-invitation');
  await expect(page.getByText(TEAM_MESSAGES.invitationUnusable)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on /team and /invite in the ${theme} theme`, async ({
    page,
    api,
    signIn,
    expectNoSeriousAxeViolations,
  }) => {
    test.setTimeout(60_000);
    const admin = await api.registerRecruiter();
    await api.addMember(admin, 'recruiter', 'Rita Recruiter');
    const invitee = uniqueEmail('interviewer');
    await signIn(admin);
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
    }
    await page.goto('/team');
    await page.getByLabel('Email').fill(invitee);
    const invitedAt = Date.now();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(invitee);
    await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(3);
    await expectNoSeriousAxeViolations();

    await page.getByRole('button', { name: 'Remove Rita Recruiter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Rita Recruiter?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousAxeViolations();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const invitationPath = invitationPathIn(await readMailTo(invitee, invitedAt));
    await page.evaluate('window.localStorage.removeItem("refresh_token")');
    await page.goto(invitationPath);
    await expect(page.getByLabel('Your Name')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
}
