import { describe, expect, it } from 'vitest';
import type { ApplicationListItem } from '../../shared/applications.js';
import { PIPELINE_MESSAGES, type PipelineAnswer, type Stage } from '../../shared/pipeline.js';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { type Posting } from '../../shared/postings.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting, postingInput } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app } = await createTestApp();

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object, etag?: string) {
  return app.inject({
    method,
    url,
    headers: { authorization: token, ...(etag ? { 'if-none-match': etag } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function stagesOf(company: TestAccount): Promise<Stage[]> {
  return (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
}

async function boardOf(company: TestAccount, postingId: string): Promise<PipelineAnswer> {
  const response = await call(
    'GET',
    urlOf(pipelineEndpoints.board, { query: { posting_id: postingId } }),
    company.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PipelineAnswer>();
}

/** A company whose moves send their e-mails, and so show to candidates, at once. */
async function companyWithoutDelay(): Promise<TestAccount> {
  const company = await makeCompany(app);
  const stages = (await stagesOf(company)).map(({ id, name, phase }) => ({ id, name, phase }));
  const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
    stages,
    email_delay_minutes: 0,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return company;
}

/** An application to `posting` whose candidate has been sent an offer and answered it. */
async function answeredOffer(company: TestAccount, posting: Posting, answer: 'accept' | 'decline'): Promise<string> {
  const candidate = await makeCandidate(app);
  const applicationId = await makeApplication(app, candidate.token, posting);
  const sent = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
    id: applicationId,
    status: 'Offer Sent',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const answered = await call(
    'POST',
    urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }),
    candidate.token,
    {
      answer,
      full_name: 'Ada Lovelace',
    },
  );
  expect(answered.statusCode, answered.body).toBe(200);
  return applicationId;
}

/** The company's stages with a "Hired" stage standing for Offer Accepted added after Offer Sent. */
async function addHiredStage(company: TestAccount) {
  const stages: { id?: string; name: string; phase: string }[] = (await stagesOf(company)).map(
    ({ id, name, phase }) => ({ id, name, phase }),
  );
  const offerSent = stages.findIndex((stage) => stage.phase === 'Offer Sent');
  stages.splice(offerSent + 1, 0, { name: 'Hired', phase: 'Offer Accepted' });
  return call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, { stages });
}

describe('answered offers on the board and the lists', () => {
  it('show on the board card and the list item, move the kept board on, and are found by the status filter', async () => {
    const company = await companyWithoutDelay();
    const posting = await makePosting(app, company.token, { openings: 3 });
    const before = await call(
      'GET',
      urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }),
      company.token,
    );
    const accepted = await answeredOffer(company, posting, 'accept');
    const declined = await answeredOffer(company, posting, 'decline');

    const again = await call(
      'GET',
      urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }),
      company.token,
      undefined,
      before.headers.etag as string,
    );
    expect(again.statusCode).toBe(200);
    const board = again.json<PipelineAnswer>();
    const cards = board.data.flatMap((column) => column.cards);
    expect(cards.find((card) => card.application_id === accepted)?.status).toBe('Offer Accepted');
    expect(cards.find((card) => card.application_id === declined)?.status).toBe('Offer Declined');
    expect(board.posting).toMatchObject({ openings: 3, offers_accepted: 1, is_active: true });

    for (const [status, id] of [
      ['Offer Accepted', accepted],
      ['Offer Declined', declined],
    ] as const) {
      const list = await call('GET', urlOf(applicationEndpoints.list, { query: { status } }), company.token);
      const items = list.json<{ data: ApplicationListItem[] }>().data;
      expect(items.map((item) => [item.application_id, item.status])).toEqual([[id, status]]);
    }
  });
});

describe('a stage standing for Offer Accepted', () => {
  it('can be added as "Hired", takes the offers already accepted, and the next accepted offer lands in it', async () => {
    const company = await companyWithoutDelay();
    const posting = await makePosting(app, company.token);
    const earlier = await answeredOffer(company, posting, 'accept');
    const saved = await addHiredStage(company);
    expect(saved.statusCode, saved.body).toBe(200);
    const hired = saved.json<{ data: Stage[] }>().data.find((stage) => stage.name === 'Hired')!;
    expect(hired.phase).toBe('Offer Accepted');

    const later = await answeredOffer(company, posting, 'accept');
    const declined = await answeredOffer(company, posting, 'decline');
    const column = (await boardOf(company, posting.id)).data.find((stage) => stage.id === hired.id)!;
    expect(column.count).toBe(2);
    expect(column.cards.map((card) => card.application_id).sort()).toEqual([earlier, later].sort());
    const detail = await call(
      'GET',
      urlOf(applicationEndpoints.list, { query: { application_id: later } }),
      company.token,
    );
    expect(detail.json<{ data: { stage: unknown } }>().data.stage).toEqual({ id: hired.id, name: 'Hired' });
    const offerSent = (await stagesOf(company)).find((stage) => stage.phase === 'Offer Sent')!;
    const declinedItem = await call(
      'GET',
      urlOf(applicationEndpoints.list, { query: { application_id: declined } }),
      company.token,
    );
    expect(declinedItem.json<{ data: { stage: { id: string } } }>().data.stage.id).toBe(offerSent.id);
  });

  it('is entered by the candidate alone: the company cannot move an application there', async () => {
    const company = await companyWithoutDelay();
    const posting = await makePosting(app, company.token);
    expect((await addHiredStage(company)).statusCode).toBe(200);
    const hired = (await stagesOf(company)).find((stage) => stage.phase === 'Offer Accepted')!;
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, posting);
    const moved = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: hired.id,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: PIPELINE_MESSAGES.acceptedOnly });
    const column = (await boardOf(company, posting.id)).data.find((stage) => stage.id === hired.id)!;
    expect(column.count).toBe(0);
  });

  it('can be removed, its applications going back to an Offer Sent stage', async () => {
    const company = await companyWithoutDelay();
    const posting = await makePosting(app, company.token);
    expect((await addHiredStage(company)).statusCode).toBe(200);
    const accepted = await answeredOffer(company, posting, 'accept');
    const stages = await stagesOf(company);
    const hired = stages.find((stage) => stage.phase === 'Offer Accepted')!;
    const offerSent = stages.find((stage) => stage.phase === 'Offer Sent')!;
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: stages.filter((stage) => stage.id !== hired.id).map(({ id, name, phase }) => ({ id, name, phase })),
      moves: { [hired.id]: offerSent.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await call(
      'GET',
      urlOf(applicationEndpoints.list, { query: { application_id: accepted } }),
      company.token,
    );
    expect(detail.json<{ data: { status: string; stage: { id: string } } }>().data).toMatchObject({
      status: 'Offer Accepted',
      stage: { id: offerSent.id },
    });
  });
});

describe("a posting's openings", () => {
  it('are kept, left as they are by an update without them, and refused unless a whole number from 1', async () => {
    const company = await companyWithoutDelay();
    const posting = await makePosting(app, company.token, { openings: '2' });
    expect(posting.openings).toBe(2);
    const kept = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: posting.id,
      ...postingInput(),
    });
    expect(kept.json<{ data: Posting }>().data.openings).toBe(2);
    const cleared = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: posting.id,
      ...postingInput({ openings: null }),
    });
    expect(cleared.json<{ data: Posting }>().data.openings).toBeNull();
    for (const hires of [0, -1, 1.5, 'two']) {
      const refused = await call(
        'POST',
        urlOf(postingEndpoints.create),
        company.token,
        postingInput({ openings: hires }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { openings: POSTING_MESSAGES.openings } });
    }
  });

  it('filled by accepted offers show on the board, and the posting can then be closed', async () => {
    const company = await companyWithoutDelay();
    const posting = await makePosting(app, company.token, { openings: 2 });
    await answeredOffer(company, posting, 'accept');
    await answeredOffer(company, posting, 'decline');
    expect((await boardOf(company, posting.id)).posting).toMatchObject({ openings: 2, offers_accepted: 1 });
    await answeredOffer(company, posting, 'accept');
    expect((await boardOf(company, posting.id)).posting).toMatchObject({
      openings: 2,
      offers_accepted: 2,
      is_active: true,
    });

    const closed = await call('POST', urlOf(postingEndpoints.close), company.token, { id: posting.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ data: Posting }>().data).toMatchObject({ id: posting.id, is_active: false, openings: 2 });
    expect((await boardOf(company, posting.id)).posting.is_active).toBe(false);
    const candidate = await makeCandidate(app);
    await expect(makeApplication(app, candidate.token, posting)).rejects.toThrow(POSTING_MESSAGES.closed);
  });

  it("closing answers 404 for another company's posting and leaves it open", async () => {
    const owner = await companyWithoutDelay();
    const other = await makeCompany(app);
    const posting = await makePosting(app, owner.token);
    const refused = await call('POST', urlOf(postingEndpoints.close), other.token, { id: posting.id });
    expect(refused.statusCode).toBe(404);
    expect((await boardOf(owner, posting.id)).posting.is_active).toBe(true);
  });
});
