import { beforeAll, describe, expect, it } from 'vitest';
import { activityEndpoints } from '../shared/activity-endpoints.js';
import { annotationEndpoints } from '../shared/annotations-endpoints.js';
import { API_TOKEN_SCOPE_NAMES, type ApiTokenScope } from '../shared/api-tokens.js';
import { apiTokenEndpoints } from '../shared/api-tokens-endpoints.js';
import { MEMBER_ROLES, type MemberRole } from '../shared/auth.js';
import { authEndpoints } from '../shared/auth-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../shared/applications-endpoints.js';
import { guestApplicationEndpoints } from '../shared/guest-applications-endpoints.js';
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
import { inboundEndpoints } from '../shared/inbound-endpoints.js';
import { candidateMessagesEndpoints, messagesEndpoints } from '../shared/messages-endpoints.js';
import { UPLOAD_PURPOSES, UPLOAD_RULES } from '../shared/uploads.js';
import { uploadEndpoints } from '../shared/uploads-endpoints.js';
import { multipartOf } from './test/uploads.js';
import { notificationEndpoints } from '../shared/notifications-endpoints.js';
import { schedulingEndpoints } from '../shared/scheduling-endpoints.js';
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
import { offerTemplateEndpoints } from '../shared/offer-templates-endpoints.js';
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
import { calendarConnections, outbox, users, webhookDeliveries } from './db/schema.js';
import { createTestApp } from './test/harness.js';
import { registeredRoutes as routesOf, requestOf, urlOf } from './test/routes.js';
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
  /** A body other than JSON (a multipart upload) with the headers that say what it is. */
  payload?: object | Buffer;
  headers?: Record<string, string>;
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
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(interviewEndpoints.listOfApplication, { params: { id: applicationId } }),
      }),
    },
  ],
  [
    interviewEndpoints.schedule,
    {
      record: true,
      make: ({ applicationId, members }) => ({
        url: urlOf(interviewEndpoints.schedule, { params: { id: applicationId } }),
        payload: interviewInput(members.interviewer.id),
      }),
    },
  ],
  [
    interviewEndpoints.get,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: urlOf(interviewEndpoints.get, { params: { id: await interviewOn(caller) } }),
      }),
    },
  ],
  [
    interviewEndpoints.update,
    {
      record: true,
      make: async ({ members }, caller) => ({
        url: urlOf(interviewEndpoints.update, { params: { id: await interviewOn(caller) } }),
        payload: interviewInput(members.interviewer.id),
      }),
    },
  ],
  [
    interviewEndpoints.cancel,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: urlOf(interviewEndpoints.cancel, { params: { id: await interviewOn(caller) } }),
      }),
    },
  ],
  [interviewEndpoints.mine, { make: () => ({ url: urlOf(interviewEndpoints.mine) }) }],
  [interviewSettingsEndpoints.settings, { make: () => ({ url: urlOf(interviewSettingsEndpoints.settings) }) }],
  [
    interviewSettingsEndpoints.saveSettings,
    {
      make: () => ({
        url: urlOf(interviewSettingsEndpoints.saveSettings),
        payload: { interviewer_emails_to_candidates: false },
      }),
    },
  ],
  [
    interviewEndpoints.answerMine,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: urlOf(interviewEndpoints.answerMine, { params: { id: await interviewOn(caller) } }),
        payload: { answer: 'accepted' },
      }),
    },
  ],
  [
    interviewEndpoints.invitation,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: urlOf(interviewEndpoints.invitation, { params: { id: await interviewOn(caller) } }),
      }),
    },
  ],
  [candidateInterviewEndpoints.listOwn, { make: () => ({ url: urlOf(candidateInterviewEndpoints.listOwn) }) }],
  [
    candidateInterviewEndpoints.answer,
    {
      make: async (_fixture, caller) => ({
        url: urlOf(candidateInterviewEndpoints.answer, { params: { id: await interviewOn(caller) } }),
        payload: { answer: 'accept' },
      }),
    },
  ],
  [
    candidateInterviewEndpoints.pickSlot,
    {
      make: async (_fixture, caller) => ({
        url: urlOf(candidateInterviewEndpoints.pickSlot, { params: { id: await interviewOn(caller) } }),
        payload: { slot_id: '00000000-0000-4000-8000-000000000000' },
      }),
    },
  ],
  [postingEndpoints.create, { make: () => ({ url: urlOf(postingEndpoints.create), payload: postingInput() }) }],
  [postingEndpoints.list, { make: () => ({ url: urlOf(postingEndpoints.list) }) }],
  [
    postingEndpoints.list,
    {
      variant: 'id',
      record: true,
      make: ({ posting }) => ({ url: urlOf(postingEndpoints.list, { query: { id: posting.id } }) }),
    },
  ],
  [
    postingEndpoints.update,
    {
      record: true,
      make: ({ posting, members }) => ({
        url: urlOf(postingEndpoints.update),
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
    {
      record: true,
      make: async () => ({ url: urlOf(postingEndpoints.close), payload: { id: (await freshPosting()).id } }),
    },
  ],
  [
    postingEndpoints.remove,
    {
      record: true,
      make: async () => ({ url: urlOf(postingEndpoints.remove, { query: { id: (await freshPosting()).id } }) }),
    },
  ],
  [postingEndpoints.recentOpen, { make: () => ({ url: urlOf(postingEndpoints.recentOpen) }) }],
  [postingEndpoints.apply, {}],
  [guestApplicationEndpoints.challenge, {}],
  [guestApplicationEndpoints.applyWithoutAccount, {}],
  // Public to sign-in, guarded by INBOUND_TOKEN of its own (decision 096).
  [messagesEndpoints.inbound, {}],
  [authEndpoints.registerRecruiter, {}],
  [authEndpoints.registerCandidate, {}],
  [authEndpoints.login, {}],
  [authEndpoints.requestEmailCode, {}],
  [authEndpoints.verifyEmailCode, {}],
  [authEndpoints.signInWithEmailLink, {}],
  [authEndpoints.forgotPassword, {}],
  [authEndpoints.resetPassword, {}],
  [authEndpoints.passwordState, { make: () => ({ url: urlOf(authEndpoints.passwordState) }) }],
  [
    authEndpoints.setPassword,
    { make: () => ({ url: urlOf(authEndpoints.setPassword), payload: { password: 'Openhire#2025' } }) },
  ],
  [authEndpoints.logout, { make: () => ({ url: urlOf(authEndpoints.logout) }) }],
  [authEndpoints.candidateLogout, { make: () => ({ url: urlOf(authEndpoints.candidateLogout) }) }],
  [pictureEndpoints.picture, {}],
  [
    fileEndpoints.file,
    {
      record: true,
      make: ({ resumeFileId }) => ({ url: urlOf(fileEndpoints.file, { params: { id: resumeFileId } }) }),
    },
  ],
  [exportEndpoints.mine, { make: () => ({ url: urlOf(exportEndpoints.mine) }) }],
  [
    exportEndpoints.ofCandidate,
    {
      record: true,
      make: ({ applicationId }) => ({ url: urlOf(exportEndpoints.ofCandidate, { params: { id: applicationId } }) }),
    },
  ],
  [reportEndpoints.selfIdentification, { make: () => ({ url: urlOf(reportEndpoints.selfIdentification) }) }],
  [apiTokenEndpoints.list, { make: () => ({ url: urlOf(apiTokenEndpoints.list) }) }],
  [apiTokenEndpoints.scopes, { make: () => ({ url: urlOf(apiTokenEndpoints.scopes) }) }],
  [
    apiTokenEndpoints.create,
    {
      make: () => ({
        url: urlOf(apiTokenEndpoints.create),
        payload: { name: 'Board sync', scopes: ['read_applications'] },
      }),
    },
  ],
  [
    apiTokenEndpoints.revoke,
    {
      record: true,
      make: async () => ({ url: urlOf(apiTokenEndpoints.revoke, { params: { id: await freshApiToken() } }) }),
    },
  ],
  [
    apiTokenEndpoints.calls,
    {
      record: true,
      make: async () => ({ url: urlOf(apiTokenEndpoints.calls, { params: { id: await freshApiToken() } }) }),
    },
  ],
  [reportEndpoints.funnel, { make: () => ({ url: urlOf(reportEndpoints.funnel) }) }],
  [reportEndpoints.timeInStage, { make: () => ({ url: urlOf(reportEndpoints.timeInStage) }) }],
  [reportEndpoints.sources, { make: () => ({ url: urlOf(reportEndpoints.sources) }) }],
  [reportEndpoints.offers, { make: () => ({ url: urlOf(reportEndpoints.offers, { query: { format: 'csv' } }) }) }],
  [searchEndpoints.search, { make: () => ({ url: urlOf(searchEndpoints.search, { query: { q: 'engineer' } }) }) }],
  [
    erasureEndpoints.eraseCandidate,
    {
      record: true,
      // Each caller erases a candidate of their own, so that one who may erase leaves the fixture's candidate alone.
      make: async () => {
        const candidate = await makeCandidate(app);
        const applicationId = await makeApplication(app, candidate.token, await freshPosting());
        return { url: urlOf(erasureEndpoints.eraseCandidate, { params: { id: applicationId } }) };
      },
    },
  ],
  // With a wrong password: the candidate is answered, and keeps their account for the calls after this one.
  [
    erasureEndpoints.deleteAccount,
    { make: () => ({ url: urlOf(erasureEndpoints.deleteAccount), payload: { password: 'not the password' } }) },
  ],
  [erasureEndpoints.sendDeleteAccountCode, { make: () => ({ url: urlOf(erasureEndpoints.sendDeleteAccountCode) }) }],
  [retentionEndpoints.preview, { make: () => ({ url: urlOf(retentionEndpoints.preview) }) }],
  [
    retentionEndpoints.restore,
    {
      record: true,
      make: ({ applicationId }) => ({ url: urlOf(retentionEndpoints.restore, { params: { id: applicationId } }) }),
    },
  ],
  [
    retentionEndpoints.legalHold,
    {
      record: true,
      make: ({ applicationId }) => ({ url: urlOf(retentionEndpoints.legalHold, { params: { id: applicationId } }) }),
    },
  ],
  [
    retentionEndpoints.placeLegalHold,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(retentionEndpoints.placeLegalHold, { params: { id: applicationId } }),
        payload: { reason: 'A claim is pending.' },
      }),
    },
  ],
  [
    retentionEndpoints.liftLegalHold,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(retentionEndpoints.liftLegalHold, { params: { id: applicationId } }),
      }),
    },
  ],
  [
    annotationEndpoints.list,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(annotationEndpoints.list, { query: { application_id: applicationId } }),
      }),
    },
  ],
  [
    annotationEndpoints.add,
    {
      record: true,
      make: ({ applicationId }) => ({ url: urlOf(annotationEndpoints.add), payload: ink(applicationId) }),
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
          ...requestOf(annotationEndpoints.add),
          headers: { authorization: tokens[author].token },
          payload: ink(applicationId),
        });
        return {
          url: urlOf(annotationEndpoints.remove, { query: { id: drawn.json<{ data: { id: string } }>().data.id } }),
        };
      },
    },
  ],
  [
    annotationEndpoints.annotatedResume,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(annotationEndpoints.annotatedResume, { query: { application_id: applicationId } }),
      }),
    },
  ],
  [
    activityEndpoints.notes,
    {
      record: true,
      make: ({ applicationId }) => ({ url: urlOf(activityEndpoints.notes, { params: { id: applicationId } }) }),
    },
  ],
  [
    activityEndpoints.addNote,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(activityEndpoints.addNote, { params: { id: applicationId } }),
        payload: { body: 'Strong SQL.' },
      }),
    },
  ],
  [
    activityEndpoints.editNote,
    {
      record: true,
      make: async ({ applicationId }, caller) => ({
        url: urlOf(activityEndpoints.editNote, {
          params: { id: applicationId, note_id: await noteBy(caller, applicationId) },
        }),
        payload: { body: 'Strong SQL, weak tests.' },
      }),
    },
  ],
  [
    activityEndpoints.removeNote,
    {
      record: true,
      make: async ({ applicationId }, caller) => ({
        url: urlOf(activityEndpoints.removeNote, {
          params: { id: applicationId, note_id: await noteBy(caller, applicationId) },
        }),
      }),
    },
  ],
  [
    activityEndpoints.timeline,
    {
      record: true,
      make: ({ applicationId }) => ({ url: urlOf(activityEndpoints.timeline, { params: { id: applicationId } }) }),
    },
  ],
  [
    messagesEndpoints.messages,
    {
      record: true,
      make: ({ applicationId }) => ({ url: urlOf(messagesEndpoints.messages, { params: { id: applicationId } }) }),
    },
  ],
  [
    messagesEndpoints.sendMessage,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(messagesEndpoints.sendMessage, { params: { id: applicationId } }),
        payload: { body: 'Does Thursday suit you?' },
      }),
    },
  ],
  [
    uploadEndpoints.upload,
    {
      // Any account may call; what it may upload is its purpose's rule (`uploads/uploads.test.ts`). A member whose role
      // uploads nothing sends no purpose, which is refused as a request, not as a caller.
      make: (_fixture, caller) => {
        const purpose =
          caller === 'candidate' || caller === 'anonymous'
            ? 'resume'
            : UPLOAD_PURPOSES.find((each) => {
                const permission = UPLOAD_RULES[each].member;
                return permission && can(memberRoleOf(caller), permission);
              });
        return {
          url: urlOf(uploadEndpoints.upload),
          ...multipartOf([
            ...(purpose ? [{ name: 'purpose', value: purpose }] : []),
            { name: 'file', filename: 'cv.pdf', content: samplePdf(1) },
          ]),
        };
      },
    },
  ],
  [
    messagesEndpoints.uploadAttachment,
    {
      make: () => ({
        url: urlOf(messagesEndpoints.uploadAttachment),
        payload: { name: 'Directions.pdf', file: dataUrl(samplePdf(1)) },
      }),
    },
  ],
  [
    messagesEndpoints.attachment,
    {
      record: true,
      make: async ({ admin, applicationId }) => ({
        url: urlOf(messagesEndpoints.attachment, { params: await sentAttachment(admin.token, applicationId) }),
      }),
    },
  ],
  [teamEndpoints.list, { make: () => ({ url: urlOf(teamEndpoints.list) }) }],
  [teamEndpoints.members, { make: () => ({ url: urlOf(teamEndpoints.members) }) }],
  [teamEndpoints.rename, { make: () => ({ url: urlOf(teamEndpoints.rename), payload: { name: 'Sam Rivera' } }) }],
  [
    teamEndpoints.invite,
    { make: () => ({ url: urlOf(teamEndpoints.invite), payload: { email: freshEmail(), role: 'interviewer' } }) },
  ],
  [
    teamEndpoints.resendInvitation,
    {
      record: true,
      make: async () => ({ url: urlOf(teamEndpoints.resendInvitation, { params: { id: await freshInvitation() } }) }),
    },
  ],
  [
    teamEndpoints.revokeInvitation,
    {
      record: true,
      make: async () => ({ url: urlOf(teamEndpoints.revokeInvitation, { params: { id: await freshInvitation() } }) }),
    },
  ],
  [teamEndpoints.previewInvitation, {}],
  [teamEndpoints.acceptInvitation, {}],
  [teamEndpoints.resendEmailConfirmation, { make: () => ({ url: urlOf(teamEndpoints.resendEmailConfirmation) }) }],
  [teamEndpoints.confirmEmail, {}],
  [
    teamEndpoints.changeRole,
    {
      record: true,
      make: ({ members }) => ({
        url: urlOf(teamEndpoints.changeRole, { params: { id: members.recruiter.id } }),
        payload: { role: 'recruiter' },
      }),
    },
  ],
  [
    teamEndpoints.remove,
    {
      record: true,
      make: async () => ({
        url: urlOf(teamEndpoints.remove, {
          params: { id: (await addMember(app, db, fixture.admin.token, 'interviewer')).id },
        }),
      }),
    },
  ],
  [inboundEndpoints.inboundStatus, { make: () => ({ url: urlOf(inboundEndpoints.inboundStatus) }) }],
  [webhookEndpoints.list, { make: () => ({ url: urlOf(webhookEndpoints.list) }) }],
  [webhookEndpoints.create, { make: () => ({ url: urlOf(webhookEndpoints.create), payload: webhook }) }],
  [
    webhookEndpoints.update,
    {
      record: true,
      make: async () => ({
        url: urlOf(webhookEndpoints.update, { params: { id: await sharedWebhook() } }),
        payload: webhook,
      }),
    },
  ],
  [
    webhookEndpoints.remove,
    {
      record: true,
      make: async () => ({ url: urlOf(webhookEndpoints.remove, { params: { id: await freshWebhook() } }) }),
    },
  ],
  [
    webhookEndpoints.deliveries,
    {
      record: true,
      make: async () => ({ url: urlOf(webhookEndpoints.deliveries, { params: { id: await sharedWebhook() } }) }),
    },
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
        return { url: urlOf(webhookEndpoints.redeliver, { params: { id: endpointId, delivery_id: delivery!.id } }) };
      },
    },
  ],
  [templateEndpoints.list, { make: () => ({ url: urlOf(templateEndpoints.list) }) }],
  [
    templateEndpoints.create,
    {
      make: () => ({ url: urlOf(templateEndpoints.create), payload: template }),
    },
  ],
  [
    templateEndpoints.update,
    {
      record: true,
      make: async () => ({
        url: urlOf(templateEndpoints.update, { params: { id: await freshTemplate() } }),
        payload: template,
      }),
    },
  ],
  [
    templateEndpoints.remove,
    {
      record: true,
      make: async () => ({ url: urlOf(templateEndpoints.remove, { params: { id: await freshTemplate() } }) }),
    },
  ],
  [
    templateEndpoints.preview,
    {
      record: true,
      make: async ({ applicationId }) => ({
        url: urlOf(templateEndpoints.preview, {
          params: { id: await freshTemplate() },
          query: { application_id: applicationId },
        }),
      }),
    },
  ],
  [offerTemplateEndpoints.list, { make: () => ({ url: urlOf(offerTemplateEndpoints.list) }) }],
  [
    offerTemplateEndpoints.create,
    { make: () => ({ url: urlOf(offerTemplateEndpoints.create), payload: offerTemplate }) },
  ],
  [
    offerTemplateEndpoints.update,
    {
      record: true,
      make: async () => ({
        url: urlOf(offerTemplateEndpoints.update, { params: { id: await freshOfferTemplate() } }),
        payload: offerTemplate,
      }),
    },
  ],
  [
    offerTemplateEndpoints.remove,
    {
      record: true,
      make: async () => ({
        url: urlOf(offerTemplateEndpoints.remove, { params: { id: await freshOfferTemplate() } }),
      }),
    },
  ],
  [
    offerTemplateEndpoints.letter,
    {
      record: true,
      make: async ({ applicationId }) => ({
        url: urlOf(offerTemplateEndpoints.letter, { params: { id: await freshOfferTemplate() } }),
        payload: { application_id: applicationId, salary: '£50,000', start_date: '2027-03-01', signatory: 'Grace' },
      }),
    },
  ],
  [privacyEndpoints.settings, { make: () => ({ url: urlOf(privacyEndpoints.settings) }) }],
  [
    privacyEndpoints.saveSettings,
    {
      make: () => ({
        url: urlOf(privacyEndpoints.saveSettings),
        payload: { notice_text: 'We keep little.', retention_months: 12 },
      }),
    },
  ],
  [
    privacyEndpoints.applicationPrivacy,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(privacyEndpoints.applicationPrivacy, { params: { id: applicationId } }),
      }),
    },
  ],
  [
    privacyEndpoints.postingNotice,
    { make: ({ posting }) => ({ url: urlOf(privacyEndpoints.postingNotice, { params: { id: posting.id } }) }) },
  ],
  [candidatePrivacyEndpoints.ownConsents, { make: () => ({ url: urlOf(candidatePrivacyEndpoints.ownConsents) }) }],
  [
    candidatePrivacyEndpoints.ownApplicationPrivacy,
    {
      make: ({ applicationId }) => ({
        url: urlOf(candidatePrivacyEndpoints.ownApplicationPrivacy, { params: { id: applicationId } }),
      }),
    },
  ],
  [
    candidatePrivacyEndpoints.withdrawConsent,
    {
      make: ({ applicationId }) => ({
        url: urlOf(candidatePrivacyEndpoints.withdrawConsent, { params: { id: applicationId } }),
      }),
    },
  ],
  [notificationEndpoints.list, { make: () => ({ url: urlOf(notificationEndpoints.list) }) }],
  [notificationEndpoints.unread, { make: () => ({ url: urlOf(notificationEndpoints.unread) }) }],
  [
    notificationEndpoints.markRead,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: urlOf(notificationEndpoints.markRead, { params: { id: await ownNotification(caller) } }),
      }),
    },
  ],
  [notificationEndpoints.markAllRead, { make: () => ({ url: urlOf(notificationEndpoints.markAllRead) }) }],
  [notificationEndpoints.settings, { make: () => ({ url: urlOf(notificationEndpoints.settings) }) }],
  [
    notificationEndpoints.saveSettings,
    {
      make: () => ({
        url: urlOf(notificationEndpoints.saveSettings),
        payload: {
          time_zone: 'Europe/Paris',
          digest_hour: 8,
          default: { new_applications: 'daily', decisions: true, mentions: true },
          postings: [],
        },
      }),
    },
  ],
  [schedulingEndpoints.availability, { make: () => ({ url: urlOf(schedulingEndpoints.availability) }) }],
  [
    schedulingEndpoints.saveAvailability,
    {
      make: () => ({
        url: urlOf(schedulingEndpoints.saveAvailability),
        payload: { time_zone: 'Europe/Paris', working_hours: {}, daily_limit: 2, buffer_minutes: 0 },
      }),
    },
  ],
  [schedulingEndpoints.calendars, { make: () => ({ url: urlOf(schedulingEndpoints.calendars) }) }],
  [
    schedulingEndpoints.connectCalendar,
    {
      // Refused for its address (400), once the caller is let in.
      make: () => ({
        url: urlOf(schedulingEndpoints.connectCalendar),
        payload: { kind: 'ics', url: 'https://calendar.invalid/basic.ics' },
      }),
    },
  ],
  [
    schedulingEndpoints.removeCalendar,
    {
      make: async (_fixture, caller) => ({
        url: urlOf(schedulingEndpoints.removeCalendar, { params: { id: await ownCalendar(caller) } }),
      }),
    },
  ],
  [
    schedulingEndpoints.syncCalendar,
    {
      make: async (_fixture, caller) => ({
        url: urlOf(schedulingEndpoints.syncCalendar, { params: { id: await ownCalendar(caller) } }),
      }),
    },
  ],
  [
    schedulingEndpoints.busy,
    {
      make: ({ members }) => ({
        url: urlOf(schedulingEndpoints.busy, {
          query: { members: members.interviewer.id, from: '2027-01-04T00:00:00Z', to: '2027-01-05T00:00:00Z' },
        }),
      }),
    },
  ],
  [
    schedulingEndpoints.freeSlots,
    {
      make: ({ members }) => ({
        url: urlOf(schedulingEndpoints.freeSlots, {
          query: {
            members: members.interviewer.id,
            duration: 60,
            from: '2027-01-04T00:00:00Z',
            to: '2027-01-05T00:00:00Z',
          },
        }),
      }),
    },
  ],
  [profileEndpoints.candidate, { make: () => ({ url: urlOf(profileEndpoints.candidate) }) }],
  [
    profileEndpoints.saveCandidate,
    {
      make: () => ({ url: urlOf(profileEndpoints.saveCandidate), payload: { first_name: 'Ada' } }),
    },
  ],
  [profileEndpoints.company, { make: () => ({ url: urlOf(profileEndpoints.company) }) }],
  [
    profileEndpoints.saveCompany,
    {
      make: () => ({ url: urlOf(profileEndpoints.saveCompany), payload: { tagline: 'We build robots' } }),
    },
  ],
  [
    candidateApplicationEndpoints.apply,
    {
      make: async () => {
        const posting = await freshPosting();
        return { url: urlOf(candidateApplicationEndpoints.apply), payload: applicationInput(posting) };
      },
    },
  ],
  [
    candidateMessagesEndpoints.candidateMessages,
    {
      make: ({ applicationId }) => ({
        url: urlOf(candidateMessagesEndpoints.candidateMessages, { params: { id: applicationId } }),
      }),
    },
  ],
  [
    candidateMessagesEndpoints.candidateAttachment,
    {
      make: async ({ admin, applicationId }) => {
        const params = await sentAttachment(admin.token, applicationId);
        // The candidate reaches a file once the e-mail carrying it has gone out to them.
        await db.update(outbox).set({ state: 'sent', sentAt: new Date() }).where(eq(outbox.id, params.id));
        return { url: urlOf(candidateMessagesEndpoints.candidateAttachment, { params }) };
      },
    },
  ],
  [
    candidateMessagesEndpoints.sendCandidateMessage,
    {
      make: ({ applicationId }) => ({
        url: urlOf(candidateMessagesEndpoints.sendCandidateMessage, { params: { id: applicationId } }),
        payload: { body: 'Thursday works for me.' },
      }),
    },
  ],
  [candidateApplicationEndpoints.listOwn, { make: () => ({ url: urlOf(candidateApplicationEndpoints.listOwn) }) }],
  [
    candidateApplicationEndpoints.answerOffer,
    {
      make: ({ applicationId }) => ({
        url: urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }),
        payload: { answer: 'accept', full_name: 'Ada Lovelace' },
      }),
    },
  ],
  [
    candidateApplicationEndpoints.withdraw,
    {
      make: async () => {
        const applicationId = await makeApplication(app, tokens.candidate.token, await freshPosting());
        return { url: urlOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }), payload: {} };
      },
    },
  ],
  [candidateApplicationEndpoints.defaults, { make: () => ({ url: urlOf(candidateApplicationEndpoints.defaults) }) }],
  [
    candidateApplicationEndpoints.draft,
    {
      make: ({ posting }) => ({
        url: urlOf(candidateApplicationEndpoints.draft, { params: { posting_id: posting.id } }),
      }),
    },
  ],
  [
    candidateApplicationEndpoints.saveDraft,
    {
      make: async () => ({
        url: urlOf(candidateApplicationEndpoints.saveDraft, { params: { posting_id: (await freshPosting()).id } }),
        payload: { step: 'Personal Information', values: {} },
      }),
    },
  ],
  [
    candidateApplicationEndpoints.discardDraft,
    {
      make: async () => {
        const url = urlOf(candidateApplicationEndpoints.discardDraft, {
          params: { posting_id: (await freshPosting()).id },
        });
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
        url: urlOf(candidateApplicationEndpoints.saveDraftResume, {
          params: { posting_id: (await freshPosting()).id },
        }),
        payload: { resume: dataUrl(samplePdf()), name: 'resume.pdf' },
      }),
    },
  ],
  [applicationEndpoints.list, { make: () => ({ url: urlOf(applicationEndpoints.list) }) }],
  [applicationEndpoints.sources, { make: () => ({ url: urlOf(applicationEndpoints.sources) }) }],
  [
    applicationEndpoints.list,
    {
      variant: 'application_id',
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }),
      }),
    },
  ],
  [
    applicationEndpoints.changeStatus,
    {
      record: true,
      make: async () => {
        const applicationId = await makeApplication(app, tokens.candidate.token, await freshPosting());
        return {
          url: urlOf(applicationEndpoints.changeStatus),
          payload: { id: applicationId, status: 'Under Review', offer: '' },
        };
      },
    },
  ],
  [
    applicationEndpoints.sendEmail,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(applicationEndpoints.sendEmail),
        payload: { id: applicationId, subject: 'Hello', message: '<p>Hello</p>' },
      }),
    },
  ],
  [pipelineEndpoints.stages, { make: () => ({ url: urlOf(pipelineEndpoints.stages) }) }],
  [
    pipelineEndpoints.saveStages,
    {
      make: async () => {
        const stages = await app.inject({
          ...requestOf(pipelineEndpoints.stages),
          headers: { authorization: fixture.admin.token },
        });
        return {
          url: urlOf(pipelineEndpoints.saveStages),
          payload: { stages: stages.json<{ data: object[] }>().data },
        };
      },
    },
  ],
  [
    pipelineEndpoints.board,
    {
      record: true,
      make: ({ posting }) => ({ url: urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }) }),
    },
  ],
  [
    pipelineEndpoints.move,
    {
      record: true,
      make: async () => {
        const applicationId = await makeApplication(app, tokens.candidate.token, await freshPosting());
        const review = await stageOf('Under Review');
        return { url: urlOf(pipelineEndpoints.move), payload: { id: applicationId, stage_id: review.id } };
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
          ...requestOf(applicationEndpoints.changeStatus),
          headers: { authorization: fixture.admin.token },
          payload: { id: applicationId, status: 'Not Selected', offer: '' },
        });
        const undo = moved.json<{ undo?: { status_change_id: string } }>().undo;
        return { url: urlOf(pipelineEndpoints.undoMove), payload: { status_change_id: undo!.status_change_id } };
      },
    },
  ],
  [
    pipelineEndpoints.stillInPipeline,
    {
      record: true,
      make: ({ posting }) => ({ url: urlOf(pipelineEndpoints.stillInPipeline, { query: { posting_id: posting.id } }) }),
    },
  ],
  [
    pipelineEndpoints.bulkMove,
    {
      make: async () => ({
        url: urlOf(pipelineEndpoints.bulkMove),
        payload: { ids: [fixture.applicationId], stage_id: (await stageOf('Under Review')).id },
      }),
    },
  ],
  [scorecardEndpoints.templates, { make: () => ({ url: urlOf(scorecardEndpoints.templates) }) }],
  [
    scorecardEndpoints.createTemplate,
    { make: () => ({ url: urlOf(scorecardEndpoints.createTemplate), payload: scorecardTemplateInput }) },
  ],
  [
    scorecardEndpoints.updateTemplate,
    {
      record: true,
      make: async () => ({
        url: urlOf(scorecardEndpoints.updateTemplate, { params: { id: await freshScorecardTemplate() } }),
        payload: scorecardTemplateInput,
      }),
    },
  ],
  [
    scorecardEndpoints.archiveTemplate,
    {
      record: true,
      make: async () => ({
        url: urlOf(scorecardEndpoints.archiveTemplate, { params: { id: await freshScorecardTemplate() } }),
      }),
    },
  ],
  [
    scorecardEndpoints.attachToStage,
    {
      record: true,
      make: async () => ({
        url: urlOf(scorecardEndpoints.attachToStage, { params: { id: (await stageOf('Under Review')).id } }),
        payload: { template_id: null },
      }),
    },
  ],
  [
    scorecardEndpoints.postingStageTemplates,
    {
      record: true,
      make: ({ posting }) => ({ url: urlOf(scorecardEndpoints.postingStageTemplates, { params: { id: posting.id } }) }),
    },
  ],
  [
    scorecardEndpoints.attachToPostingStage,
    {
      record: true,
      make: async ({ posting }) => ({
        url: urlOf(scorecardEndpoints.attachToPostingStage, {
          params: { id: posting.id, stage_id: (await stageOf('Under Review')).id },
        }),
        payload: { template_id: null },
      }),
    },
  ],
  [
    scorecardEndpoints.attachToInterview,
    {
      record: true,
      make: async (_fixture, caller) => ({
        url: urlOf(scorecardEndpoints.attachToInterview, { params: { id: await interviewOn(caller) } }),
        payload: { template_id: null },
      }),
    },
  ],
  [
    scorecardEndpoints.ofApplication,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(scorecardEndpoints.ofApplication, { params: { id: applicationId } }),
      }),
    },
  ],
  [
    scorecardEndpoints.saveMine,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(scorecardEndpoints.saveMine, { params: { id: applicationId } }),
        payload: {},
      }),
    },
  ],
  [
    scorecardEndpoints.comparison,
    {
      record: true,
      make: ({ posting }) => ({ url: urlOf(scorecardEndpoints.comparison, { params: { id: posting.id } }) }),
    },
  ],
  [
    candidateHistoryEndpoints.related,
    {
      record: true,
      make: ({ applicationId }) => ({
        url: urlOf(candidateHistoryEndpoints.related, { params: { id: applicationId } }),
      }),
    },
  ],
];

const scorecardTemplateInput = { name: 'Screen', sections: [{ name: 'Fit', criteria: [{ name: 'Motivation' }] }] };

/** A new scorecard template of the fixture's company. */
async function freshScorecardTemplate(): Promise<string> {
  const created = await app.inject({
    ...requestOf(scorecardEndpoints.createTemplate),
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
    ...requestOf(webhookEndpoints.create),
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
    ...requestOf(templateEndpoints.create),
    headers: { authorization: fixture.admin.token },
    payload: template,
  });
  return created.json<{ data: { id: string } }>().data.id;
}

const offerTemplate = { name: 'Standard', body: 'Dear {{candidate_name}}, welcome aboard.' };

async function freshOfferTemplate(): Promise<string> {
  const created = await app.inject({
    ...requestOf(offerTemplateEndpoints.create),
    headers: { authorization: fixture.admin.token },
    payload: offerTemplate,
  });
  return created.json<{ data: { id: string } }>().data.id;
}

async function stageOf(phase: string): Promise<{ id: string }> {
  const stages = await app.inject({
    ...requestOf(pipelineEndpoints.stages),
    headers: { authorization: fixture.admin.token },
  });
  return stages.json<{ data: { id: string; phase: string }[] }>().data.find((stage) => stage.phase === phase)!;
}

/** A note on the application by the caller when they may write one there, else by the Admin. */
async function noteBy(caller: Caller, applicationId: string): Promise<string> {
  const author = isMember(caller) && !hiddenFrom(caller) ? caller : 'admin';
  const written = await app.inject({
    ...requestOf(activityEndpoints.addNote, { params: { id: applicationId } }),
    headers: { authorization: tokens[author].token },
    payload: { body: 'A note' },
  });
  return written.json<{ data: { id: string } }>().data.id;
}

/** The caller's notification of the fixture's application, or an id of nobody's for a caller who has none. */
async function ownNotification(caller: Caller): Promise<string> {
  const listed =
    isMember(caller) &&
    (await app.inject({ ...requestOf(notificationEndpoints.list), headers: { authorization: tokens[caller].token } }));
  return (listed && listed.json<{ data: { id: string }[] }>().data[0]?.id) || '00000000-0000-4000-8000-000000000000';
}

/** A calendar of the caller's own, straight into its table: the matrix's app reads no calendar on this machine. */
async function ownCalendar(caller: Caller): Promise<string> {
  const owner = caller === 'anonymous' ? fixture.admin : tokens[caller];
  const [calendar] = await db
    .insert(calendarConnections)
    .values({ userId: await userIdOf(db, owner.email), kind: 'ics', label: 'calendar.invalid', sealedUrl: 'sealed' })
    .returning({ id: calendarConnections.id });
  return calendar!.id;
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
    ...requestOf(interviewEndpoints.schedule, { params: { id: fixture.applicationId } }),
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

/** A message from the company's Admin to the application's candidate with a PDF attached: its and the file's ids. */
async function sentAttachment(adminToken: string, applicationId: string) {
  const uploaded = await app.inject({
    ...requestOf(messagesEndpoints.uploadAttachment),
    headers: { authorization: adminToken },
    payload: { name: 'Directions.pdf', file: dataUrl(samplePdf(1)) },
  });
  const fileId = uploaded.json<{ data: { id: string } }>().data.id;
  const sent = await app.inject({
    ...requestOf(messagesEndpoints.sendMessage, { params: { id: applicationId } }),
    headers: { authorization: adminToken },
    payload: { body: 'The directions.', attachments: [fileId] },
  });
  return { id: sent.json<{ data: { id: string } }>().data.id, attachment_id: fileId };
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
    ...requestOf(applicationEndpoints.list, { query: { application_id: fixture.applicationId, resume: 'url' } }),
    headers: { authorization: admin.token },
  });
  fixture.resumeFileId = detail.json<{ data: { resume_url: string } }>().data.resume_url.split('/').pop()!;
  Object.assign(tokens, members, { hiring_manager_elsewhere: elsewhere, other_company: other, candidate });
  for (const scope of API_TOKEN_SCOPE_NAMES) apiTokens[scope] = (await makeApiToken(app, admin.token, [scope])).token;
  const removed = await extraAdmin(admin, 'Rhea Removed');
  powerlessTokens['token of a removed Admin'] = (await makeApiToken(app, removed.token, API_TOKEN_SCOPE_NAMES)).token;
  await app.inject({
    ...requestOf(teamEndpoints.remove, { params: { id: removed.id } }),
    headers: { authorization: admin.token },
  });
  const demoted = await extraAdmin(admin, 'Dana Demoted');
  powerlessTokens['token of a demoted Admin'] = (await makeApiToken(app, demoted.token, API_TOKEN_SCOPE_NAMES)).token;
  await db.update(users).set({ memberRole: 'interviewer' }).where(eq(users.id, demoted.id));
  // Rejections wait a few minutes with their e-mail, so that a move can be undone.
  const stages = await app.inject({ ...requestOf(pipelineEndpoints.stages), headers: { authorization: admin.token } });
  const templateId = await freshTemplate();
  await app.inject({
    ...requestOf(pipelineEndpoints.saveStages),
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
    // A row's call is its own endpoint's: the URL the row built matches the route it stands for.
    const pattern = new RegExp(`^${key.split(' ')[1]!.split('?')[0]!.replace(/:\w+/g, '[^/]+')}/?(\\?|$)`);
    for (const caller of callers) {
      call = await route.make!(fixture, caller);
      expect(call.url).toMatch(pattern);
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
        headers: { ...call.headers, ...(token ? { authorization: token } : {}) },
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
        headers: { ...call!.headers, authorization: `Bearer ${apiTokens[scope]}` },
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
        headers: { ...call!.headers, authorization: `Bearer ${token}` },
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
