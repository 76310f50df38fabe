import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { BriefcaseIcon } from '../../../components/icons';
import { PATHS } from '../../../lib/paths';

export function NoPostingsState({ description }: { description?: string }) {
  return (
    <EmptyState
      icon={<BriefcaseIcon className="size-7" />}
      title="No Jobs Available"
      description={description ?? 'Create a job posting and it will appear here.'}
      action={<ButtonLink to={PATHS.createJob}>Create Job</ButtonLink>}
    />
  );
}
