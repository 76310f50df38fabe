import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCORECARD_MESSAGES } from '../../shared/scorecards.js';
import { scorecards } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { makeInterview } from '../test/factories-interviews.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany, type TestMember } from '../test/factories-team.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { candidateInterviewEndpoints, interviewEndpoints } from '../../shared/interviews-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

interface Read {
  author: { name: string };
  status: string;
  template?: { version: number; name: string; sections: { criteria: { id: string; name: string }[] }[] };
  ratings?: Record<string, { rating: string | null; note: string }>;
  recommendation?: string | null;
  summary?: string;
  history?: { recommendation: string | null }[];
}

interface ScorecardsRead {
  scorecards: Read[];
  mine: Read[];
  summary: { submitted: number; expected: number; recommendations?: Record<string, number> };
  others_hidden: boolean;
}

/** A company whose posting's hiring team is a Hiring Manager and two Interviewers, and one application to it. */
async function makeTeam() {
  const admin = await makeCompany(app);
  await confirmCompany(app, db, admin);
  const recruiter = await addMember(app, db, admin.token, 'recruiter', 'Rita Recruiter');
  const manager = await addMember(app, db, admin.token, 'hiring_manager', 'Hana Manager');
  const interviewer = await addMember(app, db, admin.token, 'interviewer', 'Ivan Interviewer');
  const other = await addMember(app, db, admin.token, 'interviewer', 'Olga Interviewer');
  const posting = await makePosting(app, admin.token, { hiring_team: [manager.id, interviewer.id, other.id] });
  const applicationId = await makeApplication(app, (await makeCandidate(app)).token, posting);
  return { admin, recruiter, manager, interviewer, other, posting, applicationId };
}

const save = (token: string, applicationId: string, payload: object) =>
  app.inject({
    ...requestOf(scorecardEndpoints.saveMine, { params: { id: applicationId } }),
    headers: { authorization: token },
    payload,
  });

async function read(token: string, applicationId: string): Promise<ScorecardsRead> {
  const response = await app.inject({
    ...requestOf(scorecardEndpoints.ofApplication, { params: { id: applicationId } }),
    headers: { authorization: token },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ScorecardsRead }>().data;
}

async function setVisibility(token: string, visibility: string) {
  const saved = await app.inject({
    ...requestOf(profileEndpoints.saveCompany),
    headers: { authorization: token },
    payload: { scorecard_visibility: visibility },
  });
  expect(saved.statusCode).toBe(200);
}

const submitYes = { recommendation: 'yes', summary: 'Solid on every point we asked.', submit: true };

/** The content a reader kept from the others' scorecards must not find in the answer. */
const CONTENT = ['ratings', 'recommendation', 'summary', 'template', 'history'];

describe('the others’ scorecards, after submitting your own (the default)', async () => {
  const team = await makeTeam();
  expect((await save(team.other.token, team.applicationId, submitYes)).statusCode).toBe(200);

  it('leaves their content out for a Hiring Manager and an Interviewer who have not submitted', async () => {
    for (const member of [team.manager, team.interviewer]) {
      const seen = await read(member.token, team.applicationId);
      expect(seen.others_hidden).toBe(true);
      expect(seen.scorecards).toHaveLength(1);
      expect(seen.scorecards[0]!.author.name).toBe('Olga Interviewer');
      expect(seen.scorecards[0]!.status).toBe('submitted');
      for (const key of CONTENT) expect(seen.scorecards[0]).not.toHaveProperty(key);
      expect(seen.summary).toEqual({ submitted: 1, expected: 1 });
    }
  });

  it('shows everything to Admins and Recruiters', async () => {
    for (const member of [team.admin, team.recruiter]) {
      const seen = await read(member.token, team.applicationId);
      expect(seen.others_hidden).toBe(false);
      expect(seen.scorecards[0]).toMatchObject({ recommendation: 'yes', summary: submitYes.summary });
      expect(seen.summary.recommendations).toEqual({ strong_no: 0, no: 0, yes: 1, strong_yes: 0 });
    }
  });

  it('keeps them hidden while the reader’s own is a draft, and shows them once it is submitted', async () => {
    const draft = await save(team.interviewer.token, team.applicationId, { summary: 'Half written' });
    expect(draft.statusCode).toBe(200);
    const whileDrafting = await read(team.interviewer.token, team.applicationId);
    expect(whileDrafting.others_hidden).toBe(true);
    for (const key of CONTENT) expect(whileDrafting.scorecards[0]).not.toHaveProperty(key);
    // Their own draft reads back whole: a reload loses nothing.
    expect(whileDrafting.mine).toMatchObject([{ status: 'draft', summary: 'Half written' }]);

    await save(team.interviewer.token, team.applicationId, { recommendation: 'no', summary: 'Not yet', submit: true });
    const after = await read(team.interviewer.token, team.applicationId);
    expect(after.others_hidden).toBe(false);
    expect(after.scorecards.map((each) => each.recommendation)).toEqual(['yes', 'no']);
    expect(after.summary).toEqual({
      submitted: 2,
      expected: 2,
      recommendations: { strong_no: 0, no: 1, yes: 1, strong_yes: 0 },
    });
  });

  it('counts the submitted recommendations on the board’s card, for those who may read them', async () => {
    const cardFor = async (token: string) => {
      const board = await app.inject({
        ...requestOf(pipelineEndpoints.board, { query: { posting_id: team.posting.id } }),
        headers: { authorization: token },
      });
      const columns = board.json<{ data: { cards: { application_id: string; scorecards: object }[] }[] }>().data;
      return columns.flatMap((column) => column.cards).find((card) => card.application_id === team.applicationId)!;
    };
    expect((await cardFor(team.recruiter.token)).scorecards).toEqual({
      submitted: 2,
      recommendations: { strong_no: 0, no: 1, yes: 1, strong_yes: 0 },
    });
    expect((await cardFor(team.manager.token)).scorecards).toEqual({ submitted: 2 });
    expect((await cardFor(team.interviewer.token)).scorecards).toMatchObject({
      submitted: 2,
      recommendations: { no: 1 },
    });
  });

  it('answers the setting on the company profile', async () => {
    const profile = await app.inject({
      ...requestOf(profileEndpoints.company),
      headers: { authorization: team.admin.token },
    });
    expect(profile.json<{ data: { scorecard_visibility: string } }>().data.scorecard_visibility).toBe('after_own');
  });
});

describe('the company’s setting for the others’ scorecards', async () => {
  const team = await makeTeam();

  it('“always” shows them to a Hiring Manager who has written nothing', async () => {
    await setVisibility(team.admin.token, 'always');
    await save(team.other.token, team.applicationId, submitYes);
    const seen = await read(team.manager.token, team.applicationId);
    expect(seen.others_hidden).toBe(false);
    expect(seen.scorecards[0]).toMatchObject({ recommendation: 'yes' });
  });

  it('“never” keeps them from an Interviewer even after their own, but not from an Admin', async () => {
    await setVisibility(team.admin.token, 'never');
    await save(team.interviewer.token, team.applicationId, submitYes);
    const seen = await read(team.interviewer.token, team.applicationId);
    expect(seen.others_hidden).toBe(true);
    const theirs = seen.scorecards.find((each) => each.author.name === 'Olga Interviewer')!;
    for (const key of CONTENT) expect(theirs).not.toHaveProperty(key);
    // Their own is always theirs to read.
    expect(seen.scorecards.find((each) => each.author.name === 'Ivan Interviewer')).toMatchObject({
      recommendation: 'yes',
    });
    expect((await read(team.admin.token, team.applicationId)).others_hidden).toBe(false);
  });

  it('refuses a value it does not know', async () => {
    const admin = await makeCompany(app);
    const saved = await app.inject({
      ...requestOf(profileEndpoints.saveCompany),
      headers: { authorization: admin.token },
      payload: { scorecard_visibility: 'sometimes' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ fields: Record<string, string> }>().fields.scorecard_visibility).toBe(
      SCORECARD_MESSAGES.visibility,
    );
  });
});

describe('writing a scorecard', async () => {
  const team = await makeTeam();

  it('needs an overall recommendation to submit, and a written reason for a Strong one, and stores nothing else', async () => {
    const unrated = await save(team.manager.token, team.applicationId, { summary: 'Fine', submit: true });
    expect(unrated.statusCode).toBe(400);
    expect(unrated.json<{ fields: Record<string, string> }>().fields.recommendation).toBe(
      SCORECARD_MESSAGES.recommendation,
    );
    const strong = await save(team.manager.token, team.applicationId, { recommendation: 'strong_yes', submit: true });
    expect(strong.statusCode).toBe(400);
    expect(strong.json<{ fields: Record<string, string> }>().fields.summary).toBe(SCORECARD_MESSAGES.strongReason);
    expect((await read(team.manager.token, team.applicationId)).mine).toEqual([]);
  });

  it('may be changed for 24 hours after it is submitted, each change kept, and is then locked', async () => {
    await save(team.manager.token, team.applicationId, submitYes);
    const staysSubmitted = await save(team.manager.token, team.applicationId, { recommendation: 'no' });
    expect(staysSubmitted.statusCode).toBe(409);
    const changed = await save(team.manager.token, team.applicationId, {
      recommendation: 'strong_no',
      summary: 'On second thought, no.',
      submit: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: Read }>().data.history!.map((each) => each.recommendation)).toEqual([
      'yes',
      'strong_no',
    ]);

    const manager = eq(scorecards.authorId, team.manager.id);
    await db
      .update(scorecards)
      .set({ submittedAt: sql`now() - interval '25 hours'` })
      .where(manager);
    const late = await save(team.manager.token, team.applicationId, submitYes);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe(SCORECARD_MESSAGES.locked);
    const [mine] = (await read(team.manager.token, team.applicationId)).mine;
    expect(mine).toMatchObject({ status: 'locked', recommendation: 'strong_no' });
  });

  it('keeps the questions it answered when its template changes, and after the template is archived', async () => {
    const created = await app.inject({
      ...requestOf(scorecardEndpoints.createTemplate),
      headers: { authorization: team.recruiter.token },
      payload: {
        name: 'Design',
        sections: [{ name: 'Craft', criteria: [{ name: 'Layout', hint: 'Uses space well' }] }],
      },
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<{ data: { template_id: string; sections: { criteria: { id: string }[] }[] } }>().data;
    const layout = template.sections[0]!.criteria[0]!.id;
    const written = await save(team.interviewer.token, team.applicationId, {
      template_id: template.template_id,
      ratings: { [layout]: { rating: 'strong_yes', note: 'Clean grid' } },
      recommendation: 'yes',
      submit: true,
    });
    expect(written.statusCode).toBe(200);

    const edited = await app.inject({
      ...requestOf(scorecardEndpoints.updateTemplate, { params: { id: template.template_id } }),
      headers: { authorization: team.admin.token },
      payload: { name: 'Design v2', sections: [{ name: 'Craft', criteria: [{ name: 'Typography' }] }] },
    });
    expect(edited.json<{ data: { version: number } }>().data.version).toBe(2);
    const archived = await app.inject({
      ...requestOf(scorecardEndpoints.archiveTemplate, { params: { id: template.template_id } }),
      headers: { authorization: team.admin.token },
    });
    expect(archived.statusCode).toBe(200);
    const listed = await app.inject({
      ...requestOf(scorecardEndpoints.templates),
      headers: { authorization: team.admin.token },
    });
    expect(listed.json<{ data: { name: string }[] }>().data.map((each) => each.name)).toEqual([
      'General screen',
      'Technical interview',
    ]);

    const [mine] = (await read(team.interviewer.token, team.applicationId)).mine;
    expect(mine!.template).toMatchObject({ version: 1, name: 'Design' });
    expect(mine!.template!.sections[0]!.criteria.map((each) => each.name)).toEqual(['Layout']);
    expect(mine!.ratings).toEqual({ [layout]: { rating: 'strong_yes', note: 'Clean grid' } });
  });

  it('takes the template attached to the application’s stage, and refuses a criterion it does not ask', async () => {
    const templates = await app.inject({
      ...requestOf(scorecardEndpoints.templates),
      headers: { authorization: team.admin.token },
    });
    const technical = templates
      .json<{ data: { template_id: string; name: string }[] }>()
      .data.find((each) => each.name === 'Technical interview')!;
    const stages = await app.inject({
      ...requestOf(pipelineEndpoints.stages),
      headers: { authorization: team.admin.token },
    });
    const first = stages.json<{ data: { id: string }[] }>().data[0]!;
    const attached = await app.inject({
      ...requestOf(scorecardEndpoints.attachToPostingStage, { params: { id: team.posting.id, stage_id: first.id } }),
      headers: { authorization: team.recruiter.token },
      payload: { template_id: technical.template_id },
    });
    expect(attached.statusCode).toBe(200);

    const stranger = await save(team.other.token, team.applicationId, {
      ratings: { '00000000-0000-4000-8000-000000000000': { rating: 'yes' } },
    });
    expect(stranger.statusCode).toBe(400);
    const drafted = await save(team.other.token, team.applicationId, {});
    expect(drafted.json<{ data: Read }>().data.template).toMatchObject({ name: 'Technical interview' });
  });

  it('answers the template a company stage asks for in every posting with the company’s stages', async () => {
    const templates = await app.inject({
      ...requestOf(scorecardEndpoints.templates),
      headers: { authorization: team.recruiter.token },
    });
    const [template] = templates.json<{ data: { template_id: string }[] }>().data;
    const stagesOf = async () =>
      (
        await app.inject({ ...requestOf(pipelineEndpoints.stages), headers: { authorization: team.recruiter.token } })
      ).json<{ data: { id: string; scorecard_template_id: string | null }[] }>().data;
    const [first, second] = await stagesOf();
    const attach = (templateId: string | null) =>
      app.inject({
        ...requestOf(scorecardEndpoints.attachToStage, { params: { id: second!.id } }),
        headers: { authorization: team.recruiter.token },
        payload: { template_id: templateId },
      });

    expect((await attach(template!.template_id)).statusCode).toBe(200);
    const attached = await stagesOf();
    expect(attached.find((stage) => stage.id === second!.id)!.scorecard_template_id).toBe(template!.template_id);
    expect(attached.find((stage) => stage.id === first!.id)!.scorecard_template_id).toBeNull();
    expect((await attach(null)).statusCode).toBe(200);
    expect((await stagesOf()).find((stage) => stage.id === second!.id)!.scorecard_template_id).toBeNull();
  });
});

describe('who may read and write them', async () => {
  const team = await makeTeam();
  const elsewhere: TestMember = await addMember(app, db, team.admin.token, 'hiring_manager', 'Off Team');
  const otherCompany = await makeCompany(app, { name: 'Another Company' });

  it('answers 404 to another company’s Admin and to a member off the posting’s team', async () => {
    for (const token of [otherCompany.token, elsewhere.token]) {
      const seen = await app.inject({
        ...requestOf(scorecardEndpoints.ofApplication, { params: { id: team.applicationId } }),
        headers: { authorization: token },
      });
      expect(seen.statusCode).toBe(404);
      expect((await save(token, team.applicationId, submitYes)).statusCode).toBe(404);
    }
    const templates = await app.inject({
      ...requestOf(scorecardEndpoints.templates),
      headers: { authorization: team.admin.token },
    });
    const id = templates.json<{ data: { template_id: string }[] }>().data[0]!.template_id;
    const changed = await app.inject({
      ...requestOf(scorecardEndpoints.updateTemplate, { params: { id } }),
      headers: { authorization: otherCompany.token },
      payload: { name: 'Mine now', sections: [{ name: 'A', criteria: [{ name: 'B' }] }] },
    });
    expect(changed.statusCode).toBe(404);
  });

  it('lets only Admins and Recruiters change templates', async () => {
    const created = await app.inject({
      ...requestOf(scorecardEndpoints.createTemplate),
      headers: { authorization: team.manager.token },
      payload: { name: 'Mine', sections: [{ name: 'A', criteria: [{ name: 'B' }] }] },
    });
    expect(created.statusCode).toBe(403);
  });
});

describe('scorecards on the timeline', async () => {
  const team = await makeTeam();
  await save(team.other.token, team.applicationId, submitYes);
  await save(team.other.token, team.applicationId, { ...submitYes, recommendation: 'no' });
  await db
    .update(scorecards)
    .set({ submittedAt: sql`now() - interval '25 hours'` })
    .where(eq(scorecards.authorId, team.other.id));

  const scorecardEventsFor = async (token: string) => {
    const timeline = await app.inject({
      ...requestOf(activityEndpoints.timeline, { params: { id: team.applicationId } }),
      headers: { authorization: token },
    });
    return timeline.json<{ data: { kind: string }[] }>().data.filter((event) => event.kind === 'scorecard');
  };

  it('shows submitting, changing and locking, with the recommendation only to those who may read it', async () => {
    expect(await scorecardEventsFor(team.admin.token)).toEqual([
      expect.objectContaining({ action: 'locked', by: 'Olga Interviewer' }),
      { kind: 'scorecard', at: expect.any(String), by: 'Olga Interviewer', action: 'submitted', recommendation: 'yes' },
      { kind: 'scorecard', at: expect.any(String), by: 'Olga Interviewer', action: 'changed', recommendation: 'no' },
    ]);
    expect(await scorecardEventsFor(team.manager.token)).toEqual([
      { kind: 'scorecard', at: expect.any(String), by: 'Olga Interviewer', action: 'locked' },
      { kind: 'scorecard', at: expect.any(String), by: 'Olga Interviewer', action: 'submitted' },
      { kind: 'scorecard', at: expect.any(String), by: 'Olga Interviewer', action: 'changed' },
    ]);
  });
});

describe('an interview’s own template', () => {
  it('is answered with the interview to its members, by id and name, and never to its candidate', async () => {
    const interview = await makeInterview(app, db, { startsAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
    const { token } = interview.admin;
    const readInterview = async () => {
      const response = await app.inject({
        ...requestOf(interviewEndpoints.get, { params: { id: interview.id } }),
        headers: { authorization: token },
      });
      return response.json<{ data: { scorecard_template: { id: string; name: string } | null } }>().data;
    };
    expect((await readInterview()).scorecard_template).toBeNull();
    const templates = await app.inject({
      ...requestOf(scorecardEndpoints.templates),
      headers: { authorization: token },
    });
    const technical = templates
      .json<{ data: { template_id: string; name: string }[] }>()
      .data.find((each) => each.name === 'Technical interview')!;
    const attached = await app.inject({
      ...requestOf(scorecardEndpoints.attachToInterview, { params: { id: interview.id } }),
      headers: { authorization: token },
      payload: { template_id: technical.template_id },
    });
    expect(attached.statusCode).toBe(200);
    expect((await readInterview()).scorecard_template).toEqual({
      id: technical.template_id,
      name: 'Technical interview',
    });
    const own = await app.inject({
      ...requestOf(candidateInterviewEndpoints.listOwn),
      headers: { authorization: interview.candidate.token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: object[] }>().data[0]).not.toHaveProperty('scorecard_template');
  });
});
