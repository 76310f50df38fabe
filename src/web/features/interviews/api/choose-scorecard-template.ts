import { scorecardEndpoints } from '../../../../shared/scorecards-endpoints';
import { call } from '../../../lib/api-client';

/** The scorecard template an interview's interviewers answer, over the one its stage asks; null for the stage's. */
export async function chooseScorecardTemplate(interviewId: string, templateId: string | null): Promise<void> {
  await call(scorecardEndpoints.attachToInterview, { params: { id: interviewId }, body: { template_id: templateId } });
}
