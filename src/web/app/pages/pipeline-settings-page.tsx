import { PageHeader } from '../../components/page-header';
import { StagesSettings } from '../../features/pipeline';
import { StageTemplates } from '../../features/scorecards';
import { useMember } from '../../lib/member';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /settings/pipeline — the company's stages and the scorecard template each asks for. Admins change the stages;
 * Recruiters, who read them, choose the templates with them.
 */
export function PipelineSettingsPage() {
  usePageTitle('Pipeline');
  const mayChangeStages = useMember().can('manageCompany');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pipeline"
        description="The stages every posting's applications go through. Each stands for one of the statuses candidates see; a Hired stage stands for Offer Accepted, and only a candidate accepting their offer puts an application there. A move sends the candidate one e-mail at most: the stage's template, or the status update when the status changes, or none."
      />
      {mayChangeStages && <StagesSettings />}
      <StageTemplates />
    </div>
  );
}
