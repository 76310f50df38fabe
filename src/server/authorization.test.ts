import { beforeAll, describe, expect, it } from 'vitest';
import { activityEndpoints } from '../shared/activity-endpoints.js';
import { annotationEndpoints } from '../shared/annotations-endpoints.js';
import { API_TOKEN_SCOPE_NAMES, type ApiTokenScope } from '../shared/api-tokens.js';
import { apiTokenEndpoints } from '../shared/api-tokens-endpoints.js';
import { MEMBER_ROLES, type MemberRole } from '../shared/auth.js';
import { authEndpoints } from '../shared/auth-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../shared/applications-endpoints.js';
import { candidateHistoryEndpoints } from '../shared/candidate-history-endpoints.js';
import type { Access, Endpoint } from '../shared/endpoint.js';
import {
  candidateInterviewEndpoints,
  interviewEndpoints,
  interviewSettingsEndpoints,
} from '../shared/interviews-endpoints.js';
import { erasureEndpoints } from '../shared/erasure-endpoints.js';
import { exportEndpoints } from '../shared/export-endpoints.js';
import { fileEndpoints, pictureEndpoints } from '../shared/files-endpoints.js';
import { notificationEndpoints } from '../shared/notifications-endpoints.js';
import { pipelineEndpoints } from '../shared/pipeline-endpoints.js';
import { postingEndpoints } from '../shared/postings-endpoints.js';
import { profileEndpoints } from '../shared/profiles-endpoints.js';
import { reportEndpoints } from '../shared/reports-endpoints.js';
import { candidatePrivacyEndpoints, privacyEndpoints } from '../shared/privacy-endpoints.js';
import { retentionEndpoints } from '../shared/retention-endpoints.js';
import { can, type Permission, PERMISSIONS } from '../shared/roles.js';
import { scorecardEndpoints } from '../shared/scorecards-endpoints.js';
import { searchEndpoints } from '../shared/search-endpoints.js';
import { teamEndpoints } from '../shared/team-endpoints.js';
import { templateEndpoints } from '../shared/templates-endpoints.js';
import { webhookEndpoints } from '../shared/webhooks-endpoints.js';
import type { Posting } from '../shared/postings.js';
import { applicationInput, companyIdOf, makeApplication, userIdOf } from './test/factories-applications.js';
import { makePosting, postingInput } from './test/factories-postings.js';
import { makeCandidate, makeCompany, loginToken, type TestAccount, uniqueEmail } from './test/factories.js';
import { addMember, confirmCompany, invite, type TestMember } from './test/factories-team.js';
import { makeApiToken } from './test/factories-api-tokens.js';
import { routePathOf } from './http/endpoints.js';
import { startSession } from './auth/sessions.js';
import { eq } from 'drizzle-orm';
import { users, webhookDeliveries } from './db/schema.js';
import { createTestApp } from './test/harness.js';
import { registeredRoutes as routesOf } from './test/routes.js';
import { dataUrl, samplePdf } from './test/pdf.js';

/**
 * Every route of the API called as every kind of caller, each answer checked against one declared matrix. A route
 * missing from `RULES` fails the first test: a new call cannot ship without saying who may make it.
 */

const { app, database } = await createTestApp();
const { db } = database;

/** Who may make a call, in the words of an endpoint's `access`. */
type Rule = Access;

interface Fixture {
  admin: TestAccount;
  members: Record<MemberRole, TestMember>;
  posting: Posting;
  applicationId: string;
  resumeFileId: string;
  candidate: TestAccount;
}

type Caller = MemberRole | 'hiring_manager_elsewhere' | 'other_company' | 'candidate' | 'anonymous';

interface Call {
  url: string;
  payload?: object;
}

interface RouteRule {
  rule: Rule;
  /** The scope of a company's API token that may make the call, from its declaration; none: tokens are refused. */
  token?: ApiTokenScope;
  /**
   * Whether the call names a record of the fixture's company: another company's member, and a Hiring Manager or
   * Interviewer off the posting's hiring team, find nothing there (404).
   */
  record?: boolean;
  /** Makes the call, with fresh records where the call uses one up. */
  make?: (fixture: Fixture, caller: Caller) => Promise<Call> | Call;
}

const ink = (applicationId: string) => ({
  kind: 'ink',
  application_id: applicationId,
  page_index: 0,
  rect: [10, 10, 50, 50],
  paths: [
    [
      [12, 12],
      [40, 40],
    ],
  ],
});

let fixture: Fixture;
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, TestAccount>;
/** An API token of the fixture's company for each scope, holding that scope alone. */
const apiTokens = {} as Record<ApiTokenScope, string>;
/**
 * Tokens of every scope made by Admins who lost that power since: one removed from the team, one whose role was
 * changed in the database without the team's revocation, as rows from before it were. Both answer 401 everywhere.
 */
const powerlessTokens = {} as Record<'token of a removed Admin' | 'token of a demoted Admin', string>;

/** A posting of the fixture's company with the hiring team of the fixture's posting. */
const freshPosting = () =>
  makePosting(app, fixture.admin.token, {
    hiring_team: [fixture.members.hiring_manager.id, fixture.members.interviewer.id],
  });

/**
 * How the matrix calls each declared endpoint (`src/shared/*-endpoints.ts`); its rule is the declaration's `access`.
 * An endpoint called in more than one way names each other way as its `variant`.
 */
const DECLARED: [Endpoint, Omit<RouteRule, 'rule'> & { variant?: string }][] = [
  [
    interviewEndpoints.listOfApplication,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/interviews/` }) },
  ],
  [
    interviewEndpoints.schedule,
    {
      record: true,
      make: ({ applicationId, members }) => ({
        url: `/api/applications/${applicationId}/interviews/`,
        payload: interviewInput(members.interviewer.id),
      }),
    },
  ],
  [
    interviewEndpoints.get,
    { record: true, make: async (_fixture, caller) => ({ url: `/api/interviews/${await interviewOn(caller)}/` }) },
  ],
  [
    interviewEndpoints.update,
    {
      record: true,
      make: async ({ members }, caller) => ({
        url: `/api/interviews/${await interviewOn(caller)}/`,
        payload: interviewInput(members.interviewer.id),
      }),
    },
  ],
  [
    interviewEndpoints.cancel,
    { record: true, make: async (_fixture, caller) => ({ url: `/api/interviews/${await interviewOn(caller)}/` }) },
  ],
  [interviewEndpoints.mine, { make: () => ({ url: '/api/interviews/mine/' }) }],
  [interviewSettingsEndpoints.settings, { make: () => ({ url: '/api/interviews/settings/' }) }],
  [
    interviewSettingsEndpoints.saveSettings,
    { make: () => ({ url: '/api/interviews/settings/', payload: { interviewer_emails_to_candidates: false } }) },
  ],
  [
    interviewEndpoints.answerMine,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: `/api/interviews/${await interviewOn(caller)}/my_answer/`,
        payload: { answer: 'accepted' },
      }),
    },
  ],
  [
    interviewEndpoints.invitation,
    {
      record: true,
      make: async (_fixture, caller) => ({ url: `/api/interviews/${await interviewOn(caller)}/invite.ics` }),
    },
  ],
  [candidateInterviewEndpoints.listOwn, { make: () => ({ url: '/api/candidate/interviews/' }) }],
  [
    candidateInterviewEndpoints.answer,
    {
      make: async (_fixture, caller) => ({
        url: `/api/interviews/${await interviewOn(caller)}/answer/`,
        payload: { answer: 'accept' },
      }),
    },
  ],
  [
    candidateInterviewEndpoints.pickSlot,
    {
      make: async (_fixture, caller) => ({
        url: `/api/interviews/${await interviewOn(caller)}/slots/pick/`,
        payload: { slot_id: '00000000-0000-4000-8000-000000000000' },
      }),
    },
  ],
  [postingEndpoints.create, { make: () => ({ url: '/api/new_posting/', payload: postingInput() }) }],
  [postingEndpoints.list, { make: () => ({ url: '/api/postings/' }) }],
  [
    postingEndpoints.list,
    { variant: 'id', record: true, make: ({ posting }) => ({ url: `/api/postings/?id=${posting.id}` }) },
  ],
  [
    postingEndpoints.update,
    {
      record: true,
      make: ({ posting, members }) => ({
        url: '/api/update_posting/',
        payload: {
          id: posting.id,
          ...postingInput(),
          hiring_team: [members.hiring_manager.id, members.interviewer.id],
        },
      }),
    },
  ],
  [
    postingEndpoints.close,
    { record: true, make: async () => ({ url: '/api/close_posting/', payload: { id: (await freshPosting()).id } }) },
  ],
  [
    postingEndpoints.remove,
    { record: true, make: async () => ({ url: `/api/delete_posting/?id=${(await freshPosting()).id}` }) },
  ],
  [postingEndpoints.recentOpen, { make: () => ({ url: '/api/candidate/recent_postings/' }) }],
  [postingEndpoints.apply, {}],
  [authEndpoints.registerRecruiter, {}],
  [authEndpoints.registerCandidate, {}],
  [authEndpoints.login, {}],
  [authEndpoints.requestEmailCode, {}],
  [authEndpoints.verifyEmailCode, {}],
  [authEndpoints.signInWithEmailLink, {}],
  [authEndpoints.forgotPassword, {}],
  [authEndpoints.resetPassword, {}],
  [authEndpoints.passwordState, { make: () => ({ url: '/api/candidate/password/' }) }],
  [
    authEndpoints.setPassword,
    { make: () => ({ url: '/api/candidate/password/', payload: { password: 'Openhire#2025' } }) },
  ],
  [authEndpoints.logout, { make: () => ({ url: '/api/logout/' }) }],
  [authEndpoints.candidateLogout, { make: () => ({ url: '/api/candidate/logout/' }) }],
  [pictureEndpoints.picture, {}],
  [fileEndpoints.file, { record: true, make: ({ resumeFileId }) => ({ url: `/api/files/${resumeFileId}` }) }],
  [exportEndpoints.mine, { make: () => ({ url: '/api/candidate/export/' }) }],
  [
    exportEndpoints.ofCandidate,
    { record: true, make: ({ applicationId }) => ({ url: `/api/candidates/${applicationId}/export/` }) },
  ],
  [reportEndpoints.selfIdentification, { make: () => ({ url: '/api/reports/self_identification/' }) }],
  [apiTokenEndpoints.list, { make: () => ({ url: '/api/api_tokens/' }) }],
  [apiTokenEndpoints.scopes, { make: () => ({ url: '/api/api_tokens/scopes/' }) }],
  [
    apiTokenEndpoints.create,
    { make: () => ({ url: '/api/api_tokens/', payload: { name: 'Board sync', scopes: ['read_applications'] } }) },
  ],
  [
    apiTokenEndpoints.revoke,
    { record: true, make: async () => ({ url: `/api/api_tokens/${await freshApiToken()}/` }) },
  ],
  [
    apiTokenEndpoints.calls,
    { record: true, make: async () => ({ url: `/api/api_tokens/${await freshApiToken()}/calls/` }) },
  ],
  [reportEndpoints.funnel, { make: () => ({ url: '/api/reports/funnel/' }) }],
  [reportEndpoints.timeInStage, { make: () => ({ url: '/api/reports/time_in_stage/' }) }],
  [reportEndpoints.sources, { make: () => ({ url: '/api/reports/sources/' }) }],
  [reportEndpoints.offers, { make: () => ({ url: '/api/reports/offers/?format=csv' }) }],
  [searchEndpoints.search, { make: () => ({ url: '/api/search/?q=engineer' }) }],
  [
    erasureEndpoints.eraseCandidate,
    {
      record: true,
      // Each caller erases a candidate of their own, so that one who may erase leaves the fixture's candidate alone.
      make: async () => {
        const candidate = await makeCandidate(app);
        const applicationId = await makeApplication(app, candidate.token, await freshPosting());
        return { url: `/api/candidates/${applicationId}/erase/` };
      },
    },
  ],
  // With a wrong password: the candidate is answered, and keeps their account for the calls after this one.
  [
    erasureEndpoints.deleteAccount,
    { make: () => ({ url: '/api/candidate/delete_account/', payload: { password: 'not the password' } }) },
  ],
  [erasureEndpoints.sendDeleteAccountCode, { make: () => ({ url: '/api/candidate/delete_account/code/' }) }],
  [retentionEndpoints.preview, { make: () => ({ url: '/api/privacy/retention/preview/' }) }],
  [
    retentionEndpoints.restore,
    { record: true, make: ({ applicationId }) => ({ url: `/api/candidates/${applicationId}/restore/` }) },
  ],
  [
    retentionEndpoints.legalHold,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/legal_hold/` }) },
  ],
  [
    retentionEndpoints.placeLegalHold,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: `/api/applications/${applicationId}/legal_hold/`,
        payload: { reason: 'A claim is pending.' },
      }),
    },
  ],
  [
    retentionEndpoints.liftLegalHold,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/legal_hold/` }) },
  ],
  [
    annotationEndpoints.list,
    {
      record: true,
      make: ({ applicationId }) => ({ url: `/api/applications/annotations/?application_id=${applicationId}` }),
    },
  ],
  [
    annotationEndpoints.add,
    {
      record: true,
      make: ({ applicationId }) => ({ url: '/api/applications/annotations/', payload: ink(applicationId) }),
    },
  ],
  [
    annotationEndpoints.remove,
    {
      record: true,
      make: async ({ applicationId }, caller) => {
        // Only its author may remove a mark: each caller who may draw one removes their own.
        const author =
          isMember(caller) && can(memberRoleOf(caller), 'moveApplications') && !hiddenFrom(caller) ? caller : 'admin';
        const drawn = await app.inject({
          method: 'POST',
          url: '/api/applications/annotations/',
          headers: { authorization: tokens[author].token },
          payload: ink(applicationId),
        });
        return { url: `/api/applications/annotations/?id=${drawn.json<{ data: { id: string } }>().data.id}` };
      },
    },
  ],
  [
    annotationEndpoints.annotatedResume,
    {
      record: true,
      make: ({ applicationId }) => ({ url: `/api/applications/annotated_resume/?application_id=${applicationId}` }),
    },
  ],
  [
    activityEndpoints.notes,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/notes/` }) },
  ],
  [
    activityEndpoints.addNote,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: `/api/applications/${applicationId}/notes/`,
        payload: { body: 'Strong SQL.' },
      }),
    },
  ],
  [
    activityEndpoints.editNote,
    {
      record: true,
      make: async ({ applicationId }, caller) => ({
        url: `/api/applications/${applicationId}/notes/${await noteBy(caller, applicationId)}/`,
        payload: { body: 'Strong SQL, weak tests.' },
      }),
    },
  ],
  [
    activityEndpoints.removeNote,
    {
      record: true,
      make: async ({ applicationId }, caller) => ({
        url: `/api/applications/${applicationId}/notes/${await noteBy(caller, applicationId)}/`,
      }),
    },
  ],
  [
    activityEndpoints.timeline,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/timeline/` }) },
  ],
  [teamEndpoints.list, { make: () => ({ url: '/api/team/' }) }],
  [teamEndpoints.members, { make: () => ({ url: '/api/team/members/' }) }],
  [teamEndpoints.rename, { make: () => ({ url: '/api/team/members/me/', payload: { name: 'Sam Rivera' } }) }],
  [
    teamEndpoints.invite,
    { make: () => ({ url: '/api/team/invitations/', payload: { email: freshEmail(), role: 'interviewer' } }) },
  ],
  [
    teamEndpoints.resendInvitation,
    { record: true, make: async () => ({ url: `/api/team/invitations/${await freshInvitation()}/resend/` }) },
  ],
  [
    teamEndpoints.revokeInvitation,
    { record: true, make: async () => ({ url: `/api/team/invitations/${await freshInvitation()}/` }) },
  ],
  [teamEndpoints.previewInvitation, {}],
  [teamEndpoints.acceptInvitation, {}],
  [teamEndpoints.resendEmailConfirmation, { make: () => ({ url: '/api/team/email-confirmation/resend/' }) }],
  [teamEndpoints.confirmEmail, {}],
  [
    teamEndpoints.changeRole,
    {
      record: true,
      make: ({ members }) => ({ url: `/api/team/members/${members.recruiter.id}/`, payload: { role: 'recruiter' } }),
    },
  ],
  [
    teamEndpoints.remove,
    {
      record: true,
      make: async () => ({
        url: `/api/team/members/${(await addMember(app, db, fixture.admin.token, 'interviewer')).id}/`,
      }),
    },
  ],
  [webhookEndpoints.list, { make: () => ({ url: '/api/webhooks/' }) }],
  [webhookEndpoints.create, { make: () => ({ url: '/api/webhooks/', payload: webhook }) }],
  [
    webhookEndpoints.update,
    { record: true, make: async () => ({ url: `/api/webhooks/${await sharedWebhook()}/`, payload: webhook }) },
  ],
  [webhookEndpoints.remove, { record: true, make: async () => ({ url: `/api/webhooks/${await freshWebhook()}/` }) }],
  [
    webhookEndpoints.deliveries,
    { record: true, make: async () => ({ url: `/api/webhooks/${await sharedWebhook()}/deliveries/` }) },
  ],
  [
    webhookEndpoints.redeliver,
    {
      record: true,
      make: async () => {
        const endpointId = await sharedWebhook();
        const [delivery] = await db
          .insert(webhookDeliveries)
          .values({ endpointId, eventType: 'application.created', messageId: 'msg_matrix', payload: {} })
          .returning();
        return { url: `/api/webhooks/${endpointId}/deliveries/${delivery!.id}/redeliver/` };
      },
    },
  ],
  [templateEndpoints.list, { make: () => ({ url: '/api/email_templates/' }) }],
  [
    templateEndpoints.create,
    {
      make: () => ({ url: '/api/email_templates/', payload: template }),
    },
  ],
  [
    templateEndpoints.update,
    {
      record: true,
      make: async () => ({ url: `/api/email_templates/${await freshTemplate()}/`, payload: template }),
    },
  ],
  [
    templateEndpoints.remove,
    {
      record: true,
      make: async () => ({ url: `/api/email_templates/${await freshTemplate()}/` }),
    },
  ],
  [
    templateEndpoints.preview,
    {
      record: true,
      make: async ({ applicationId }) => ({
        url: `/api/email_templates/${await freshTemplate()}/preview/?application_id=${applicationId}`,
      }),
    },
  ],
  [privacyEndpoints.settings, { make: () => ({ url: '/api/privacy/' }) }],
  [
    privacyEndpoints.saveSettings,
    { make: () => ({ url: '/api/privacy/', payload: { notice_text: 'We keep little.', retention_months: 12 } }) },
  ],
  [
    privacyEndpoints.applicationPrivacy,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/privacy/` }) },
  ],
  [privacyEndpoints.postingNotice, { make: ({ posting }) => ({ url: `/api/postings/${posting.id}/privacy_notice/` }) }],
  [candidatePrivacyEndpoints.ownConsents, { make: () => ({ url: '/api/candidate/talent_pool_consents/' }) }],
  [
    candidatePrivacyEndpoints.ownApplicationPrivacy,
    { make: ({ applicationId }) => ({ url: `/api/candidate/applications/${applicationId}/privacy/` }) },
  ],
  [
    candidatePrivacyEndpoints.withdrawConsent,
    { make: ({ applicationId }) => ({ url: `/api/candidate/applications/${applicationId}/talent_pool_consent/` }) },
  ],
  [notificationEndpoints.list, { make: () => ({ url: '/api/notifications/' }) }],
  [notificationEndpoints.unread, { make: () => ({ url: '/api/notifications/unread/' }) }],
  [
    notificationEndpoints.markRead,
    {
      record: true,
      make: async (_fixture, caller) => ({ url: `/api/notifications/${await ownNotification(caller)}/read/` }),
    },
  ],
  [notificationEndpoints.markAllRead, { make: () => ({ url: '/api/notifications/read-all/' }) }],
  [notificationEndpoints.settings, { make: () => ({ url: '/api/notifications/settings/' }) }],
  [
    notificationEndpoints.saveSettings,
    {
      make: () => ({
        url: '/api/notifications/settings/',
        payload: {
          time_zone: 'Europe/Paris',
          digest_hour: 8,
          default: { new_applications: 'daily', decisions: true, mentions: true },
          postings: [],
        },
      }),
    },
  ],
  [profileEndpoints.candidate, { make: () => ({ url: '/api/candidate/get_profile/' }) }],
  [
    profileEndpoints.saveCandidate,
    {
      make: () => ({ url: '/api/candidate/save_profile/', payload: { first_name: 'Ada' } }),
    },
  ],
  [profileEndpoints.company, { make: () => ({ url: '/api/get_profile/' }) }],
  [
    profileEndpoints.saveCompany,
    {
      make: () => ({ url: '/api/save_profile/', payload: { tagline: 'We build robots' } }),
    },
  ],
  [
    candidateApplicationEndpoints.apply,
    {
      make: async () => {
        const posting = await freshPosting();
        return { url: '/api/candidate/new_application/', payload: applicationInput(posting) };
      },
    },
  ],
  [candidateApplicationEndpoints.listOwn, { make: () => ({ url: '/api/candidate/applications' }) }],
  [
    candidateApplicationEndpoints.answerOffer,
    {
      make: ({ applicationId }) => ({
        url: `/api/candidate/applications/${applicationId}/offer-answer`,
        payload: { answer: 'accept', full_name: 'Ada Lovelace' },
      }),
    },
  ],
  [
    candidateApplicationEndpoints.withdraw,
    {
      make: async () => {
        const applicationId = await makeApplication(app, tokens.candidate.token, await freshPosting());
        return { url: `/api/candidate/applications/${applicationId}/withdraw`, payload: {} };
      },
    },
  ],
  [candidateApplicationEndpoints.defaults, { make: () => ({ url: '/api/candidate/application-defaults' }) }],
  [candidateApplicationEndpoints.draft, { make: ({ posting }) => ({ url: `/api/candidate/drafts/${posting.id}` }) }],
  [
    candidateApplicationEndpoints.saveDraft,
    {
      make: async () => ({
        url: `/api/candidate/drafts/${(await freshPosting()).id}`,
        payload: { step: 'Personal Information', values: {} },
      }),
    },
  ],
  [
    candidateApplicationEndpoints.discardDraft,
    {
      make: async () => {
        const url = `/api/candidate/drafts/${(await freshPosting()).id}`;
        const payload = { step: 'Personal Information', values: {} };
        await app.inject({ method: 'PUT', url, headers: { authorization: tokens.candidate.token }, payload });
        return { url };
      },
    },
  ],
  [
    candidateApplicationEndpoints.saveDraftResume,
    {
      make: async () => ({
        url: `/api/candidate/drafts/${(await freshPosting()).id}/resume`,
        payload: { resume: dataUrl(samplePdf()), name: 'resume.pdf' },
      }),
    },
  ],
  [applicationEndpoints.list, { make: () => ({ url: '/api/applications/' }) }],
  [applicationEndpoints.sources, { make: () => ({ url: '/api/applications/sources/' }) }],
  [
    applicationEndpoints.list,
    {
      variant: 'application_id',
      record: true,
      make: ({ applicationId }) => ({ url: `/api/applications/?application_id=${applicationId}` }),
    },
  ],
  [
    applicationEndpoints.changeStatus,
    {
      record: true,
      make: async () => {
        const applicationId = await makeApplication(app, tokens.candidate.token, await freshPosting());
        return { url: '/api/change_status/', payload: { id: applicationId, status: 'Under Review', offer: '' } };
      },
    },
  ],
  [
    applicationEndpoints.sendEmail,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: '/api/send_email/',
        payload: { id: applicationId, subject: 'Hello', message: '<p>Hello</p>' },
      }),
    },
  ],
  [pipelineEndpoints.stages, { make: () => ({ url: '/api/stages/' }) }],
  [
    pipelineEndpoints.saveStages,
    {
      make: async () => {
        const stages = await app.inject({
          method: 'GET',
          url: '/api/stages/',
          headers: { authorization: fixture.admin.token },
        });
        return { url: '/api/stages/', payload: { stages: stages.json<{ data: object[] }>().data } };
      },
    },
  ],
  [
    pipelineEndpoints.board,
    { record: true, make: ({ posting }) => ({ url: `/api/pipeline/?posting_id=${posting.id}` }) },
  ],
  [
    pipelineEndpoints.move,
    {
      record: true,
      make: async () => {
        const applicationId = await makeApplication(app, tokens.candidate.token, await freshPosting());
        const review = await stageOf('Under Review');
        return { url: '/api/change_stage/', payload: { id: applicationId, stage_id: review.id } };
      },
    },
  ],
  [
    pipelineEndpoints.undoMove,
    {
      record: true,
      make: async () => {
        const applicationId = await makeApplication(app, tokens.candidate.token, await freshPosting());
        const moved = await app.inject({
          method: 'PUT',
          url: '/api/change_status/',
          headers: { authorization: fixture.admin.token },
          payload: { id: applicationId, status: 'Not Selected', offer: '' },
        });
        const undo = moved.json<{ undo?: { status_change_id: string } }>().undo;
        return { url: '/api/change_stage/undo/', payload: { status_change_id: undo!.status_change_id } };
      },
    },
  ],
  [
    pipelineEndpoints.bulkMove,
    {
      make: async () => ({
        url: '/api/applications/bulk/',
        payload: { ids: [fixture.applicationId], stage_id: (await stageOf('Under Review')).id },
      }),
    },
  ],
  [scorecardEndpoints.templates, { make: () => ({ url: '/api/scorecard_templates/' }) }],
  [
    scorecardEndpoints.createTemplate,
    { make: () => ({ url: '/api/scorecard_templates/', payload: scorecardTemplateInput }) },
  ],
  [
    scorecardEndpoints.updateTemplate,
    {
      record: true,
      make: async () => ({
        url: `/api/scorecard_templates/${await freshScorecardTemplate()}/`,
        payload: scorecardTemplateInput,
      }),
    },
  ],
  [
    scorecardEndpoints.archiveTemplate,
    { record: true, make: async () => ({ url: `/api/scorecard_templates/${await freshScorecardTemplate()}/` }) },
  ],
  [
    scorecardEndpoints.attachToStage,
    {
      record: true,
      make: async () => ({
        url: `/api/stages/${(await stageOf('Under Review')).id}/scorecard_template/`,
        payload: { template_id: null },
      }),
    },
  ],
  [
    scorecardEndpoints.postingStageTemplates,
    { record: true, make: ({ posting }) => ({ url: `/api/postings/${posting.id}/scorecard_templates/` }) },
  ],
  [
    scorecardEndpoints.attachToPostingStage,
    {
      record: true,
      make: async ({ posting }) => ({
        url: `/api/postings/${posting.id}/stages/${(await stageOf('Under Review')).id}/scorecard_template/`,
        payload: { template_id: null },
      }),
    },
  ],
  [
    scorecardEndpoints.attachToInterview,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: `/api/interviews/${await interviewOn(caller)}/scorecard_template/`,
        payload: { template_id: null },
      }),
    },
  ],
  [
    scorecardEndpoints.ofApplication,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/scorecards/` }) },
  ],
  [
    scorecardEndpoints.saveMine,
    {
      record: true,
      make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/scorecards/mine/`, payload: {} }),
    },
  ],
  [
    scorecardEndpoints.comparison,
    { record: true, make: ({ posting }) => ({ url: `/api/postings/${posting.id}/scorecards/` }) },
  ],
  [
    candidateHistoryEndpoints.related,
    { record: true, make: ({ applicationId }) => ({ url: `/api/applications/${applicationId}/related/` }) },
  ],
];

const scorecardTemplateInput = { name: 'Screen', sections: [{ name: 'Fit', criteria: [{ name: 'Motivation' }] }] };

/** A new scorecard template of the fixture's company. */
async function freshScorecardTemplate(): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/scorecard_templates/',
    headers: { authorization: fixture.admin.token },
    payload: scorecardTemplateInput,
  });
  return created.json<{ data: { template_id: string } }>().data.template_id;
}

/** An endpoint as the matrix names routes: `METHOD /path`, in Fastify's words, without a trailing slash. */
const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${routePathOf(endpoint).replace(/\/$/, '')}`;

const RULES: Record<string, RouteRule> = {
  ...Object.fromEntries(
    DECLARED.map(([endpoint, { variant, ...call }]) => [
      variant ? `${routeOf(endpoint)}?${variant}` : routeOf(endpoint),
      { rule: endpoint.access, token: endpoint.token, ...call },
    ]),
  ),
  'GET /api/health': { rule: 'public' },
  'GET /api/health/live': { rule: 'public' },
  'GET /api/health/ready': { rule: 'public' },
  'GET /metrics': { rule: 'public' },
  'GET /api/openapi.json': { rule: 'public' },
  'GET /api/reference': { rule: 'public' },
  'GET /robots.txt': { rule: 'public' },
  'GET /sitemap.xml': { rule: 'public' },
  'GET /careers-*.css': { rule: 'public' },
  'GET /careers/:slug': { rule: 'public' },
  'GET /careers/:slug/feed.xml': { rule: 'public' },
  'GET /careers/:slug/jobs.json': { rule: 'public' },
  'GET /careers/:slug/privacy': { rule: 'public' },
  'GET /careers/:slug/:postingId': { rule: 'public' },
  'GET /interviews/answer/:token': { rule: 'public' },
  'POST /interviews/answer/:token': { rule: 'public' },
};

const template = { name: 'Thanks', subject: 'Thanks, {{candidate_first_name}}', body: '<p>Thank you.</p>' };

// An address literal is public without a name to resolve, so that the matrix needs no network: a global unicast one,
// IANA's own (example.com's), since documentation ranges are refused.
const webhook = { url: 'https://93.184.215.14/openhire', events: ['application.created'] };

async function freshWebhook(): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/webhooks/',
    headers: { authorization: fixture.admin.token },
    payload: webhook,
  });
  return created.json<{ data: { id: string } }>().data.id;
}

// One endpoint for the calls that keep it: a company holds a limited number of them.
let keptWebhook: Promise<string> | undefined;
const sharedWebhook = () => (keptWebhook ??= freshWebhook());

const freshApiToken = async () => (await makeApiToken(app, fixture.admin.token, ['read_postings'])).data.id;

async function freshTemplate(): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/email_templates/',
    headers: { authorization: fixture.admin.token },
    payload: template,
  });
  return created.json<{ data: { id: string } }>().data.id;
}

async function stageOf(phase: string): Promise<{ id: string }> {
  const stages = await app.inject({
    method: 'GET',
    url: '/api/stages/',
    headers: { authorization: fixture.admin.token },
  });
  return stages.json<{ data: { id: string; phase: string }[] }>().data.find((stage) => stage.phase === phase)!;
}

/** A note on the application by the caller when they may write one there, else by the Admin. */
async function noteBy(caller: Caller, applicationId: string): Promise<string> {
  const author = isMember(caller) && !hiddenFrom(caller) ? caller : 'admin';
  const written = await app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/notes/`,
    headers: { authorization: tokens[author].token },
    payload: { body: 'A note' },
  });
  return written.json<{ data: { id: string } }>().data.id;
}

/** The caller's notification of the fixture's application, or an id of nobody's for a caller who has none. */
async function ownNotification(caller: Caller): Promise<string> {
  const listed =
    isMember(caller) &&
    (await app.inject({ method: 'GET', url: '/api/notifications/', headers: { authorization: tokens[caller].token } }));
  return (listed && listed.json<{ data: { id: string }[] }>().data[0]?.id) || '00000000-0000-4000-8000-000000000000';
}

const interviewInput = (interviewerId: string) => ({
  kind: 'video',
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  starts_at_local: '2027-06-01T10:00',
  video_url: 'https://meet.example.test/abc',
  interviewer_ids: [interviewerId],
});

/** A new interview of the fixture's application, the caller among its interviewers when they may be one there. */
async function interviewOn(caller: Caller): Promise<string> {
  const role = (MEMBER_ROLES as readonly string[]).includes(caller) ? (caller as MemberRole) : 'interviewer';
  const id = role === 'admin' ? await userIdOf(db, fixture.admin.email) : fixture.members[role].id;
  const scheduled = await app.inject({
    method: 'POST',
    url: `/api/applications/${fixture.applicationId}/interviews/`,
    headers: { authorization: fixture.admin.token },
    payload: interviewInput(id),
  });
  return scheduled.json<{ data: { id: string } }>().data.id;
}

let emails = 0;
const freshEmail = () => `invitee-${++emails}-${Date.now()}@example.test`;

async function freshInvitation(): Promise<string> {
  const invited = await invite(app, fixture.admin.token, freshEmail(), 'interviewer');
  return invited.json<{ data: { id: string } }>().data.id;
}

const isMember = (caller: Caller): caller is MemberRole | 'hiring_manager_elsewhere' | 'other_company' =>
  (MEMBER_ROLES as readonly string[]).includes(caller) ||
  caller === 'hiring_manager_elsewhere' ||
  caller === 'other_company';

function memberRoleOf(caller: MemberRole | 'hiring_manager_elsewhere' | 'other_company'): MemberRole {
  if (caller === 'hiring_manager_elsewhere') return 'hiring_manager';
  if (caller === 'other_company') return 'admin';
  return caller;
}

type Outcome = 'allowed' | 401 | 403 | 404;

/** What the matrix says `caller` receives from a route under `rule`. */
function expectedOutcome({ rule, record = false }: RouteRule, caller: Caller): Outcome {
  if (caller === 'anonymous') return 401;
  if (rule === 'anyone') {
    if (caller === 'candidate') return 'allowed';
    return record && hiddenFrom(caller) ? 404 : 'allowed';
  }
  if (rule === 'candidate') return caller === 'candidate' ? 'allowed' : 403;
  if (caller === 'candidate') return 403;
  if (rule !== 'member' && !can(memberRoleOf(caller), rule as Permission)) return 403;
  return record && hiddenFrom(caller) ? 404 : 'allowed';
}

/** What a call answered, in the matrix's words: an allowed call's refusal shows its body, to tell why. */
function answered(outcome: Outcome, response: { statusCode: number; body: string }): string {
  if (outcome !== 'allowed') return String(response.statusCode);
  const refused = [401, 403, 404].includes(response.statusCode) || response.statusCode >= 500;
  return refused ? `${response.statusCode}: ${response.body.slice(0, 200)}` : 'allowed';
}

/** Whether the fixture's posting is out of the caller's sight: another company's, or off their hiring teams. */
function hiddenFrom(caller: Caller): boolean {
  return caller === 'other_company' || caller === 'hiring_manager_elsewhere';
}

/** The `/api/` routes that are no call of the API: the health probes, and the API's description and its page. */
const NOT_CALLS = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'GET /api/reference',
];

/** The calls of the API as Fastify has them, in the matrix's words. */
const apiCalls = () =>
  registeredRoutes()
    .map((route) => route.replace(/\/$/, ''))
    .filter((route) => route.includes(' /api/') && !NOT_CALLS.includes(route));

/** The app's routes, one `METHOD /path` each, the careers style sheet's hash left out. */
const registeredRoutes = () =>
  routesOf(app).map(({ method, path }) => `${method} ${path.replace(/^\/careers-[0-9a-f]+\.css$/, '/careers-*.css')}`);

beforeAll(async () => {
  const admin = await makeCompany(app);
  await confirmCompany(app, db, admin);
  const members = { admin: { ...admin, id: '', role: 'admin' as const } } as Record<MemberRole, TestMember>;
  for (const role of MEMBER_ROLES.filter((each) => each !== 'admin'))
    members[role] = await addMember(app, db, admin.token, role);
  const elsewhere = await addMember(app, db, admin.token, 'hiring_manager', 'Helen Elsewhere');
  const candidate = await makeCandidate(app);
  const other = await makeCompany(app, { name: 'Other Company' });
  fixture = { admin, members, candidate } as Fixture;
  fixture.posting = await freshPosting();
  fixture.applicationId = await makeApplication(app, candidate.token, fixture.posting);
  const detail = await app.inject({
    method: 'GET',
    url: `/api/applications/?application_id=${fixture.applicationId}&resume=url`,
    headers: { authorization: admin.token },
  });
  fixture.resumeFileId = detail.json<{ data: { resume_url: string } }>().data.resume_url.split('/').pop()!;
  Object.assign(tokens, members, { hiring_manager_elsewhere: elsewhere, other_company: other, candidate });
  for (const scope of API_TOKEN_SCOPE_NAMES) apiTokens[scope] = (await makeApiToken(app, admin.token, [scope])).token;
  const removed = await extraAdmin(admin, 'Rhea Removed');
  powerlessTokens['token of a removed Admin'] = (await makeApiToken(app, removed.token, API_TOKEN_SCOPE_NAMES)).token;
  await app.inject({
    method: 'DELETE',
    url: `/api/team/members/${removed.id}/`,
    headers: { authorization: admin.token },
  });
  const demoted = await extraAdmin(admin, 'Dana Demoted');
  powerlessTokens['token of a demoted Admin'] = (await makeApiToken(app, demoted.token, API_TOKEN_SCOPE_NAMES)).token;
  await db.update(users).set({ memberRole: 'interviewer' }).where(eq(users.id, demoted.id));
  // Rejections wait a few minutes with their e-mail, so that a move can be undone.
  const stages = await app.inject({ method: 'GET', url: '/api/stages/', headers: { authorization: admin.token } });
  const templateId = await freshTemplate();
  await app.inject({
    method: 'PUT',
    url: '/api/stages/',
    headers: { authorization: admin.token },
    payload: {
      stages: stages
        .json<{ data: { phase: string }[] }>()
        .data.map((stage) => (stage.phase === 'Not Selected' ? { ...stage, email_template_id: templateId } : stage)),
    },
  });
});

/**
 * Another Admin of `admin`'s company, signed in, written straight into the table: the company's invitations an hour
 * are all the matrix's own calls'.
 */
async function extraAdmin(admin: TestAccount, name: string): Promise<{ id: string; token: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail('admin'),
      role: 'recruiter',
      name,
      companyId: await companyIdOf(db, admin.email),
      memberRole: 'admin',
    })
    .returning();
  const { token } = await startSession(db, { ...user!, companyName: admin.name });
  return { id: user!.id, token };
}

describe('who may call what', () => {
  it('has a rule for every route, and a route for every rule', () => {
    const routes = registeredRoutes().map((route) => route.replace(/\/$/, ''));
    const declared = Object.keys(RULES).map((key) => key.split('?')[0]!);
    expect(routes.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('takes the rule of every call of the API from its declaration', () => {
    const declared = DECLARED.map(([endpoint]) => routeOf(endpoint));
    expect(apiCalls().filter((route) => !declared.includes(route))).toEqual([]);
  });

  it('has a rule for every endpoint in the OpenAPI document, and lists every declared one and every call there', async () => {
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const documented = Object.entries(document.json<{ paths: Record<string, object> }>().paths).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = [...new Set(DECLARED.map(([endpoint]) => `${endpoint.method} ${endpoint.path}`))];
    expect(documented.toSorted()).toEqual(declared.toSorted());
    const documentedRoutes = documented.map((route) => route.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, ''));
    expect(apiCalls().filter((route) => !documentedRoutes.includes(route))).toEqual([]);
  });

  it('names every permission in a rule, so that none is left unenforced', () => {
    const used = new Set(Object.values(RULES).map((route) => route.rule));
    const unused = Object.keys(PERMISSIONS).filter(
      (permission) =>
        !used.has(permission as Permission) &&
        permission !== 'seeEveryPosting' &&
        permission !== 'seeSelfIdentification' &&
        permission !== 'readAllScorecards',
    );
    expect(unused).toEqual([]);
  });

  it('lets every scope of an API token make some call', () => {
    const admitting = new Set(Object.values(RULES).map((route) => route.token));
    expect(API_TOKEN_SCOPE_NAMES.filter((scope) => !admitting.has(scope))).toEqual([]);
  });

  const callers: Caller[] = [...MEMBER_ROLES, 'hiring_manager_elsewhere', 'other_company', 'candidate', 'anonymous'];
  const guarded = Object.entries(RULES).filter(([, route]) => route.rule !== 'public');

  it.each(guarded)('%s answers each caller as the matrix says', async (key, route) => {
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    let call: Call | undefined;
    for (const caller of callers) {
      call = await route.make!(fixture, caller);
      // Signing out ends the session it is called with: each caller signs out of a session of its own.
      const signsOut = key.endsWith('/logout');
      const token =
        caller === 'anonymous'
          ? undefined
          : signsOut
            ? await loginToken(app, tokens[caller].email, tokens[caller].password)
            : tokens[caller].token;
      const response = await app.inject({
        method,
        url: call.url,
        headers: token ? { authorization: token } : {},
        ...(call.payload ? { payload: call.payload } : {}),
      });
      const outcome = expectedOutcome(route, caller);
      expected[caller] = String(outcome);
      answers[caller] = answered(outcome, response);
      if (response.statusCode === 403 && isMember(caller) && route.rule !== 'member' && route.rule !== 'candidate')
        expect(response.json<{ error: string }>().error).toMatch(/^Only .* may /);
    }
    // A token acts as an Admin of the fixture's company, for the calls that name its scope only; a token refused is
    // refused before its call's record is looked up, so the last caller's call serves.
    for (const scope of API_TOKEN_SCOPE_NAMES) {
      if (route.token === scope) call = await route.make!(fixture, 'admin');
      const response = await app.inject({
        method,
        url: call!.url,
        headers: { authorization: `Bearer ${apiTokens[scope]}` },
        ...(call!.payload ? { payload: call!.payload } : {}),
      });
      const outcome: Outcome = route.token === scope ? 'allowed' : 403;
      expected[`token ${scope}`] = String(outcome);
      answers[`token ${scope}`] = answered(outcome, response);
      if (response.statusCode === 403)
        expect(response.json<{ error: string }>().error).toMatch(/^(API tokens|This API token) may not make this call/);
    }
    for (const [caller, token] of Object.entries(powerlessTokens)) {
      const response = await app.inject({
        method,
        url: call!.url,
        headers: { authorization: `Bearer ${token}` },
        // Another system's address: the sign-in calls' limit per address is the other callers' own.
        remoteAddress: '203.0.113.7',
        ...(call!.payload ? { payload: call!.payload } : {}),
      });
      expected[caller] = '401';
      answers[caller] = answered(401, response);
    }
    expect(answers).toEqual(expected);
  });
});
