import { useQuery } from '@tanstack/react-query';
import { SCORECARD_TOASTS } from '../../../../shared/scorecards';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { notify } from '../../../lib/notify';
import { scorecardTemplatesQuery } from '../../../lib/scorecard-templates';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAttachTemplate, useStageTemplates } from '../api/posting-scorecards';

/**
 * Which scorecard template each stage asks for: the company's choice for every posting, and with a posting, its own
 * over it. An interview's own choice is made when it is scheduled.
 */
export function StageTemplates({ postingId }: { postingId?: string }) {
  const stages = useStageTemplates(postingId);
  const templates = useQuery(scorecardTemplatesQuery);
  useQueryFailure(stages);
  const attachTemplate = useAttachTemplate();
  const options = (templates.data ?? []).map((template) => ({ value: template.template_id, label: template.name }));
  const nameOf = (templateId: string | null) =>
    templates.data?.find((template) => template.template_id === templateId)?.name ?? 'no template';

  function attach(stageId: string, templateId: string, forPosting: boolean) {
    attachTemplate.mutate(
      { stageId, templateId: templateId || null, postingId: forPosting ? postingId : undefined },
      {
        onSuccess: () => notify.success(SCORECARD_TOASTS.templateAttached),
        onError: (error) => notify.error(error.message),
      },
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Scorecard templates by stage</h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {postingId
          ? 'A stage’s template applies to every posting unless this posting chooses its own.'
          : 'A stage’s template applies to every posting unless the posting chooses its own on its Scorecards page.'}
      </p>
      {stages.isPending || templates.isPending ? (
        <div className="flex justify-center py-6 text-brand-600 dark:text-brand-300">
          <Spinner label="Loading stages" />
        </div>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {(stages.data ?? []).map((stage) => (
            <li
              key={stage.stage_id}
              className={`grid gap-3 py-3 sm:items-end ${postingId ? 'sm:grid-cols-[10rem_1fr_1fr]' : 'sm:grid-cols-[10rem_1fr]'}`}
            >
              <h3 className="text-sm font-semibold text-slate-900 sm:pb-3 dark:text-white">{stage.stage_name}</h3>
              <SelectField
                label={`${stage.stage_name}: every posting`}
                options={options}
                emptyOption="No template"
                value={stage.company_template_id ?? ''}
                disabled={attachTemplate.isPending}
                onChange={(event) => attach(stage.stage_id, event.target.value, false)}
              />
              {postingId && (
                <SelectField
                  label={`${stage.stage_name}: this posting`}
                  options={options}
                  emptyOption={`As every posting (${nameOf(stage.company_template_id)})`}
                  value={stage.posting_template_id ?? ''}
                  disabled={attachTemplate.isPending}
                  onChange={(event) => attach(stage.stage_id, event.target.value, true)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
