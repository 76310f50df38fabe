import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES, type Note, type TimelineEvent } from '../../shared/notes.js';
import { type EmailTemplate, TEMPLATE_MESSAGES } from '../../shared/templates.js';
import { outbox } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { addMember } from '../test/factories-team.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.recipient, email));

async function setup() {
  const admin = await makeCompany(app, { name: 'Acme Robotics' });
  const manager = await addMember(app, db, admin.token, 'hiring_manager', 'Hana Manager');
  const interviewer = await addMember(app, db, admin.token, 'interviewer', 'Ivan Interviewer');
  const elsewhere = await addMember(app, db, admin.token, 'hiring_manager', 'Helen Elsewhere');
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, admin.token, {
    title: 'Backend Engineer',
    hiring_team: [manager.id, interviewer.id],
  });
  const applicationId = await makeApplication(app, candidate.token, posting);
  return { admin, manager, interviewer, elsewhere, candidate, applicationId };
}

describe('notes', () => {
  it('mention members by e-mail, only those who may see the application, and never show to candidates', async () => {
    const { admin, manager, interviewer, elsewhere, candidate, applicationId } = await setup();
    const written = await call(
      'POST',
      urlOf(activityEndpoints.addNote, { params: { id: applicationId } }),
      interviewer.token,
      {
        body: '@Hana Manager @Helen Elsewhere strong SQL, <b>weak</b> tests',
        mentions: [manager.id, elsewhere.id],
      },
    );
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json<{ data: Note }>().data).toMatchObject({
      body: '@Hana Manager @Helen Elsewhere strong SQL, <b>weak</b> tests',
      author: { id: interviewer.id, name: 'Ivan Interviewer' },
      mine: true,
      mentions: [
        { id: manager.id, name: 'Hana Manager' },
        { id: elsewhere.id, name: 'Helen Elsewhere' },
      ],
    });
    const [mention] = (await mailsTo(manager.email)).filter((mail) => mail.subject.includes('mentioned you'));
    expect(mention).toMatchObject({ subject: 'Ivan Interviewer mentioned you about Ada Lovelace (Backend Engineer)' });
    expect(mention!.textBody).toContain(`/candidate/${applicationId}`);
    // Helen is off the posting's hiring team: she is not told about an application she cannot open.
    const toElsewhere = await mailsTo(elsewhere.email);
    expect(toElsewhere.filter((mail) => mail.subject.includes('mentioned you'))).toEqual([]);

    const listed = (
      await call('GET', urlOf(activityEndpoints.notes, { params: { id: applicationId } }), admin.token)
    ).json<{
      data: Note[];
    }>().data;
    expect(listed).toEqual([
      expect.objectContaining({ mine: false, author: expect.objectContaining({ name: 'Ivan Interviewer' }) }),
    ]);
    expect(
      (await call('GET', urlOf(activityEndpoints.notes, { params: { id: applicationId } }), elsewhere.token))
        .statusCode,
    ).toBe(404);
    const own = await call(
      'GET',
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
      candidate.token,
    );
    expect(own.body).not.toContain('strong SQL');
    expect(
      (await call('GET', urlOf(activityEndpoints.notes, { params: { id: applicationId } }), candidate.token))
        .statusCode,
    ).toBe(403);
  });

  it('are edited and deleted by their author only, and refuse mentions outside the company', async () => {
    const { admin, manager, applicationId } = await setup();
    const other = await makeCompany(app);
    const outsider = await addMember(app, db, other.token, 'recruiter');
    const refused = await call(
      'POST',
      urlOf(activityEndpoints.addNote, { params: { id: applicationId } }),
      manager.token,
      {
        body: 'Ask @them',
        mentions: [outsider.id],
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(NOTE_MESSAGES.mentionOutside);

    const note = (
      await call('POST', urlOf(activityEndpoints.addNote, { params: { id: applicationId } }), manager.token, {
        body: 'First thoughts',
      })
    ).json<{ data: Note }>().data;
    const byOther = await call(
      'PUT',
      urlOf(activityEndpoints.editNote, { params: { id: applicationId, note_id: note.id } }),
      admin.token,
      {
        body: 'Rewritten',
      },
    );
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json<{ error: string }>().error).toBe(NOTE_MESSAGES.notAuthor);
    expect(
      (
        await call(
          'DELETE',
          urlOf(activityEndpoints.removeNote, { params: { id: applicationId, note_id: note.id } }),
          admin.token,
        )
      ).statusCode,
    ).toBe(403);

    const edited = await call(
      'PUT',
      urlOf(activityEndpoints.editNote, { params: { id: applicationId, note_id: note.id } }),
      manager.token,
      {
        body: 'Second thoughts, @Acme',
        mentions: [
          (await call('GET', urlOf(profileEndpoints.company), admin.token)).json<{ data: { member: { id: string } } }>()
            .data.member.id,
        ],
      },
    );
    expect(edited.json<{ data: Note }>().data.body).toBe('Second thoughts, @Acme');
    expect((await mailsTo(admin.email)).filter((mail) => mail.subject.includes('mentioned you'))).toHaveLength(1);
    expect(
      (
        await call(
          'DELETE',
          urlOf(activityEndpoints.removeNote, { params: { id: applicationId, note_id: note.id } }),
          manager.token,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', urlOf(activityEndpoints.notes, { params: { id: applicationId } }), manager.token)).json<{
        data: [];
      }>().data,
    ).toEqual([]);
  });
});

describe('the timeline', () => {
  it('tells an application’s life in time order: submitted, moves with who, e-mails, notes, withdrawal', async () => {
    const { admin, manager, candidate, applicationId } = await setup();
    // The move's e-mail goes at once: a withdrawal would cancel one still held.
    await withoutUndoWindow(app, admin.token);
    await call('PUT', urlOf(applicationEndpoints.changeStatus), manager.token, {
      id: applicationId,
      status: 'Under Review',
      offer: '',
    });
    await call('POST', urlOf(activityEndpoints.addNote, { params: { id: applicationId } }), admin.token, {
      body: 'Looks promising',
    });
    await call('POST', urlOf(applicationEndpoints.sendEmail), manager.token, {
      id: applicationId,
      subject: 'A question',
      message: '<p>When can you start?</p>',
    });
    await app.inject({
      ...requestOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }),
      headers: { authorization: candidate.token },
      payload: { reason: 'Took another offer' },
    });
    const timeline = (
      await call('GET', urlOf(activityEndpoints.timeline, { params: { id: applicationId } }), admin.token)
    ).json<{
      data: TimelineEvent[];
    }>().data;
    expect(timeline.map((event) => event.kind)).toEqual([
      'submitted',
      'email',
      'moved',
      'email',
      'note',
      'email',
      'withdrawn',
    ]);
    expect(timeline).toContainEqual(
      expect.objectContaining({
        kind: 'moved',
        by: 'Hana Manager',
        from_status: 'Application Submitted',
        to_status: 'Under Review',
        from_stage: 'Application Submitted',
        to_stage: 'Under Review',
      }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'email', subject: 'A question', by: 'Hana Manager' }),
    );
    expect(timeline).toContainEqual(expect.objectContaining({ kind: 'note', body: 'Looks promising' }));
    expect(timeline).toContainEqual({ kind: 'withdrawn', at: expect.any(String), reason: 'Took another offer' });
    expect([...timeline].map((event) => event.at)).toEqual(timeline.map((event) => event.at).sort());
  });
});

describe('e-mail templates', () => {
  it('start with the defaults, merge for an application, and refuse unknown merge fields', async () => {
    const { admin, interviewer, applicationId } = await setup();
    const templates = (await call('GET', urlOf(templateEndpoints.list), admin.token)).json<{ data: EmailTemplate[] }>()
      .data;
    expect(templates.map((template) => template.name)).toEqual([
      'Application received',
      'Interview invitation',
      'Offer',
      'Rejection',
    ]);
    const invitation = templates[1]!;
    const preview = await call(
      'GET',
      urlOf(templateEndpoints.preview, { params: { id: invitation.id }, query: { application_id: applicationId } }),
      admin.token,
    );
    expect(preview.json()).toMatchObject({
      data: {
        subject: 'An interview for Backend Engineer at Acme Robotics',
        body: expect.stringContaining('Hello Ada,'),
      },
    });

    const unknown = await call('POST', urlOf(templateEndpoints.create), admin.token, {
      name: 'Typo',
      subject: 'Hi {{first_name}}',
      body: '<p>{{candidate_first_name}}, see you {{ date }}</p>',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe(TEMPLATE_MESSAGES.unknownFields(['first_name', 'date']));

    const created = await call('POST', urlOf(templateEndpoints.create), admin.token, {
      name: 'Hostile',
      subject: 'Hello {{candidate_first_name}}',
      body: '<p onclick="x()">Hi {{candidate_first_name}}</p><script>steal()</script>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ data: EmailTemplate }>().data.body).toBe('<p>Hi {{candidate_first_name}}</p>');
    // A candidate's name is text in the merged HTML, never markup.
    await db.execute(
      `UPDATE applications SET first_name = '<img src=x onerror=alert(1)>' WHERE id = '${applicationId}'`,
    );
    const merged = await call(
      'GET',
      urlOf(templateEndpoints.preview, {
        params: { id: created.json<{ data: EmailTemplate }>().data.id },
        query: { application_id: applicationId },
      }),
      admin.token,
    );
    expect(merged.json<{ data: { body: string } }>().data.body).toBe('<p>Hi &lt;img src=x onerror=alert(1)&gt;</p>');
    expect((await call('GET', urlOf(templateEndpoints.list), interviewer.token)).statusCode).toBe(403);
  });
});
