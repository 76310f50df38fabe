import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints.js';
import type { Guards } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { sendCsv } from '../http/csv.js';
import { serveEndpoints } from '../http/endpoints.js';
import { found } from '../http/ids.js';
import { KeptAnswers } from '../http/kept-answers.js';
import { PostingComparisons } from './comparison.js';
import { comparisonRows } from './comparison-csv.js';

const COMPARISONS_KEPT_BYTES = 8 * 1024 * 1024;

export const comparisonRoutes: FastifyPluginAsyncZod<{ guards: Guards; db: Database }> = async (
  app,
  { guards, db },
) => {
  const { comparison } = scorecardEndpoints;
  const comparisons = new PostingComparisons(db);
  // Read by every member of a hiring team again and again while they decide; a few hundred are kept.
  const kept = new KeptAnswers(COMPARISONS_KEPT_BYTES);
  serveEndpoints(
    app,
    guards,
    { comparison },
    {
      async comparison(request, reply) {
        const { comparison } = await guards.read(request, 'readApplications', (key) =>
          comparisons.read(key, request.params.id, request.query),
        );
        const { owner, tag, data } = found(comparison, POSTING_MESSAGES.notFound);
        if (request.query.format === 'json')
          return kept.send(request, reply, owner, tag, async () => ({
            tag,
            answer: { status: 200 as const, data: data() },
          }));
        // The same table as a file, as the declaration's second media type says, sent as it is written.
        return sendCsv(reply as FastifyReply, 'scorecards.csv', comparisonRows(data()));
      },
    },
    { readingTheirCaller: ['comparison'] },
  );
};
