import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scorecardEndpoints } from '../../../../shared/scorecards-endpoints';
import { apiDownload, call, pathOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { stagesQuery } from '../../../lib/stages';
import { saveFile } from '../../../lib/save-file';
import type { ComparisonSort } from '../components/comparison-table';

/** A posting's applications with their average ratings, and who has not submitted yet. */
export function useComparison(postingId: string) {
  return useQuery({
    queryKey: queryKeys.scorecardComparison(postingId),
    queryFn: async () => (await call(scorecardEndpoints.comparison, { params: { id: postingId } })).data,
  });
}

/** The same comparison as a CSV file, in the order the screen shows, saved where the browser keeps downloads. */
export async function downloadComparison(postingId: string, sort: ComparisonSort): Promise<void> {
  const path = pathOf(scorecardEndpoints.comparison, {
    params: { id: postingId },
    query: { format: 'csv', sort: sort.column, order: sort.descending ? 'desc' : 'asc' },
  });
  saveFile(await apiDownload(path), 'scorecards.csv');
}

/** A posting's stages and the template each asks for; without a posting, the company's stages and theirs. */
export function useStageTemplates(postingId?: string) {
  const ofPosting = useQuery({
    queryKey: queryKeys.postingScorecardTemplates(postingId ?? ''),
    queryFn: async () =>
      (await call(scorecardEndpoints.postingStageTemplates, { params: { id: postingId ?? '' } })).data,
    enabled: postingId !== undefined,
  });
  const ofCompany = useQuery({
    ...stagesQuery,
    enabled: postingId === undefined,
    select: (answer) =>
      answer.data.map((stage) => ({
        stage_id: stage.id,
        stage_name: stage.name,
        company_template_id: stage.scorecard_template_id,
        posting_template_id: null,
      })),
  });
  return postingId === undefined ? ofCompany : ofPosting;
}

interface Attachment {
  stageId: string;
  templateId: string | null;
  /** For this posting only; otherwise for the stage in every posting. */
  postingId?: string;
}

async function attach({ stageId, templateId, postingId }: Attachment): Promise<void> {
  const body = { template_id: templateId };
  if (postingId)
    await call(scorecardEndpoints.attachToPostingStage, { params: { id: postingId, stage_id: stageId }, body });
  else await call(scorecardEndpoints.attachToStage, { params: { id: stageId }, body });
}

export function useAttachTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attach,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.scorecardTemplates() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stages() }),
      ]),
  });
}
