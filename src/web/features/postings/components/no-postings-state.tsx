import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { BriefcaseIcon } from '../../../components/icons';
import { useMember } from '../../../lib/member';
import { PATHS } from '../../../lib/paths';

export function NoPostingsState({ description }: { description?: string }) {
  const mayCreate = useMember().can('managePostings');
  return (
    <EmptyState
      icon={<BriefcaseIcon className="size-7" />}
      title="No Jobs Available"
      description={
        description ??
        (mayCreate
          ? 'Create a job posting and it will appear here.'
          : 'The postings whose hiring team you are on will appear here.')
      }
      action={mayCreate && <ButtonLink to={PATHS.createJob}>Create Job</ButtonLink>}
    />
  );
}
