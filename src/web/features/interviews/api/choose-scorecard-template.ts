import { scorecardEndpoints } from '../../../../shared/scorecards-endpoints';
import { call } from '../../../lib/api-client';

/** The scorecard template an interview's interviewers answer, over the one its stage asks. */
export async function chooseScorecardTemplate(interviewId: string, templateId: string): Promise<void> {
  await call(scorecardEndpoints.attachToInterview, { params: { id: interviewId }, body: { template_id: templateId } });
}
