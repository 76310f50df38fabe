import { afterAll, describe, expect, it } from 'vitest';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import type { BulkMoveAnswer, StagesAnswer, StillInPipelineAnswer } from '../../shared/pipeline.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import type { EmailTemplate } from '../../shared/templates.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';
import { makeApplication } from '../test/factories-applications.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { samplePdf } from '../test/pdf.js';
import { requestOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';

const { app, database, config } = await createTestApp();
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

type Endpoint = Parameters<typeof requestOf>[0];
/** A call of `endpoint` as `token`'s caller, with its path's values, query and body. */
function call(
  token: string,
  endpoint: Endpoint,
  options: { params?: Record<string, string>; query?: Record<string, string>; payload?: object } = {},
) {
  const { payload, ...rest } = options;
  return app.inject({
    ...requestOf(endpoint, rest as never),
    headers: { authorization: token },
    ...(payload && { payload }),
  });
}

/** Words of the Rejection template. */
const REJECTION = 'decided not to take it further';

describe('closing a filled job', () => {
  it('rejects those still in the pipeline through the bulk move, with one rejection e-mail each', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    await withoutUndoWindow(app, company.token);
    const emailTemplates = (await call(company.token, templateEndpoints.list)).json<{ data: EmailTemplate[] }>().data;
    const rejection = emailTemplates.find((each) => each.name === 'Rejection')!;
    const { data: stages } = (await call(company.token, pipelineEndpoints.stages)).json<StagesAnswer>();
    await call(company.token, pipelineEndpoints.saveStages, {
      payload: {
        stages: stages.map((stage) =>
          stage.phase === 'Not Selected' ? { ...stage, email_template_id: rejection.id } : stage,
        ),
        email_delay_minutes: 0,
      },
    });
    const rejected = stages.find((stage) => stage.phase === 'Not Selected')!;
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer', openings: 1 });
    const [hired, reviewed, waiting, offered, withdrawn] = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const candidate = await makeCandidate(app);
        return { candidate, id: await makeApplication(app, candidate.token, posting) };
      }),
    );
    const setStatus = (id: string, status: string, offer = '') =>
      call(company.token, applicationEndpoints.changeStatus, { payload: { id, status, offer } });
    await setStatus(hired!.id, 'Offer Sent', samplePdf(1, 'Offer').toString('base64'));
    const accepted = await call(hired!.candidate.token, candidateApplicationEndpoints.answerOffer, {
      params: { id: hired!.id },
      payload: { answer: 'accept', full_name: 'Ada Lovelace' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await setStatus(reviewed!.id, 'Under Review');
    await setStatus(offered!.id, 'Offer Sent');
    await call(withdrawn!.candidate.token, candidateApplicationEndpoints.withdraw, {
      params: { id: withdrawn!.id },
      payload: { reason: '' },
    });

    const closed = await call(company.token, postingEndpoints.close, { payload: { id: posting.id } });
    expect(closed.statusCode, closed.body).toBe(200);
    const still = await call(company.token, pipelineEndpoints.stillInPipeline, {
      query: { posting_id: posting.id },
    });
    expect(still.statusCode).toBe(200);
    const { ids } = still.json<StillInPipelineAnswer>().data;
    expect(new Set(ids)).toEqual(new Set([reviewed!.id, waiting!.id]));

    await deliverDueMail(database.db, config, smtp.url);
    const before = smtp.received.length;
    const moved = await call(company.token, pipelineEndpoints.bulkMove, { payload: { ids, stage_id: rejected.id } });
    expect(moved.json<BulkMoveAnswer>()).toMatchObject({ failed: [] });
    await deliverDueMail(database.db, config, smtp.url);
    const sent = smtp.received.slice(before);
    for (const { candidate } of [reviewed!, waiting!])
      expect(
        sent.filter((mail) => mail.to.includes(candidate.email) && mail.raw.replace(/=\r?\n/g, '').includes(REJECTION)),
      ).toHaveLength(1);
    expect(sent).toHaveLength(2);
    const after = await call(company.token, pipelineEndpoints.stillInPipeline, {
      query: { posting_id: posting.id },
    });
    expect(after.json<StillInPipelineAnswer>().data.ids).toEqual([]);
    const elsewhere = await makeCompany(app);
    const hidden = await call(elsewhere.token, pipelineEndpoints.stillInPipeline, {
      query: { posting_id: posting.id },
    });
    expect(hidden.statusCode).toBe(404);
  });
});
